// @ts-check
import diagnostics from 'node:diagnostics_channel';
import { currentRequestId } from './observe.mjs';

// The id header is added after Next's data cache looked the fetch up, so a cached public read stays one entry.
/** @param {string} strapiUrl @param {(method: string, status: string, seconds: number) => void} onCall status "error": no answer */
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
