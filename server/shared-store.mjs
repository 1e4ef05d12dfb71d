// @ts-check
import { LRUCache } from 'lru-cache';
import { createClient } from '@redis/client';

/**
 * A small key-value store every instance of the app shares when REDIS_URL is set (Redis), and
 * this process alone otherwise (memory). Sessions use it: a refresh token's rotation is done once
 * and its result handed to every tab and instance that presents the same token, and ended
 * sessions are refused everywhere at once. One store per process, on globalThis: the page server
 * and the app's code run in one process.
 *
 * @typedef {{
 *   get(key: string): Promise<string | null>,
 *   getMany(keys: string[]): Promise<(string | null)[]>,
 *   set(key: string, value: string, ttlMs: number): Promise<void>,
 *   setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>,
 * }} SharedStore
 */
const PREFIX = `${process.env.REDIS_KEY_PREFIX || 'portico:'}session:`;

/** @returns {SharedStore} */
function memoryStore() {
  /** @type {LRUCache<string, string>} */
  const entries = new LRUCache({ max: 100_000, ttlAutopurge: false, ttl: 60_000 });
  return {
    async get(key) {
      return entries.get(key) ?? null;
    },
    async getMany(keys) {
      return keys.map((key) => entries.get(key) ?? null);
    },
    async set(key, value, ttlMs) {
      entries.set(key, value, { ttl: ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (entries.has(key)) return false;
      entries.set(key, value, { ttl: ttlMs });
      return true;
    },
  };
}

/** @param {string} url @returns {SharedStore} */
function redisStore(url) {
  /** @type {any} */
  const client = createClient({ url, pingInterval: 10_000 });
  client.on('error', (/** @type {Error} */ error) => console.warn(`[portico] Redis (sessions): ${error.message}`));
  const ready = client.connect();
  const ms = (/** @type {number} */ ttlMs) => Math.max(1, Math.ceil(ttlMs));
  return {
    async get(key) {
      await ready;
      return client.get(PREFIX + key);
    },
    async getMany(keys) {
      await ready;
      return keys.length ? client.mGet(keys.map((key) => PREFIX + key)) : [];
    },
    async set(key, value, ttlMs) {
      await ready;
      await client.set(PREFIX + key, value, { PX: ms(ttlMs) });
    },
    async setIfAbsent(key, value, ttlMs) {
      await ready;
      return (await client.set(PREFIX + key, value, { PX: ms(ttlMs), NX: true })) === 'OK';
    },
  };
}

/** @returns {SharedStore} */
export function sharedStore() {
  const holder = /** @type {{ __porticoSharedStore?: SharedStore }} */ (globalThis);
  holder.__porticoSharedStore ??= process.env.REDIS_URL ? redisStore(process.env.REDIS_URL) : memoryStore();
  return holder.__porticoSharedStore;
}
