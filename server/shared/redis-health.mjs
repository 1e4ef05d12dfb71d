// @ts-check
import { processGlobal, sharedProcessGlobal } from './process-globals.mjs';

/**
 * Whether each of this process's Redis connections answers, for `/metrics` and the logs. A connection says so
 * twice, when it goes and when it comes back, not at every reconnect attempt.
 * @typedef {'sessions' | 'cache' | 'expiries'} RedisUse
 * @typedef {{ up: boolean, since: number, back: number }} RedisState `since`: when it last came up, or went down;
 *   `back`: when it last came back after being down (0: never down).
 */

/** What this instance does without each connection, for the operator reading the log. */
const WITHOUT = {
  sessions: 'ended sessions are checked with Strapi, failed sign-ins are counted by each process, and saves are refused until it is back',
  cache: 'Strapi reads are not cached',
  expiries: 'page expiries reach this instance only',
};

/**
 * @param {{ on(event: string, listener: (...args: any[]) => void): unknown, isReady: boolean }} client
 * @param {RedisUse} use
 * @returns {RedisState}
 */
export function watchRedis(client, use) {
  /** @type {RedisState} */
  const state = { up: client.isReady, since: Date.now(), back: 0 };
  sharedProcessGlobal('redisHealth', () => new Map()).set(use, state);
  /** @type {'up' | 'down' | null} */
  let told = null;
  const down = (/** @type {string} */ reason) => {
    if (state.up) state.since = Date.now();
    state.up = false;
    if (told === 'down') return;
    told = 'down';
    console.warn(`[portico] Redis (${use}) is down: ${reason}; ${WITHOUT[use]}.`);
  };
  client.on('error', (/** @type {Error} */ error) => down(error.message));
  client.on('end', () => down('connection closed'));
  client.on('ready', () => {
    if (told === 'down') console.warn(`[portico] Redis (${use}) answers again after ${((Date.now() - state.since) / 1000).toFixed(1)} s.`);
    if (told === 'down') state.back = Date.now();
    told = 'up';
    state.up = true;
    state.since = Date.now();
  });
  return state;
}

/** @returns {[RedisUse, RedisState][]} */
export function redisStates() {
  return [...(processGlobal('redisHealth')?.entries() ?? [])];
}
