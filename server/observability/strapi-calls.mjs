// @ts-check
import diagnostics from 'node:diagnostics_channel';
import { currentRequestId } from './observe.mjs';

/**
 * Every call the app makes to Strapi, seen where it leaves the process: Node's fetch (undici)
 * announces each request it sends on diagnostics channels. Calls to STRAPI_URL's origin get:
 *
 * - the id of the request they are made for (server/observability/request-id.mjs) as X-Request-Id, whichever
 *   code made them (lib/strapi's clients, lib/auth, the outage probe) and whether or not Next's
 *   data cache keyed the read: the header is added after Next looked the fetch up, so a cached
 *   public read is still one entry for everyone, and when it does reach Strapi it carries the id
 *   of the request that needed it. Work no request started (a background revalidation begun
 *   outside any) sends none.
 * - a count and a latency, by method and status ("error": no answer), reported to `onCall`.
 *
 * @param {string} strapiUrl
 * @param {(method: string, status: string, seconds: number) => void} onCall
 */
export function watchStrapiCalls(strapiUrl, onCall) {
  const origin = new URL(strapiUrl).origin;
  /** @type {WeakMap<object, number>} */
  const startedAt = new WeakMap();
  diagnostics.subscribe('undici:request:create', (/** @type {any} */ { request }) => {
    if (request.origin !== origin) return;
    startedAt.set(request, performance.now());
    const id = currentRequestId();
    if (id) request.addHeader('x-request-id', id);
  });
  /** @param {any} request @param {string} status */
  const done = (request, status) => {
    const started = startedAt.get(request);
    if (started === undefined) return;
    startedAt.delete(request);
    onCall(String(request.method), status, (performance.now() - started) / 1000);
  };
  diagnostics.subscribe('undici:request:headers', (/** @type {any} */ { request, response }) => done(request, String(response.statusCode)));
  diagnostics.subscribe('undici:request:error', (/** @type {any} */ { request }) => done(request, 'error'));
}
