// @ts-check
import { LRUCache } from 'lru-cache';
import { NEXT_CACHE_IMPLICIT_TAG_ID } from 'next/dist/lib/constants.js';

/**
 * Capped, never on disk: Next's own filled 47 MB in 1,500 distinct searches and nothing trimmed it. Not the
 * library's local-lru, which cannot say how full it is.
 * @typedef {{ lastModified: number, tags: readonly string[], lifespan: unknown, value: unknown }} CacheEntry
 */
export function createDataCache({ maxEntries = 2000, maxBytes = 32 * 2 ** 20 } = {}) {
  // Pushed out by the caps, not expired or replaced: a cache that never evicts was never full.
  let evicted = 0;
  /** @type {LRUCache<string, CacheEntry>} */
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    // As Redis would store it: close enough to memory, and never zero.
    sizeCalculation: (entry, key) => JSON.stringify(entry).length + key.length,
    dispose: (_entry, _key, reason) => {
      if (reason === 'evict') evicted += 1;
    },
  });
  /** @type {Map<string, number>} */
  const implicitTagsExpiredAt = new Map();

  return {
    name: 'portico-data-cache',
    /** @param {string} key @param {{ implicitTags?: string[] }} [meta] */
    async get(key, meta) {
      const entry = entries.get(key);
      if (!entry) return null;
      for (const tag of meta?.implicitTags ?? []) {
        if ((implicitTagsExpiredAt.get(tag) ?? 0) > entry.lastModified) {
          entries.delete(key);
          return null;
        }
      }
      return entry;
    },
    /** @param {string} key @param {CacheEntry} entry @param {{ setOnlyIfNotExists?: boolean }} [context] */
    async set(key, entry, context) {
      if (context?.setOnlyIfNotExists && entries.has(key)) return;
      entries.set(key, entry);
    },
    /** @param {string} tag */
    async revalidateTag(tag) {
      for (const [key, entry] of entries.entries()) if (entry.tags.includes(tag)) entries.delete(key);
      if (tag.startsWith(NEXT_CACHE_IMPLICIT_TAG_ID)) implicitTagsExpiredAt.set(tag, Date.now());
    },
    /** @param {string} key */
    async delete(key) {
      entries.delete(key);
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, maxEntries, maxBytes, evicted }),
  };
}
