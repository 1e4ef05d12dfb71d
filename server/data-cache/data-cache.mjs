// @ts-check
import { LRUCache } from 'lru-cache';
import { NEXT_CACHE_IMPLICIT_TAG_ID } from 'next/dist/lib/constants.js';

/**
 * Next's data cache (cached Strapi reads) in this process's memory, for an instance without Redis
 * (server/data-cache/cache-handler.mjs). Next's own cache would also write every entry under `{distDir}/cache` on
 * disk, where nothing ever trims it: a script asking for distinct searches filled 47 MB in 1,500
 * requests. Here it is an LRU capped in entries and bytes (DATA_CACHE_ENTRIES, DATA_CACHE_MB);
 * losing it on a restart costs one Strapi read per page, which a fresh start does anyway.
 *
 * The same handler shape as @fortedigital/nextjs-cache-handler's local-lru (which offers no way to
 * see how full it is): an expired tag drops its entries at once; Next's implicit (path) tags are
 * remembered and checked on read.
 *
 * @typedef {{ lastModified: number, tags: readonly string[], lifespan: unknown, value: unknown }} CacheEntry
 */
export function createDataCache({ maxEntries = 2000, maxBytes = 32 * 2 ** 20 } = {}) {
  // Entries pushed out to stay within the caps (not expired, not replaced): a cache that never
  // evicts was never full.
  let evicted = 0;
  /** @type {LRUCache<string, CacheEntry>} */
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    // The entry as Redis would store it: close enough to what it holds in memory, and never zero.
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
    /** How full it is, against its caps (GET /api/revalidate reports it). */
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, maxEntries, maxBytes, evicted }),
  };
}
