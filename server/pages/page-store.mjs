// @ts-check
import { LRUCache } from 'lru-cache';

/**
 * The pages the page server keeps: LRUs bounded in bytes (PAGE_STORE_MB) and entries
 * (PAGE_STORE_ENTRIES), each entry with the tags it was built from, so an expiry drops exactly the
 * pages a change touches.
 *
 * Two shelves share those caps. Searches and filtered lists (free text, any relation id, any date:
 * addresses without end) and the short-lived "not shareable" marks get a quarter, and evict only
 * each other; the pages everyone browses (home, lists, documents) get the rest, so a flood of
 * junk searches cannot push them out.
 *
 * A render that was under way while tags expired is not kept: it may have read what just changed
 * (a generation counter tells).
 *
 * Pages are kept compressed once, with their holes (server/encodings/compressed-page.mjs); a page that
 * cannot be shared is kept as that fact only, without a body. A page's size counts every
 * encoding it is kept in.
 *
 * @typedef {{
 *   status: number,
 *   headers: Record<string, string>,
 *   body: import('../encodings/compressed-page.mjs').CompressedPage | null,
 *   holes: import('../encodings/personalize.mjs').Hole[],
 *   tags: string[],
 *   shareable: boolean,
 *   sentHeaders?: Partial<Record<import('../encodings/compressed-page.mjs').Encoding, string[]>>,
 * }} StoredPage
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
    /** Call before rendering; pass the answer to set(). */
    generation: () => generation,
    /**
     * @param {string} key
     * @param {StoredPage} page
     * @param {number} renderedAt the generation when the render began
     * @param {{ ttlMs?: number, query?: boolean }} [options] ttlMs: shorter than the default, e.g. for
     *   a page that cannot be shared; query: a search or filtered list (the smaller shelf)
     */
    set(key, page, renderedAt, { ttlMs: ttl, query = false } = {}) {
      if (renderedAt !== generation) return false;
      // A page that cannot be shared is kept only as that fact: its body is never sent.
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
    /**
     * Drops every page with one of these tags; answers how many.
     * @param {string[]} tags
     */
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
    /** How full it is, against its caps (GET /api/revalidate reports it). */
    stats: () => ({
      entries: pages.size + queries.size,
      bytes: pages.calculatedSize + queries.calculatedSize,
      maxEntries,
      maxBytes,
      queries: { entries: queries.size, bytes: queries.calculatedSize, maxEntries: queryEntries, maxBytes: queryBytes },
    }),
  };
}
