import { publicRevalidateSeconds } from '@/lib/app-settings';
import type { ReadOptions } from '@/lib/strapi/index.ts';
import { CONTENT_TAG } from './change-tags';

export const SCHEMA_TAG = 'strapi:schema';

/** Tagged like the pages it feeds, so one expiry drops both; never older than PUBLIC_REVALIDATE_SECONDS. */
export function publicRead(tags: string[]): ReadOptions {
  return { fetchExtras: { next: { tags: [CONTENT_TAG, ...tags], revalidate: publicRevalidateSeconds } } };
}
