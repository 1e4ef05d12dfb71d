// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import { backendState, backendStateNow, backendStateSince, lastBackendState } from '../outages/backend-health.mjs';
import { AUDIENCE_HEADER, isRenderRequest } from '../shared/contract.mjs';
import { VITALS_PATH } from '../shared/route-paths.mjs';
import { savingDataImageUrl } from '../shared/image-widths.mjs';
import { flushRequestLines, logger, writeRequestLine } from '../observability/log.mjs';
import { createMetrics, mayReadMetrics, METRICS_CONTENT_TYPE, metricsText } from '../observability/metrics.mjs';
import { MAX_VITALS_BYTES, parseVitals } from '../observability/web-vitals.mjs';
import { withAnswerStatus } from './answer-status.mjs';
import { deferResponseScripts } from '../encodings/deferred-scripts.mjs';
import { observeHooks } from '../observability/observe.mjs';
import { assignedRequestId, requestIdHeader, requestIdOf } from '../observability/request-id.mjs';
import { watchStrapiCalls } from '../observability/strapi-calls.mjs';
import { createMemberLookup } from '../sessions/members.mjs';
import { createStoredPages, storeAnswerOf } from './stored-pages.mjs';
import { createPageStore } from './page-store.mjs';
import { connectExpiries } from './expiries.mjs';
import { fetchSiteLocales, siteLocales, siteLocalesNow } from '../locales/locale-memo.mjs';
import { trustForwarding } from '../shared/forwarded.mjs';
import { beforeExit, createLifecycle, flushAll } from '../process/lifecycle.mjs';
import {
  backendProbeTimeoutMs,
  hostname,
  metricsToken,
  observeRequests,
  port,
  pageStoreMaxBytes,
  pageStoreMaxEntries,
  publicRevalidateSeconds,
  redisUrl,
  sessionRecheckSeconds,
  shutdownTimeoutSeconds,
  strapiTimeoutMs,
  strapiUrl,
  tracesEndpoint,
  trustedProxyHops,
  webUrl,
} from '../shared/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = new URL(webUrl);
// A small number, not a pid: how a test sees an expiry reach each worker.
const workerId = cluster.isWorker ? String(cluster.worker?.id) : null;

const ANSWERING = Symbol('portico.answering');
/** @typedef {{ requestId: string, startedAt: number }} Answering */

const lifecycle = createLifecycle({ backend: () => backendState(strapiUrl, backendProbeTimeoutMs) });
beforeExit(
  () =>
    new Promise((resolve) => {
      flushRequestLines();
      logger.flush(() => resolve(undefined));
    }),
);
let serve = /** @type {ReturnType<typeof createStoredPages> | null} */ (null);
/** @type {(value?: unknown) => void} */
let prepared = () => {};
const preparedPromise = new Promise((resolve) => (prepared = resolve));

// The page server's own renders and member lookups go to a private loopback port, which keeps answering while the
// public server drains, so a request taken before SIGTERM can still be rendered. `exclusive`: through the shared
// port the cluster would hand the render to another worker, an extra hop that also upsets its turns.
const own = http.createServer((request, response) => {
  response.on('close', responseClosed);
  answer(request, response);
});
// Listening at once, so a load balancer sees "starting" (503 on /api/ready) rather than nothing.
const server = http.createServer(answerPublic);
// As next start: connections kept open longer than a load balancer's idle timeout.
server.keepAliveTimeout = 75_000;
server.listen(port, hostname, () => logger.info({ msg: `listening on http://${hostname}:${port}` }));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, shutDown);
process.on('disconnect', shutDown);
await new Promise((listening) => own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => listening(undefined)));

const ownAddress = own.address();
const selfUrl = `http://127.0.0.1:${ownAddress && typeof ownAddress === 'object' ? ownAddress.port : port}`;

const tracer = tracesEndpoint
  ? (await import('../observability/page-tracing.mjs')).pageServerTracer({ trustIncomingTrace: trustedProxyHops > 0 })
  : null;

// Next compares the proxy's rewrites with http://{hostname}:{port} and spells loopback as localhost; any other
// name makes a rewrite (/fr/…) look external, proxied to itself: a 500 behind an https proxy.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

// What Next answers itself (pages rendered per request, its files, its API routes) goes out in brotli when the
// browser takes it, at a quality cheap enough per answer; Next's own compression (compress: false) is gzip only.
// Stored pages are not sent through here: they are compressed once, as they are stored.
const compress = compression();
const noop = () => {};

const loadLocales = () => fetchSiteLocales(strapiUrl, strapiTimeoutMs);
const store = createPageStore({ maxBytes: pageStoreMaxBytes, maxEntries: pageStoreMaxEntries, ttlMs: publicRevalidateSeconds * 1000 });
await connectExpiries(store, redisUrl);
const metrics = createMetrics({ store, backendState: lastBackendState });
/** @type {AsyncLocalStorage<import('../observability/observe.mjs').RequestContext>} */
const requestContext = new AsyncLocalStorage();
Object.assign(observeHooks(), { context: requestContext, sessionEvent: metrics.sessionEvent });
watchStrapiCalls(strapiUrl, metrics.strapiCall);
serve = createStoredPages({
  // The page server writes the id in its own answers: one writeHead with every header, else Node merges them one by one.
  handle: (request, response) => {
    const id = assignedRequestId(request.headers);
    if (id) response.setHeader('X-Request-Id', id);
    // A page's own 404 or 500 needs a request context, which OBSERVE_REQUESTS=false does not make otherwise.
    const context = requestContext.getStore();
    // The middleware wraps the response and is done at once (as Next's own call of it): nothing waits on it.
    compress(/** @type {any} */ (request), /** @type {any} */ (response), noop);
    // As a stored page's, a rendered page's script files come after its first frame; a render that will be stored
    // is left whole, for the store's own loader.
    if (!isRenderRequest(request.headers)) deferResponseScripts(response);
    if (context) return handle(request, withAnswerStatus(response, context));
    const own = {};
    return requestContext.run(own, () => handle(request, withAnswerStatus(response, own)));
  },
  selfUrl,
  store,
  members: createMemberLookup({ selfUrl, ttlMs: sessionRecheckSeconds * 1000 }),
  backend: () => backendState(strapiUrl, backendProbeTimeoutMs),
  backendSince: (since) => backendStateSince(strapiUrl, backendProbeTimeoutMs, since),
  locales: () => siteLocales(loadLocales),
  localesNow: () => siteLocalesNow(loadLocales),
  backendNow: () => backendStateNow(),
  tracer,
  onRender: metrics.render,
});
prepared();
warmUp();

// Through the page server, so the home page is stored too; Strapi may be starting as well.
async function warmUp() {
  while (!lifecycle.stopping) {
    try {
      await siteLocales(loadLocales);
      const home = await fetch(`${selfUrl}/`, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(strapiTimeoutMs * 2) });
      await home.arrayBuffer();
      if (home.status < 500) {
        lifecycle.markWarmed();
        return;
      }
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {string} pathname */
function kindOf(request, response, pathname) {
  const stored = storeAnswerOf(response);
  if (stored) return stored === 'hit' ? 'page-hit' : 'page-miss';
  if (isRenderRequest(request.headers)) return 'render';
  if (pathname === '/metrics') return 'metrics';
  if (pathname.startsWith('/_next/static/') || pathname.startsWith('/_next/image')) return 'static';
  if (request.headers.rsc === '1') return 'rsc';
  if (pathname.startsWith('/api/')) return 'api';
  if (/\.[a-z0-9]+$/i.test(pathname)) return 'static';
  return 'page';
}

/** One function for every response (`this`), not a closure per request. @this {import('node:http').ServerResponse} */
function responseClosed() {
  lifecycle.end(this);
  const answering = /** @type {Answering | undefined} */ (/** @type {any} */ (this)[ANSWERING]);
  if (answering) requestDone(this.req, this, answering);
}

/**
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 * @param {Answering} answering
 */
function requestDone(request, response, { requestId, startedAt }) {
  const seconds = (performance.now() - startedAt) / 1000;
  const url = request.url ?? '/';
  // Logged without its query, which may carry a reset code or a confirmation token.
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const kind = kindOf(request, response, pathname);
  const status = response.writableFinished ? response.statusCode : 499;
  metrics.request(kind, status, seconds);
  if (kind === 'page-hit' || kind === 'page-miss') metrics.storeLookup(kind === 'page-hit' ? 'hit' : 'miss');
  const level = kind === 'render' ? 'debug' : status >= 500 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  writeRequestLine(level, {
    requestId,
    method: request.method,
    path: pathname,
    status,
    kind,
    audience: kind === 'render' ? String(request.headers[AUDIENCE_HEADER]) : undefined,
    durationMs: Math.round(seconds * 10_000) / 10,
    worker: workerId,
  });
}

/** @param {import('node:http').ServerResponse} response @param {string} requestId */
function answerMetrics(response, requestId) {
  metricsText(metrics.register).then(
    (text) => {
      response.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store', 'X-Request-Id': requestId });
      response.end(text);
    },
    (error) => {
      logger.error({ msg: 'metrics could not be gathered', err: error });
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Request-Id': requestId });
      response.end('Metrics could not be gathered.');
    },
  );
}

/**
 * A browser's report of its visit: counted, answered 204 with nothing. Only the site's own pages
 * send one (a beacon is same-origin: anything else gets 403); a body larger than a report is not kept.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 */
function receiveVitals(request, response) {
  const fetchSite = request.headers['sec-fetch-site'];
  const sameOrigin = fetchSite ? fetchSite === 'same-origin' : request.headers.origin === site.origin;
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size <= MAX_VITALS_BYTES) chunks.push(chunk);
  });
  request.on('end', () => {
    if (sameOrigin && size <= MAX_VITALS_BYTES) {
      const prefixes = (siteLocalesNow(loadLocales) ?? []).filter((locale) => !locale.isDefault).map((locale) => locale.code);
      for (const vital of parseVitals(Buffer.concat(chunks).toString('utf8'), prefixes)) metrics.webVital(vital);
    }
    response.writeHead(sameOrigin ? 204 : 403, { 'Cache-Control': 'no-store' });
    response.end();
  });
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function answer(request, response) {
  if (request.method === 'POST' && request.url === VITALS_PATH) return receiveVitals(request, response);
  if (!observeRequests) return route(request, response);
  const startedAt = performance.now();
  const requestId = requestIdOf(request, { hops: trustedProxyHops, internal: isRenderRequest(request.headers) });
  request.headers['x-request-id'] = requestId;
  if (workerId) response.setHeader('x-portico-worker', workerId);
  /** @type {any} */ (response)[ANSWERING] = /** @type {Answering} */ ({ requestId, startedAt });
  if (request.url === '/metrics' || request.url?.startsWith('/metrics?')) {
    if (mayReadMetrics(request, metricsToken)) return answerMetrics(response, requestId);
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Request-Id': requestId });
    response.end('Not found.');
    return;
  }
  requestContext.run({ requestId }, () => route(request, response));
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function route(request, response) {
  const sentHost = trustForwarding(request, { hops: trustedProxyHops, webUrl });
  // Without a proxy, another name for this server (127.0.0.1) goes to WEB_URL's, where cookies and the origin check belong.
  if (
    trustedProxyHops === 0 &&
    sentHost?.toLowerCase() !== site.host &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.headers['sec-fetch-mode'] === 'navigate'
  ) {
    // Concatenated, not resolved: a path like //other.example must stay a path on this host.
    response.writeHead(308, {
      Location: `${site.origin}${request.url ?? '/'}`,
      'Cache-Control': 'no-store',
      ...requestIdHeader(request.headers),
    });
    response.end();
    return;
  }
  if (request.url?.startsWith('/_next/image?')) saveDataOnImages(request, response);
  // Undefined when answered at once (a stored page).
  try {
    /** @type {NonNullable<typeof serve>} */ (serve)(request, response)?.catch((error) => failed(request, response, error));
  } catch (error) {
    failed(request, response, error);
  }
}

/**
 * A visitor who asks to save data (`Save-Data: on`, a phone's data saver) gets optimized images at
 * about half the width; every image answer names the header in `Vary`, so no cache serves one to the other.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 */
function saveDataOnImages(request, response) {
  if (String(request.headers['save-data']).toLowerCase() === 'on') request.url = savingDataImageUrl(/** @type {string} */ (request.url));
  const writeHead = response.writeHead;
  response.writeHead = /** @type {typeof response.writeHead} */ (
    function writeHeadVaryingOnSaveData(/** @type {any[]} */ ...args) {
      const vary = response.getHeader('vary');
      response.setHeader('Vary', vary ? `${vary}, Save-Data` : 'Save-Data');
      return writeHead.apply(response, /** @type {any} */ (args));
    }
  );
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {unknown} error */
function failed(request, response, error) {
  logger.error({ msg: 'request failed', method: request.method, path: request.url?.split('?')[0], err: error });
  if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...requestIdHeader(request.headers) });
  response.end('Something went wrong.');
}
/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function answerPublic(request, response) {
  lifecycle.begin(response);
  response.on('close', responseClosed);
  if (request.url === '/api/ready' || request.url?.startsWith('/api/ready?')) {
    lifecycle
      .readiness()
      .catch(() => ({ status: 503, body: { status: 'degraded' } }))
      .then(({ status, body }) => {
        if (workerId) response.setHeader('x-portico-worker', workerId);
        response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
      });
    return;
  }
  if (serve) answer(request, response);
  else preparedPromise.then(() => answer(request, response));
}

let stopping = false;
async function shutDown() {
  if (stopping) return;
  stopping = true;
  const finished = await lifecycle.drain(server, shutdownTimeoutSeconds * 1000);
  if (!finished) logger.error({ msg: `shutdown: requests still open after ${shutdownTimeoutSeconds} s were cut` });
  own.close();
  own.closeAllConnections();
  await flushAll();
  process.exit(finished ? 0 : 1);
}
