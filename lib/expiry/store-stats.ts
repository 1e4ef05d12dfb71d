import 'server-only';

interface Fill {
  entries: number;
  bytes: number;
  maxEntries: number;
  maxBytes: number;
}

/**
 * How full this instance's caches are against their caps: the page store (server/pages/page-store.mjs,
 * with its shelf for searches) and, without Redis, the data cache (server/data-cache/data-cache.mjs; null when
 * it is in Redis, which bounds itself; `evicted` counts what its caps pushed out). Both publish
 * themselves on globalThis: they live in the page server and in Next's cache handler, outside the
 * app's bundle.
 */
export function cacheStats(): { pages: (Fill & { queries: Fill }) | null; data: (Fill & { evicted: number }) | null } {
  const holder = globalThis as {
    __porticoPages?: { stats(): Fill & { queries: Fill } };
    __porticoDataCache?: { stats(): Fill & { evicted: number } };
  };
  return { pages: holder.__porticoPages?.stats() ?? null, data: holder.__porticoDataCache?.stats() ?? null };
}
