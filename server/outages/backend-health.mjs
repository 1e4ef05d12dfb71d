// @ts-check
/**
 * Whether Strapi answers, checked before a page is served (by proxy.ts, and by the page server
 * before it answers from its store) so that an outage gets a quick, honest "service unavailable"
 * (503) or "too slow" (504) page instead of an error, a hung request or content that can no
 * longer be edited. One probe of Strapi's /_health per second at most, per app process.
 *
 * After a failure (a render answered 5xx) a verdict from before it proves nothing: the outage may
 * have begun in between. backendStateSince() answers only with a probe begun after it, and
 * backendUnavailableSince() tells whether Strapi itself said it was unavailable (reported by
 * lib/strapi/request-clients.ts) while the failed request ran, which still holds if Strapi is back by the
 * time the probe asks.
 *
 * The state lives on globalThis: the app server (server/) and Next's bundles (proxy.ts,
 * lib/strapi) each load their own copy of this module in one process.
 *
 * @typedef {'up' | 'down' | 'slow'} BackendState
 * @typedef {{
 *   latest?: { state: BackendState, startedAt: number, checkedAt: number },
 *   pending?: { startedAt: number, verdict: Promise<BackendState> },
 *   unavailableAt?: number,
 * }} Probes
 */

import { isDroppedConnection } from './dropped-connection.mjs';

const FRESH_MS = 1000;

/** @returns {Probes} */
function probes() {
  const holder = /** @type {{ __porticoBackendProbes?: Probes }} */ (globalThis);
  return (holder.__porticoBackendProbes ??= {});
}

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

/**
 * Strapi's state as last seen, asked again when that is more than a second old.
 * @param {string} url @param {number} timeoutMs @returns {Promise<BackendState>}
 */
export async function backendState(url, timeoutMs) {
  const { latest, pending } = probes();
  if (latest && Date.now() - latest.checkedAt < FRESH_MS) return latest.state;
  if (pending) return pending.verdict;
  return startProbe(url, timeoutMs);
}

/**
 * Strapi's state when it is known without asking (seen less than a second ago), else undefined:
 * then `backendState` asks.
 * @returns {BackendState | undefined}
 */
export function backendStateNow(now = Date.now()) {
  const { latest } = probes();
  return latest && now - latest.checkedAt < FRESH_MS ? latest.state : undefined;
}

/**
 * Strapi's state as seen by a probe begun at or after `since` (when something that needed Strapi
 * failed). Failures at about the same moment share one probe.
 * @param {string} url @param {number} timeoutMs @param {number} since @returns {Promise<BackendState>}
 */
export async function backendStateSince(url, timeoutMs, since) {
  const { latest, pending } = probes();
  if (pending && pending.startedAt >= since) return pending.verdict;
  if (latest && latest.startedAt >= since) return latest.state;
  return startProbe(url, timeoutMs);
}

/** Strapi's state as the last probe saw it (undefined before the first): the outage gauge of server/observability/metrics.mjs. */
export function lastBackendState() {
  return probes().latest?.state;
}

/** Strapi answered "service unavailable" (503), or refused the connection. */
export function reportBackendUnavailable(now = Date.now()) {
  probes().unavailableAt = now;
}

/** Whether Strapi said it was unavailable at or after `since`. @param {number} since */
export function backendUnavailableSince(since) {
  const { unavailableAt } = probes();
  return unavailableAt !== undefined && unavailableAt >= since;
}
