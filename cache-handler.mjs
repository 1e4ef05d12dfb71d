/**
 * Next's data cache in Redis when REDIS_URL is set, so several app instances share cached public
 * reads and one revalidateTag (the Strapi webhook reaching any instance) expires them everywhere.
 * Built on @fortedigital/nextjs-cache-handler (the maintained successor of @neshca/cache-handler).
 * Without Redis, or if it cannot be reached at start, each instance keeps its own memory cache.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

CacheHandler.onCreation(() => {
  // One Redis connection per process, however many times Next asks.
  globalThis.porticoCacheConfig ??= (async () => {
    if (!process.env.REDIS_URL || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    client.on('error', (error) => console.warn(`[portico] Redis: ${error.message}`));
    try {
      await client.connect();
    } catch (error) {
      console.error(`[portico] Redis unreachable (${error.message}); this instance caches in memory only.`);
      return { handlers: [createLruHandler()] };
    }
    return { handlers: [createRedisHandler({ client, keyPrefix: process.env.REDIS_KEY_PREFIX || 'portico:' })] };
  })();
  return globalThis.porticoCacheConfig;
});

export default CacheHandler;
