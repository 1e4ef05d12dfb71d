import 'server-only';
import { revalidateTag } from 'next/cache';
import { expirePages } from '@/server/shared/contract.mjs';
import { getCatalog } from '@/lib/content/catalog';
import { isHomeType } from '@/lib/content/home';
import { EVERYTHING, tagsForChange } from './change-tags';

/**
 * Expires the cached reads and stored pages a change touches (tagsForChange), on
 * this instance and, through Redis, on every other; answers the tags and how many stored pages
 * this instance dropped. Called by the Strapi webhook and after every save.
 */
export async function expireChange(uid: string | undefined, documentId?: string): Promise<{ tags: string[]; pagesDropped: number }> {
  let tags: string[];
  try {
    const { types, components } = await getCatalog();
    tags = tagsForChange({ types, components, isHomeType }, uid, documentId);
  } catch {
    tags = EVERYTHING;
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return { tags, pagesDropped: await expirePages(tags) };
}
