// @ts-check
import cluster from 'node:cluster';
import { LRUCache } from 'lru-cache';
import { createClient } from '@redis/client';
import { STORE_MESSAGE, STORE_REPLY } from './worker-messages.mjs';
import { watchRedis } from '../shared/redis-health.mjs';
import { sharedProcessGlobal } from '../shared/process-globals.mjs';
import { redisKeyPrefix, sessionRedisUrl } from '../shared/settings.mjs';

/**
 * Through Redis, a token rotates once and an ended session is refused everywhere at once; without it, workers ask
 * the primary's memory stores over IPC.
 * @typedef {{ get(key: string): Promise<string | null>, getMany(keys: string[]): Promise<(string | null)[]>,
 *   set(key: string, value: string, ttlMs: number): Promise<void>, delete(key: string): Promise<void>,
 *   setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>,
 *   increment(key: string, windowMs: number): Promise<number>, answeringSince(): number | null }} SharedStore
 * `answeringSince`: null while failing, else since when it answered again (0: never failed).
 * @typedef {Omit<SharedStore, 'answeringSince'>} Operations
 */
const PREFIX = `${redisKeyPrefix}session:`;
const REDIS_TIMEOUT_MS = 1000;

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
  return { ...memoryOperations(max), answeringSince: () => 0 };
}

/** @param {number} max @returns {Operations} */
function memoryOperations(max) {
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

/**
 * Callers stop trusting what they remember of it while it fails.
 * @param {Operations} operations @param {import('../shared/redis-health.mjs').RedisState} [connection] @returns {SharedStore}
 */
function tracked(operations, connection) {
  let failing = false;
  let since = 0;
  /** @template T @param {Promise<T>} call @returns {Promise<T>} */
  const watch = (call) =>
    call.then(
      (value) => {
        if (failing) since = Date.now();
        failing = false;
        return value;
      },
      (error) => {
        failing = true;
        throw error;
      },
    );
  return {
    get: (key) => watch(operations.get(key)),
    getMany: (keys) => watch(operations.getMany(keys)),
    set: (key, value, ttlMs) => watch(operations.set(key, value, ttlMs)),
    setIfAbsent: (key, value, ttlMs) => watch(operations.setIfAbsent(key, value, ttlMs)),
    delete: (key) => watch(operations.delete(key)),
    increment: (key, windowMs) => watch(operations.increment(key, windowMs)),
    answeringSince() {
      if (failing || (connection && !connection.up)) return null;
      return Math.max(since, connection?.back ?? 0);
    },
  };
}

/** @param {string} url @returns {SharedStore} */
function redisStore(url) {
  // Without a connection a call fails at once, rather than waiting for REDIS_TIMEOUT_MS.
  /** @type {any} */
  const client = createClient({ url, pingInterval: 10_000, disableOfflineQueue: true });
  const connection = watchRedis(client, 'sessions');
  const connected = client.connect();
  connected.catch(() => undefined);
  /** @template T @param {() => Promise<T>} command @returns {Promise<T>} */
  const call = (command) => limited(client.isReady ? command() : connected.then(command));
  const ms = (/** @type {number} */ ttlMs) => Math.max(1, Math.ceil(ttlMs));
  return tracked(
    {
      get: (key) => call(() => client.get(PREFIX + key)),
      getMany: (keys) => call(() => (keys.length ? client.mGet(keys.map((key) => PREFIX + key)) : Promise.resolve([]))),
      set: (key, value, ttlMs) => call(() => client.set(PREFIX + key, value, { PX: ms(ttlMs) })).then(() => undefined),
      setIfAbsent: (key, value, ttlMs) =>
        call(() => client.set(PREFIX + key, value, { PX: ms(ttlMs), NX: true })).then((answer) => answer === 'OK'),
      delete: (key) => call(() => client.del(PREFIX + key)).then(() => undefined),
      // SET NX starts the window with the first count; INCR keeps the key's expiry.
      increment: (key, windowMs) =>
        call(() =>
          client
            .multi()
            .set(PREFIX + key, '0', { PX: ms(windowMs), NX: true })
            .incr(PREFIX + key)
            .exec(),
        ).then((/** @type {unknown[]} */ replies) => Number(replies[1])),
    },
    connection,
  );
}

/** @param {string} purpose @returns {SharedStore} */
function primaryStore(purpose) {
  return tracked(primaryOperations(purpose));
}

/** @param {string} purpose @returns {Operations} */
function primaryOperations(purpose) {
  const calls = sharedProcessGlobal('storeCalls', () => {
    /** @type {import('../shared/process-globals.mjs').StoreCalls} */
    const made = { next: 0, pending: new Map() };
    process.on('message', (/** @type {any} */ message) => {
      if (message?.type !== STORE_REPLY) return;
      const call = made.pending.get(message.id);
      made.pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error));
      else call?.resolve(message.value);
    });
    return made;
  });
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

// Revocations have a memory store of their own, so a flood of rotations cannot evict them.
/** @param {'rotations' | 'revocations' | 'throttles' | 'submissions'} purpose @returns {SharedStore} */
export function sharedStore(purpose) {
  const stores = sharedProcessGlobal('sharedStores', () => ({}));
  // One Redis connection serves every purpose (its keys say which); memory keeps them apart.
  const key = sessionRedisUrl ? 'redis' : purpose;
  stores[key] ??= sessionRedisUrl
    ? redisStore(sessionRedisUrl)
    : cluster.isWorker && process.send
      ? primaryStore(purpose)
      : memoryStore(purpose === 'revocations' ? 1_000_000 : 100_000);
  return /** @type {SharedStore} */ (stores[key]);
}

/** For what must go on when the shared store fails. @param {'throttles'} purpose */
export function processStore(purpose) {
  const stores = sharedProcessGlobal('sharedStores', () => ({}));
  return /** @type {SharedStore} */ (stores[`process:${purpose}`] ??= memoryStore(100_000));
}
