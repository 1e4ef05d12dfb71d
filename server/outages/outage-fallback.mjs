// @ts-check
import { backendUnavailableSince } from './backend-health.mjs';
import { OUTAGE_RETRY_SECONDS, outagePage } from './outage-page.mjs';
import { outageWords } from './outage-words.mjs';

/**
 * A render that failed because Strapi stopped under it gets the outage page, not Next's 500. Either test holds:
 * Strapi refused during the render (an earlier probe may predate the outage), or a probe begun after the failure
 * finds it down (it may be over by then). Documents only: RSC payloads report failures in their own page.
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
 * @param {(request: Request, response: Response) => Promise<void>} handle
 * @param {(since: number) => Promise<import('./backend-health.mjs').BackendState>} backendSince by a probe begun at or after `since`
 * @param {(request: Request) => string | undefined} localeOf @returns {(request: Request, response: Response) => Promise<void>}
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
 * @param {Response} response @param {(since: number) => Promise<import('./backend-health.mjs').BackendState>} backendSince
 * @param {number} arrivedAt @param {() => Promise<{ lang: string, words: import('./outage-page.mjs').OutageWords }>} language
 */
function holdServerErrors(response, backendSince, arrivedAt, language) {
  // Node writes the head lazily: the status is known at the first writeHead, write, flushHeaders or end.
  // The stand-ins stay once the answer passes: Next's compression wraps whatever methods it finds, these
  // among them, and restoring Node's would cut it out (the page then never ended).
  const { writeHead, write, end, flushHeaders } = /** @type {any} */ (response);
  /** @type {'open' | 'passed' | 'held'} */
  let mode = 'open';
  /** @type {any[]} */
  let head = [];
  /** @type {[any, string | undefined][]} */
  const chunks = [];
  let ended = false;
  let failedAt = 0;

  /** Decides on the first call. @param {any[]} [explicitHead] */
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
