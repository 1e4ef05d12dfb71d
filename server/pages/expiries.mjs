// @ts-check
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { EXPIRE_MESSAGE } from '../process/worker-messages.mjs';

/**
 * How an expiry reaches the stored pages: the app (the Strapi webhook, a save) calls
 * expirePages() in server/shared/contract.mjs, which lands here. This process drops its pages at once;
 * with REDIS_URL the tags are also published, and every other instance (and every worker of
 * this one) drops its own. Without Redis, the workers of one `npm run serve` tell each other
 * through the cluster's primary (server/pages/cluster.mjs), and each also drops the tags from its own
 * data cache (in memory then: server/data-cache/cache-handler.mjs).
 */
const CHANNEL = `${process.env.REDIS_KEY_PREFIX || 'portico:'}expire-pages`;

/**
 * @param {{ expire(tags: string[]): number, stats(): object }} store
 * @param {string | undefined} redisUrl
 */
export async function connectExpiries(store, redisUrl) {
  const instance = randomUUID();
  /** Who wants to hear of every expiry, here or on another instance (open previews: app/api/preview/changes). */
  /** @type {Set<(tags: string[]) => void>} */
  const watchers = new Set();
  /** @param {string[]} tags */
  const notify = (tags) => {
    for (const watcher of watchers) watcher(tags);
  };
  /** @type {import('@redis/client').RedisClientType | null} */
  let publisher = null;
  if (redisUrl) {
    try {
      publisher = /** @type {any} */ (createClient({ url: redisUrl, pingInterval: 10_000 }));
      const subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber])
        client.on('error', (error) => console.warn(`[portico] Redis (page expiries): ${error.message}`));
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(CHANNEL, (message) => {
        const { from, tags } = JSON.parse(message);
        if (from !== instance && Array.isArray(tags)) {
          store.expire(tags);
          notify(tags);
        }
      });
    } catch (error) {
      console.error(`[portico] Redis unreachable (${/** @type {Error} */ (error).message}); page expiries reach this instance only.`);
      publisher = null;
    }
  }
  const workers = !publisher && cluster.isWorker && process.send ? process.send.bind(process) : null;
  if (workers) {
    process.on('message', (/** @type {any} */ message) => {
      if (message?.type !== EXPIRE_MESSAGE || !Array.isArray(message.tags)) return;
      store.expire(message.tags);
      /** @type {{ __porticoDataCache?: { revalidateTag(tag: string): Promise<void> } }} */
      const data = /** @type {any} */ (globalThis);
      for (const tag of message.tags) data.__porticoDataCache?.revalidateTag(tag);
      notify(message.tags);
    });
  }
  /** @type {any} */ (globalThis).__porticoPages = {
    /** @param {string[]} tags */
    async expire(tags) {
      const dropped = store.expire(tags);
      notify(tags);
      if (publisher?.isReady) await publisher.publish(CHANNEL, JSON.stringify({ from: instance, tags }));
      workers?.({ type: EXPIRE_MESSAGE, tags });
      return dropped;
    },
    /** How full this instance's page store is (GET /api/revalidate). */
    stats: () => store.stats(),
    /** @param {(tags: string[]) => void} watcher @returns {() => void} stops watching */
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}
