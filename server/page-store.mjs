// @ts-check
import { LRUCache } from 'lru-cache';

/**
 * The pages the page server keeps: an LRU bounded in bytes (PAGE_STORE_MB), each entry with the
 * tags it was built from, so an expiry drops exactly the pages a change touches.
 *
 * A render that was under way while tags expired is not kept: it may have read what just changed
 * (a generation counter tells).
 *
 * HTML is kept as text (the page server personalises it), RSC payloads as bytes.
 *
 * @typedef {{ status: number, headers: Record<string, string>, body: string | Buffer, nonce: string | null, tags: string[], shareable: boolean }} StoredPage
 */
export function createPageStore({ maxBytes = 64 * 2 ** 20, ttlMs = 300_000 } = {}) {
  /** @type {Map<string, Set<string>>} */
  const keysByTag = new Map();
  /** @type {LRUCache<string, StoredPage>} */
  const pages = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => Buffer.byteLength(page.body) + key.length + 512,
    ttl: ttlMs,
    dispose: (page, key) => {
      for (const tag of page.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    },
  });
  let generation = 0;

  return {
    /** @param {string} key */
    get: (key) => pages.get(key),
    /** Call before rendering; pass the answer to set(). */
    generation: () => generation,
    /**
     * @param {string} key
     * @param {StoredPage} page
     * @param {number} renderedAt the generation when the render began
     * @param {number} [ttlMs] shorter than the default, e.g. for a page that cannot be shared
     */
    set(key, page, renderedAt, ttlMs) {
      if (renderedAt !== generation) return false;
      pages.set(key, page, ttlMs ? { ttl: ttlMs } : undefined);
      if (!pages.has(key)) return false; // larger than the whole store
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
      for (const key of keys) pages.delete(key);
      return keys.size;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
  };
}
