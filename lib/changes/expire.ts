import 'server-only';
import { revalidateTag } from 'next/cache';
import { ALL_PAGES_TAG, expirePages } from '@/server/shared/contract.mjs';
import { getCatalog } from '@/lib/content/catalog';
import { isHomeType } from '@/lib/content/home';
import { siteWideTags } from '@/lib/content/site-identity';
import { EVERYTHING, tagsForChange } from '@/lib/expiry/change-tags';

/** Expires what a change touches here and, through Redis, on every instance (the webhook and every save). */
export async function expireChange(uid: string | undefined, documentId?: string): Promise<{ tags: string[]; pagesDropped: number }> {
  let tags: string[];
  try {
    const { types, components } = await getCatalog();
    tags = tagsForChange({ types, components, isHomeType }, uid, documentId);
    // Every page shows the header and footer: a change to the single type they read expires every stored page.
    const siteWide = siteWideTags(types);
    if (tags.some((tag) => siteWide.includes(tag)) && !tags.includes(ALL_PAGES_TAG)) tags = [...tags, ALL_PAGES_TAG];
  } catch {
    tags = EVERYTHING;
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return { tags, pagesDropped: await expirePages(tags) };
}
