/**
 * Next's data cache (cached public reads from Strapi), always through this handler, never Next's
 * default one, which writes every entry under `{distDir}/cache` on disk and never trims it.
 * With REDIS_URL: in Redis, so several app instances share cached reads and one revalidateTag (the
 * Strapi webhook reaching any instance) expires them everywhere; Redis bounds it (maxmemory with
 * allkeys-lru, docs/deployment.md). Built on @fortedigital/nextjs-cache-handler (the maintained
 * successor of @neshca/cache-handler). Without Redis, or if it cannot be reached at start: this
 * process's memory, capped (server/data-cache/data-cache.mjs).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createDataCache } from './data-cache.mjs';
import { dataCacheMaxBytes, dataCacheMaxEntries } from '../shared/settings.mjs';

/** The in-memory cache, where GET /api/revalidate can see how full it is. */
function memoryHandlers() {
  const cache = createDataCache({ maxEntries: dataCacheMaxEntries, maxBytes: dataCacheMaxBytes });
  globalThis.__porticoDataCache = cache;
  return { handlers: [cache] };
}

CacheHandler.onCreation(() => {
  // One Redis connection per process, however many times Next asks.
  globalThis.porticoCacheConfig ??= (async () => {
    if (!process.env.REDIS_URL || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return memoryHandlers();
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    client.on('error', (error) => console.warn(`[portico] Redis: ${error.message}`));
    try {
      await client.connect();
    } catch (error) {
      console.error(`[portico] Redis unreachable (${error.message}); this instance caches in memory only.`);
      return memoryHandlers();
    }
    return { handlers: [createRedisHandler({ client, keyPrefix: process.env.REDIS_KEY_PREFIX || 'portico:' })] };
  })();
  return globalThis.porticoCacheConfig;
});

export default CacheHandler;
