import { publicRevalidateSeconds } from '@/lib/config';
import type { ReadOptions } from '@/lib/strapi/index.ts';
import { CONTENT_TAG } from './change-tags';

/**
 * Tags on cached public reads. Every content read carries CONTENT_TAG (expired when a change
 * cannot be placed) and the tags of what it reads (the stored pages' own: a collection's lists, one
 * document), which expireChange expires when the Strapi webhook or a save reports a change. The
 * schema has its own tag.
 */
export const SCHEMA_TAG = 'strapi:schema';

/** How a public (shared) read is cached: tagged for expiry, and never older than PUBLIC_REVALIDATE_SECONDS. */
export function publicRead(tags: string[]): ReadOptions {
  return { fetchExtras: { next: { tags: [CONTENT_TAG, ...tags], revalidate: publicRevalidateSeconds } } };
}
