// @ts-check
/**
 * After a failure, a verdict from before it proves nothing: the outage may have begun in between.
 * @typedef {import('../shared/process-globals.mjs').BackendState} BackendState
 * @typedef {import('../shared/process-globals.mjs').BackendProbes} Probes
 */

import { isDroppedConnection } from './dropped-connection.mjs';
import { sharedProcessGlobal } from '../shared/process-globals.mjs';

const FRESH_MS = 1000;

/** @returns {Probes} */
function probes() {
  return sharedProcessGlobal('backendProbes', () => ({}));
}

// One timeout is not yet "slow": a Strapi busy hashing sign-ins' passwords answers now and then past it, and each
// spike turned a second of page views into 504s.
/** @param {string} url @param {number} timeoutMs @returns {Promise<BackendState>} */
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
function startProbe(url, timeoutMs) {
  const seen = probes();
  const startedAt = Date.now();
  const verdict = probe(url, timeoutMs).then((answer) => {
    // Probes may overlap (one asked for after a failure): the one begun last has the say.
    if (!seen.latest || seen.latest.startedAt <= startedAt) seen.latest = { state: answer, startedAt, checkedAt: Date.now() };
    if (seen.pending?.verdict === verdict) seen.pending = undefined;
    return answer;
  });
  seen.pending = { startedAt, verdict };
  return verdict;
}

/** @param {string} url @param {number} timeoutMs @returns {Promise<BackendState>} */
export async function backendState(url, timeoutMs) {
  const { latest, pending } = probes();
  if (latest && Date.now() - latest.checkedAt < FRESH_MS) return latest.state;
  if (pending) return pending.verdict;
  return startProbe(url, timeoutMs);
}

/** @returns {BackendState | undefined} */
export function backendStateNow(now = Date.now()) {
  const { latest } = probes();
  return latest && now - latest.checkedAt < FRESH_MS ? latest.state : undefined;
}

// Failures at about the same moment share one probe.
/** @param {string} url @param {number} timeoutMs @param {number} since @returns {Promise<BackendState>} */
export async function backendStateSince(url, timeoutMs, since) {
  const { latest, pending } = probes();
  if (pending && pending.startedAt >= since) return pending.verdict;
  if (latest && latest.startedAt >= since) return latest.state;
  return startProbe(url, timeoutMs);
}

export function lastBackendState() {
  return probes().latest?.state;
}

// Strapi said so (503 or a refused connection), which still holds if it is back by the time a probe asks.
export function reportBackendUnavailable(now = Date.now()) {
  probes().unavailableAt = now;
}

/** @param {number} since */
export function backendUnavailableSince(since) {
  const { unavailableAt } = probes();
  return unavailableAt !== undefined && unavailableAt >= since;
}
