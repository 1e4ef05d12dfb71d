// @ts-check
/**
 * Whether Strapi answers, checked before a page is served (by proxy.ts, and by the page server
 * before it answers from its store) so that an outage gets a quick, honest "service unavailable"
 * (503) or "too slow" (504) page instead of an error, a hung request or content that can no
 * longer be edited. One probe of Strapi's /_health per second at most, per app process.
 *
 * @typedef {'up' | 'down' | 'slow'} BackendState
 * @typedef {{ state: BackendState, checkedAt: number, pending?: Promise<BackendState> }} Probe
 */

import { isDroppedConnection } from './dropped-connection.mjs';

const FRESH_MS = 1000;
/** A verdict younger than this is kept even when a failure casts doubt on it (a burst of failures asks once). */
const DOUBT_AFTER_MS = 250;
/** @type {{ __porticoBackendProbe?: Probe }} */
const store = /** @type {any} */ (globalThis);

/**
 * One timed-out probe is not yet "slow": a Strapi busy with a burst (sign-ins hash passwords on its
 * one thread) answers /_health in 0.5-1 s under the load check, now and then past the timeout, and
 * each such spike turned a second of page views into 504s. A second probe at once must time out
 * too; a Strapi that is really slow is then called so after twice the timeout.
 * @param {string} url @param {number} timeoutMs @returns {Promise<BackendState>}
 */
async function probe(url, timeoutMs) {
  const first = await probeOnce(url, timeoutMs);
  return first === 'slow' ? probeOnce(url, timeoutMs) : first;
}

/** @param {string} url @param {number} timeoutMs @returns {Promise<BackendState>} */
async function probeOnce(url, timeoutMs) {
  const signal = AbortSignal.timeout(timeoutMs);
  const ask = () => fetch(`${url}/_health`, { signal, cache: 'no-store' });
  try {
    // A reused connection dropped under the probe is no outage: ask once more on a fresh one.
    const response = await ask().catch((error) => (isDroppedConnection(error) && !signal.aborted ? ask() : Promise.reject(error)));
    return response.status < 500 ? 'up' : 'down';
  } catch (error) {
    return /** @type {Error} */ (error).name === 'TimeoutError' ? 'slow' : 'down';
  }
}

/** @param {string} url @param {number} timeoutMs @returns {Promise<BackendState>} */
export async function backendState(url, timeoutMs, now = Date.now()) {
  const current = store.__porticoBackendProbe;
  if (current && now - current.checkedAt < FRESH_MS) return current.state;
  if (current?.pending) return current.pending;
  const pending = probe(url, timeoutMs).then((state) => {
    store.__porticoBackendProbe = { state, checkedAt: Date.now() };
    return state;
  });
  store.__porticoBackendProbe = { state: current?.state ?? 'up', checkedAt: current?.checkedAt ?? 0, pending };
  return pending;
}

/**
 * Something that needed Strapi just failed (a render answered 5xx): the next backendState() asks
 * Strapi again instead of trusting a verdict up to a second old, unless that verdict is itself
 * only a moment old. So an outage that began within the last second is told from a real error.
 */
export function doubtBackend(now = Date.now()) {
  const current = store.__porticoBackendProbe;
  if (current && !current.pending && now - current.checkedAt >= DOUBT_AFTER_MS) current.checkedAt = 0;
}
