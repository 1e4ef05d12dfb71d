// @ts-check
import { LRUCache } from 'lru-cache';

/**
 * Searches and filtered lists (addresses without end) and "not shareable" marks get a quarter of the caps
 * and evict only each other, so a flood of junk searches cannot push out the pages everyone browses.
 * @typedef {{ status: number, headers: Record<string, string>, tags: string[], shareable: boolean,
 *   body: import('../encodings/compressed-page.mjs').CompressedPage | null, holes: import('../encodings/personalize.mjs').Hole[],
 *   sentHeaders?: Partial<Record<import('../encodings/compressed-page.mjs').Encoding, string[]>> }} StoredPage
 */
const QUERY_SHARE = 4;

export function createPageStore({ maxBytes = 64 * 2 ** 20, maxEntries = 5000, ttlMs = 300_000 } = {}) {
  /** @type {Map<string, Set<string>>} */
  const keysByTag = new Map();
  /** @param {StoredPage} page @param {string} key */
  const forget = (page, key) => {
    for (const tag of page.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  /** @param {number} bytes @param {number} entries @returns {LRUCache<string, StoredPage>} */
  const shelf = (bytes, entries) =>
    new LRUCache({
      max: Math.max(1, entries),
      maxSize: Math.max(1, bytes),
      sizeCalculation: (page, key) => (page.body?.bytes ?? 0) + key.length + 512,
      ttl: ttlMs,
      dispose: forget,
    });
  const queryBytes = Math.floor(maxBytes / QUERY_SHARE);
  const queryEntries = Math.floor(maxEntries / QUERY_SHARE);
  const pages = shelf(maxBytes - queryBytes, maxEntries - queryEntries);
  const queries = shelf(queryBytes, queryEntries);
  let generation = 0;

  return {
    /** @param {string} key */
    get: (key) => pages.get(key) ?? queries.get(key),
    /** Call before rendering; pass the answer to set(), which drops a render that overlapped an expiry. */
    generation: () => generation,
    /** @param {string} key @param {StoredPage} page @param {number} renderedAt @param {{ ttlMs?: number, query?: boolean }} [options] */
    set(key, page, renderedAt, { ttlMs: ttl, query = false } = {}) {
      if (renderedAt !== generation) return false;
      const kept = page.shareable ? page : { ...page, body: null };
      const target = query || !page.shareable ? queries : pages;
      (target === pages ? queries : pages).delete(key);
      target.set(key, kept, ttl ? { ttl } : undefined);
      if (!target.has(key)) return false; // larger than the whole shelf
      for (const tag of page.tags) {
        let keys = keysByTag.get(tag);
        if (!keys) keysByTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      return true;
    },
    /** @param {string[]} tags @returns {number} pages dropped */
    expire(tags) {
      generation += 1;
      const keys = new Set(tags.flatMap((tag) => [...(keysByTag.get(tag) ?? [])]));
      for (const key of keys) {
        pages.delete(key);
        queries.delete(key);
      }
      return keys.size;
    },
    get size() {
      return pages.size + queries.size;
    },
    get bytes() {
      return pages.calculatedSize + queries.calculatedSize;
    },
    stats: () => ({
      entries: pages.size + queries.size,
      bytes: pages.calculatedSize + queries.calculatedSize,
      maxEntries,
      maxBytes,
      queries: { entries: queries.size, bytes: queries.calculatedSize, maxEntries: queryEntries, maxBytes: queryBytes },
    }),
  };
}
