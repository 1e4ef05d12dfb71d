// @ts-check
import cluster from 'node:cluster';
import { LRUCache } from 'lru-cache';
import { createClient } from '@redis/client';
import { STORE_MESSAGE, STORE_REPLY } from './worker-messages.mjs';

/**
 * A small key-value store every instance of the app shares when REDIS_URL is set (Redis), and
 * this process alone otherwise (memory). Sessions use it: a refresh token's rotation is done once
 * and its result handed to every tab and instance that presents the same token, and ended
 * sessions are refused everywhere at once. One store per purpose and process, on globalThis: the
 * page server and the app's code run in one process. Without Redis, the workers of one
 * `npm run serve` (server/pages/cluster.mjs) share the primary's memory stores, asked over IPC. In memory, revocations have a store of their
 * own that a flood of rotations cannot evict; with Redis, use one that does not evict keys
 * (docs/sessions.md): SESSION_REDIS_URL, a Redis apart from the cache's (REDIS_URL), which must evict. A Redis call that takes longer than REDIS_TIMEOUT_MS fails.
 *
 * @typedef {{
 *   get(key: string): Promise<string | null>,
 *   getMany(keys: string[]): Promise<(string | null)[]>,
 *   set(key: string, value: string, ttlMs: number): Promise<void>,
 *   setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>,
 *   delete(key: string): Promise<void>,
 *   increment(key: string, windowMs: number): Promise<number>,
 * }} SharedStore
 */
const PREFIX = `${process.env.REDIS_KEY_PREFIX || 'portico:'}session:`;
const REDIS_TIMEOUT_MS = 1000;
/** The same bound on a call to the cluster's primary. */

/** @template T @param {Promise<T>} call @returns {Promise<T>} */
function limited(call) {
  return Promise.race([
    call,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`Redis took longer than ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** @param {number} max @returns {SharedStore} */
export function memoryStore(max) {
  /** @type {LRUCache<string, string>} */
  const entries = new LRUCache({ max, ttlAutopurge: false, ttl: 60_000 });
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
    async delete(key) {
      entries.delete(key);
    },
    async increment(key, windowMs) {
      const count = Number(entries.get(key) ?? 0) + 1;
      // The window starts with the first count and is not extended by later ones.
      const remaining = entries.has(key) ? entries.getRemainingTTL(key) : windowMs;
      entries.set(key, String(count), { ttl: Math.max(1, remaining) });
      return count;
    },
  };
}

/** @param {string} url @returns {SharedStore} */
function redisStore(url) {
  /** @type {any} */
  const client = createClient({ url, pingInterval: 10_000 });
  client.on('error', (/** @type {Error} */ error) => console.warn(`[portico] Redis (sessions): ${error.message}`));
  const ready = client.connect();
  ready.catch(() => undefined);
  const ms = (/** @type {number} */ ttlMs) => Math.max(1, Math.ceil(ttlMs));
  return {
    get: (key) => limited(ready.then(() => client.get(PREFIX + key))),
    getMany: (keys) => limited(ready.then(() => (keys.length ? client.mGet(keys.map((key) => PREFIX + key)) : []))),
    set: (key, value, ttlMs) => limited(ready.then(() => client.set(PREFIX + key, value, { PX: ms(ttlMs) }))).then(() => undefined),
    setIfAbsent: (key, value, ttlMs) =>
      limited(ready.then(() => client.set(PREFIX + key, value, { PX: ms(ttlMs), NX: true }))).then((answer) => answer === 'OK'),
    delete: (key) => limited(ready.then(() => client.del(PREFIX + key))).then(() => undefined),
    // SET NX starts the window with the first count; INCR keeps the key's expiry.
    increment: (key, windowMs) =>
      limited(
        ready.then(() =>
          client
            .multi()
            .set(PREFIX + key, '0', { PX: ms(windowMs), NX: true })
            .incr(PREFIX + key)
            .exec(),
        ),
      ).then((/** @type {unknown[]} */ replies) => Number(replies[1])),
  };
}

/**
 * The primary's memory store for this purpose, asked over the cluster's IPC channel.
 * @param {string} purpose @returns {SharedStore}
 */
function primaryStore(purpose) {
  const holder =
    /** @type {{ __porticoStoreCalls?: { next: number, pending: Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }> } }} */ (
      globalThis
    );
  if (!holder.__porticoStoreCalls) {
    const calls = (holder.__porticoStoreCalls = { next: 0, pending: new Map() });
    process.on('message', (/** @type {any} */ message) => {
      if (message?.type !== STORE_REPLY) return;
      const call = calls.pending.get(message.id);
      calls.pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error));
      else call?.resolve(message.value);
    });
  }
  const calls = holder.__porticoStoreCalls;
  /** @param {string} operation @param {unknown[]} args @returns {Promise<any>} */
  const ask = (operation, args) =>
    limited(
      new Promise((resolve, reject) => {
        const id = (calls.next += 1);
        calls.pending.set(id, { resolve, reject });
        /** @type {NonNullable<typeof process.send>} */ (process.send)({ type: STORE_MESSAGE, id, purpose, operation, args });
      }),
    );
  return {
    get: (key) => ask('get', [key]),
    getMany: (keys) => ask('getMany', [keys]),
    set: (key, value, ttlMs) => ask('set', [key, value, ttlMs]),
    setIfAbsent: (key, value, ttlMs) => ask('setIfAbsent', [key, value, ttlMs]),
    delete: (key) => ask('delete', [key]),
    increment: (key, windowMs) => ask('increment', [key, windowMs]),
  };
}

/**
 * @param {'rotations' | 'revocations' | 'throttles' | 'submissions'} purpose rotations: short-lived
 *   results and locks; revocations: ended sessions, kept until their tokens have expired;
 *   throttles: counts of failed sign-ins per account; submissions: saves claimed by a form's
 *   submission id, and their outcomes
 * @returns {SharedStore}
 */
export function sharedStore(purpose) {
  const holder = /** @type {{ __porticoSharedStores?: Partial<Record<string, SharedStore>> }} */ (globalThis);
  const stores = (holder.__porticoSharedStores ??= {});
  const redisUrl = process.env.SESSION_REDIS_URL || process.env.REDIS_URL;
  // One Redis connection serves both (its keys say which); memory keeps them apart.
  const key = redisUrl ? 'redis' : purpose;
  stores[key] ??= redisUrl
    ? redisStore(redisUrl)
    : cluster.isWorker && process.send
      ? primaryStore(purpose)
      : memoryStore(purpose === 'revocations' ? 1_000_000 : 100_000);
  return /** @type {SharedStore} */ (stores[key]);
}
