// @ts-check
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createClient } from '@redis/client';
import { EXPIRE_MESSAGE } from '../process/worker-messages.mjs';
import { watchRedis } from '../shared/redis-health.mjs';
import { processGlobal, setProcessGlobal } from '../shared/process-globals.mjs';
import { redisKeyPrefix } from '../shared/settings.mjs';

// Without Redis, workers tell each other through the primary, and each drops the tags from its in-memory data cache too.
const CHANNEL = `${redisKeyPrefix}expire-pages`;

/**
 * @param {{ expire(tags: string[]): number, stats: import('../shared/process-globals.mjs').PageExpiries['stats'] }} store
 * @param {string | undefined} redisUrl
 */
export async function connectExpiries(store, redisUrl) {
  const instance = randomUUID();
  /** @type {Set<(tags: string[]) => void>} */
  const watchers = new Set();
  /** @param {string[]} tags */
  const notify = (tags) => {
    for (const watcher of watchers) watcher(tags);
  };
  /** @type {import('@redis/client').RedisClientType | null} */
  let publisher = null;
  /** @type {import('@redis/client').RedisClientType | null} */
  let subscriber = null;
  if (redisUrl) {
    try {
      /** @type {import('@redis/client').RedisClientType} */
      const client = /** @type {any} */ (createClient({ url: redisUrl, pingInterval: 10_000 }));
      publisher = client;
      const listener = client.duplicate();
      subscriber = listener;
      // One Redis behind both: the subscriber tells of it (and re-subscribes when it is back).
      watchRedis(listener, 'expiries');
      client.on('error', () => undefined);
      await Promise.all([client.connect(), listener.connect()]);
      await listener.subscribe(CHANNEL, (message) => {
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
      const dataCache = processGlobal('dataCache');
      for (const tag of message.tags) dataCache?.revalidateTag(tag);
      notify(message.tags);
    });
  }
  setProcessGlobal('pages', {
    /** @param {string[]} tags */
    async expire(tags) {
      const dropped = store.expire(tags);
      notify(tags);
      // Redis lost mid-publish: this instance has expired its pages; the others learn of it no more than when it is down.
      if (publisher?.isReady)
        await publisher.publish(CHANNEL, JSON.stringify({ from: instance, tags })).catch((/** @type {Error} */ error) => {
          console.warn(`[portico] an expiry reached this instance only (Redis: ${error.message})`);
        });
      workers?.({ type: EXPIRE_MESSAGE, tags });
      return dropped;
    },
    stats: () => store.stats(),
    /** @param {(tags: string[]) => void} watcher @returns {() => void} */
    watch(watcher) {
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
  });
  /** Stops listening (a test's end; the app's process ends with its connections). */
  return {
    close() {
      for (const client of [publisher, subscriber]) if (client?.isOpen) client.destroy();
    },
  };
}
