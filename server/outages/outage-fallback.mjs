// @ts-check
import { backendUnavailableSince } from './backend-health.mjs';
import { OUTAGE_RETRY_SECONDS, outagePage } from './outage-page.mjs';
import { outageWords } from './outage-words.mjs';

/**
 * The last line of the outage handling. proxy.ts answers the outage page before rendering when
 * the last probe (up to a second old) saw Strapi down; a page that was already on its way when
 * Strapi (or its database) stopped fails in the middle of rendering, and Next answers it with its
 * error page and a 500. Here such an answer to a browser's page request is held back and judged:
 * if Strapi said it was unavailable (a 503, a refused connection) while the page rendered, or a
 * probe begun after the failure finds it down (or too slow), the browser gets the same outage page
 * as it would a moment later (503, or 504, with Retry-After) instead of a 500 that says "something
 * is broken". A 500 while Strapi was up throughout is passed on untouched: that is a real error.
 *
 * Neither test alone is enough. A probe from before the failure may predate the outage (a
 * database stopped a moment ago); a probe after it may find the database back already (a render
 * that failed in the outage's last moment).
 *
 * Only documents (a page view, or a form posted without JavaScript): Next's own payloads (RSC,
 * server actions called by script) report failures in the page they belong to.
 *
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */

/** @param {Request} request */
function wantsDocument(request) {
  const method = request.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST'].includes(method)) return false;
  const path = request.url ?? '/';
  if (path.startsWith('/api/') || path.startsWith('/_next/')) return false;
  if (request.headers.rsc || request.headers['next-action']) return false;
  return String(request.headers.accept ?? '').includes('text/html');
}

/**
 * @param {(request: Request, response: Response) => Promise<void>} handle Next's request handler
 * @param {(since: number) => Promise<import('./backend-health.mjs').BackendState>} backendSince the outage
 *   check, by a probe begun at or after `since`
 * @param {(request: Request) => string | undefined} localeOf the locale of the page asked for (its
 *   outage page speaks it), when known
 * @returns {(request: Request, response: Response) => Promise<void>}
 */
export function answerOutages(handle, backendSince, localeOf = () => undefined) {
  return (request, response) => {
    if (wantsDocument(request)) holdServerErrors(response, backendSince, Date.now(), () => outageWords(localeOf(request)));
    return handle(request, response);
  };
}

/** @param {number} status */
const isServerError = (status) => status >= 500 && status !== 503 && status !== 504;

/**
 * Lets every answer through as it is written, except one whose status is 5xx (other than the
 * outage pages' own 503 and 504): that one is kept back until it is complete and the outage check
 * has spoken, then sent as it was, or replaced with the outage page. The status is known at the
 * first writeHead, write, flushHeaders or end (Node writes the head lazily, at the first of them).
 * @param {Response} response
 * @param {(since: number) => Promise<import('./backend-health.mjs').BackendState>} backendSince
 * @param {number} arrivedAt when the request came in
 * @param {() => Promise<{ lang: string, words: import('./outage-page.mjs').OutageWords }>} language the outage page's
 */
function holdServerErrors(response, backendSince, arrivedAt, language) {
  // Node's own methods, called with the arguments Next gave (their overloads do not type-check one by
  // one). The stand-ins below stay in place once the answer is let through: Next's compression
  // wraps whatever methods it finds when it starts, these among them, and putting Node's back
  // would cut it out of the answer (the page then never ended).
  const { writeHead, write, end, flushHeaders } = /** @type {any} */ (response);
  /** @type {'open' | 'passed' | 'held'} */
  let mode = 'open';
  /** @type {any[]} */
  let head = [];
  /** @type {[any, string | undefined][]} */
  const chunks = [];
  let ended = false;
  let failedAt = 0;

  /** Whether this answer is held back, deciding on its first call. @param {any[]} [explicitHead] */
  const held = (explicitHead) => {
    if (mode === 'open') {
      const status = explicitHead ? Number(explicitHead[0]) : response.statusCode;
      if (isServerError(status)) {
        mode = 'held';
        failedAt = Date.now();
        head = explicitHead ?? [status];
      } else {
        mode = 'passed';
      }
    }
    return mode === 'held';
  };

  /** @param {any} chunk @param {any} encoding @param {any} callback */
  const keep = (chunk, encoding, callback) => {
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push([chunk, typeof encoding === 'string' ? encoding : undefined]);
    if (done) process.nextTick(done);
  };

  const decide = async () => {
    /** @type {import('./backend-health.mjs').BackendState} */
    const state = backendUnavailableSince(arrivedAt) ? 'down' : await backendSince(failedAt).catch(() => 'down');
    mode = 'passed';
    if (state === 'up') {
      writeHead.apply(response, head);
      for (const [chunk, encoding] of chunks) write.call(response, chunk, encoding);
      end.call(response);
      return;
    }
    const { status, html } = outagePage(state, OUTAGE_RETRY_SECONDS, await language());
    for (const name of response.getHeaderNames()) {
      if (/^(content-length|content-type|content-encoding|etag|last-modified|vary|x-nextjs-)/.test(name)) response.removeHeader(name);
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(html));
    response.setHeader('Retry-After', String(OUTAGE_RETRY_SECONDS));
    response.setHeader('Cache-Control', 'no-store');
    writeHead.call(response, status);
    end.call(response, response.req?.method === 'HEAD' ? undefined : html);
  };

  const r = /** @type {any} */ (response);
  r.writeHead = (/** @type {any[]} */ ...args) => (held(args) ? response : writeHead.apply(response, args));
  r.flushHeaders = () => (held() ? undefined : flushHeaders.call(response));
  r.write = (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
    if (!held()) return write.call(response, chunk, encoding, callback);
    keep(chunk, encoding, callback);
    return true;
  };
  r.end = (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
    if (!held()) return end.call(response, chunk, encoding, callback);
    keep(chunk, encoding, callback);
    if (!ended) {
      ended = true;
      decide().catch((error) => {
        console.error(`[portico] outage check after a failed page: ${error.message}`);
        mode = 'passed';
        if (!response.headersSent) writeHead.call(response, 500);
        end.call(response);
      });
    }
    return response;
  };
}
