import 'server-only';
import { revalidateTag } from 'next/cache';
import { ALL_PAGES_TAG, expirePages } from '@/server/shared/contract.mjs';
import { getCatalog } from '@/lib/content/catalog';
import { isHomeType } from '@/lib/content/home';
import { siteWideTags } from '@/lib/content/site-identity';
import { EVERYTHING, tagsForChange } from '@/lib/expiry/change-tags';
import { addressAttribute, formerAddresses, type ContentType } from '@/lib/strapi';
import { publicStrapiClient } from '@/lib/strapi/request-clients';

/** The addresses an entry's page may be stored at besides its documentId, or null when its current one is not known. */
async function addressesOf(type: ContentType | undefined, documentId: string, entry: Record<string, unknown> | undefined) {
  const field = type && addressAttribute(type.schema.attributes);
  if (!field) return [];
  const current = entry?.[field];
  if (typeof current !== 'string') return null;
  return [...(current ? [current] : []), ...(await formerAddresses(publicStrapiClient(), type.uid, documentId))];
}

/**
 * Expires what a change touches here and, through Redis, on every instance (the webhook and every save). `entry`: the
 * entry as written, for its address; without it, a type addressed by a field has all its entries' pages expired.
 */
export async function expireChange(
  uid: string | undefined,
  documentId?: string,
  entry?: Record<string, unknown>,
): Promise<{ tags: string[]; pagesDropped: number }> {
  let tags: string[];
  try {
    const { types, components } = await getCatalog();
    const addresses = uid && documentId ? await addressesOf(types.get(uid), documentId, entry) : [];
    tags = tagsForChange({ types, components, isHomeType }, uid, addresses ? documentId : undefined, addresses ?? []);
    // Every page shows the header and footer: a change to the single type they read expires every stored page.
    const siteWide = siteWideTags(types);
    if (tags.some((tag) => siteWide.includes(tag)) && !tags.includes(ALL_PAGES_TAG)) tags = [...tags, ALL_PAGES_TAG];
  } catch {
    tags = EVERYTHING;
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return { tags, pagesDropped: await expirePages(tags) };
}
