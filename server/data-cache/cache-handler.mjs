// Never Next's default data cache, which writes every entry to disk and never trims it; Redis's allkeys-lru bounds it.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createDataCache } from './data-cache.mjs';
import { watchRedis } from '../shared/redis-health.mjs';
import { setProcessGlobal, sharedProcessGlobal } from '../shared/process-globals.mjs';
import { dataCacheMaxBytes, dataCacheMaxEntries, redisKeyPrefix, redisUrl } from '../shared/settings.mjs';

function memoryHandlers() {
  const cache = createDataCache({ maxEntries: dataCacheMaxEntries, maxBytes: dataCacheMaxBytes });
  setProcessGlobal('dataCache', cache);
  return { handlers: [cache] };
}

CacheHandler.onCreation(() =>
  sharedProcessGlobal('cacheConfig', async () => {
    if (!redisUrl || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return memoryHandlers();
    const client = createClient({ url: redisUrl, pingInterval: 10_000 });
    // Redis down later: each read misses and goes to Strapi.
    watchRedis(client, 'cache');
    try {
      await client.connect();
    } catch (error) {
      console.error(`[portico] Redis unreachable (${error.message}); this instance caches in memory only.`);
      return memoryHandlers();
    }
    return { handlers: [createRedisHandler({ client, keyPrefix: redisKeyPrefix })] };
  }),
);

export default CacheHandler;
