// @ts-check
/**
 * One app process of `npm run serve` (server/index.mjs starts one per core, or just this):
 * Next's request handler behind the page server (server/pages/shared-pages.mjs), which answers content
 * pages from shared renders. Listens on HOSTNAME (127.0.0.1 unless set) and PORT (3000); in a
 * cluster every worker listens on the same port and the primary hands each a share of the
 * connections.
 *
 * Every request's forwarding headers are first rewritten to what may be believed
 * (server/shared/forwarded.mjs): TRUSTED_PROXY_HOPS proxies' X-Forwarded-For and -Proto, WEB_URL's host.
 * Listening on 127.0.0.1 by default keeps the app reachable only through what runs on this host
 * (the proxy in front), so no one can reach it around that proxy.
 *
 * Every request gets an id (server/observability/request-id.mjs), returned as X-Request-Id, sent on to Strapi
 * (server/observability/strapi-calls.mjs) and written in every log line made while it is answered; each request
 * is logged in one JSON line when it ends (server/observability/log.mjs) and counted (server/observability/metrics.mjs, read
 * at /metrics from this host or with METRICS_TOKEN).
 *
 * Settings: PAGE_STORE_MB and PAGE_STORE_ENTRIES (caps of the stored pages, 64 and 5000), SESSION_RECHECK_SECONDS (how long a
 * session's check with Strapi is trusted, 10, at most 30), PUBLIC_REVALIDATE_SECONDS (the
 * longest a stored page is served without an expiry from Strapi, 300), REDIS_URL (expiries reach
 * every instance).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { backendState, backendStateNow, backendStateSince, lastBackendState } from '../outages/backend-health.mjs';
import { AUDIENCE_HEADER, isRenderRequest } from '../shared/contract.mjs';
import { flushRequestLines, logger, writeRequestLine } from '../observability/log.mjs';
import { createMetrics, mayReadMetrics, METRICS_CONTENT_TYPE, metricsText } from '../observability/metrics.mjs';
import { withAnswerStatus } from './answer-status.mjs';
import { observeHooks } from '../observability/observe.mjs';
import { assignedRequestId, requestIdHeader, requestIdOf } from '../observability/request-id.mjs';
import { watchStrapiCalls } from '../observability/strapi-calls.mjs';
import { createMemberLookup } from '../sessions/members.mjs';
import { createSharedPages, storeAnswerOf } from './shared-pages.mjs';
import { createPageStore } from './page-store.mjs';
import { connectExpiries } from './expiries.mjs';
import { fetchSiteLocales, siteLocales, siteLocalesNow } from '../locales/site-locales.mjs';
import { trustForwarding } from '../shared/forwarded.mjs';
import { beforeExit, createLifecycle, flushAll } from '../process/lifecycle.mjs';
import {
  backendProbeTimeoutMs,
  metricsToken,
  pageStoreMaxBytes,
  pageStoreMaxEntries,
  publicRevalidateSeconds,
  sessionRecheckSeconds,
  shutdownTimeoutSeconds,
  strapiTimeoutMs,
  strapiUrl,
  trustedProxyHops,
  webUrl,
} from '../shared/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '127.0.0.1';
const site = new URL(webUrl);
/** Which worker answered (a small number, not a pid): how a test sees an expiry reach each one. */
const workerId = cluster.isWorker ? String(cluster.worker?.id) : null;

/**
 * OBSERVE_REQUESTS=false: no request ids, request lines, request metrics or request context. Not
 * for a site: the baseline bench/ops-cost.mjs measures what they cost against.
 */
const observing = process.env.OBSERVE_REQUESTS !== 'false';
/** What the request log needs of a request, kept on its response until it closes. */
const ANSWERING = Symbol('portico.answering');
/** @typedef {{ requestId: string, startedAt: number }} Answering */

const lifecycle = createLifecycle({ backend: () => backendState(strapiUrl, backendProbeTimeoutMs) });
// The log lines still buffered (written in 4 KB batches) go out before the process leaves.
beforeExit(
  () =>
    new Promise((resolve) => {
      flushRequestLines();
      logger.flush(() => resolve(undefined));
    }),
);
/** Set once Next is prepared: until then requests wait (`/api/ready` answers at once). */
let serve = /** @type {ReturnType<typeof createSharedPages> | null} */ (null);
/** @type {(value?: unknown) => void} */
let prepared = () => {};
const preparedPromise = new Promise((resolve) => (prepared = resolve));

/**
 * Where the page server asks for its own renders and member lookups: a private loopback port of
 * this process. It keeps answering while the public server drains on SIGTERM, so a request taken
 * before then can still be rendered. In a cluster it is `exclusive`: through the shared port the
 * cluster would hand the render to another worker, an extra hop that also upsets the turns the
 * workers take at new connections.
 */
const own = http.createServer((request, response) => {
  response.on('close', responseClosed);
  answer(request, response);
});
// The public server listens at once, so that a load balancer sees "starting" (503 on /api/ready)
// rather than nothing; what comes in before Next is loaded waits for it.
const server = http.createServer(answerPublic);
// As next start: connections kept open longer than a load balancer's idle timeout.
server.keepAliveTimeout = 75_000;
server.listen(port, hostname, () => logger.info({ msg: `listening on http://${hostname}:${port}` }));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, shutDown);
process.on('disconnect', shutDown);
await new Promise((listening) => own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => listening(undefined)));

const ownAddress = own.address();
const selfUrl = `http://127.0.0.1:${ownAddress && typeof ownAddress === 'object' ? ownAddress.port : port}`;

// Traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise nothing of OpenTelemetry is
// loaded here. instrumentation.ts starts the SDK (server/observability/tracing.mjs) when Next prepares; the page
// server's spans (server/observability/page-tracing.mjs) go to the same, global, tracer provider.
const tracer = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? (await import('../observability/page-tracing.mjs')).pageServerTracer({ trustIncomingTrace: trustedProxyHops > 0 })
  : null;

// Next compares proxy.ts's rewrites with http://{hostname}:{port}, and its NextURL spells a
// loopback host as localhost. Anything else (127.0.0.1, 0.0.0.0) makes a rewrite (the /fr/…
// addresses) look external: Next then proxies it to itself over the forwarded scheme, an extra
// hop over http, and a failure (500) behind an https proxy. The listening address is separate.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

const loadLocales = () => fetchSiteLocales(strapiUrl, strapiTimeoutMs);
const store = createPageStore({ maxBytes: pageStoreMaxBytes, maxEntries: pageStoreMaxEntries, ttlMs: publicRevalidateSeconds * 1000 });
await connectExpiries(store, process.env.REDIS_URL);
const metrics = createMetrics({ store, backendState: lastBackendState });
/** @type {AsyncLocalStorage<import('../observability/observe.mjs').RequestContext>} */
const requestContext = new AsyncLocalStorage();
Object.assign(observeHooks(), { context: requestContext, sessionEvent: metrics.sessionEvent });
watchStrapiCalls(strapiUrl, metrics.strapiCall);
serve = createSharedPages({
  // Whatever Next answers carries the request's id; the page server writes it in its own answers
  // (one writeHead with every header: a header set before it would make Node merge them one by one).
  handle: (request, response) => {
    const id = assignedRequestId(request.headers);
    if (id) response.setHeader('X-Request-Id', id);
    // A page that renders its own not-found or error view answers 404 or 500
    // (server/pages/answer-status.mjs): that needs a request context, which OBSERVE_REQUESTS=false does
    // not make otherwise.
    const context = requestContext.getStore();
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

/**
 * Warmed: the site's locales read and the home page rendered once (through the page server, so it
 * is stored too). Tried again every second until it works (Strapi may be starting as well).
 */
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

/**
 * What kind of request it was, for the request log and the metrics: a content page from the
 * store (page-hit) or rendered for it (page-miss), the page server's own render, an RSC payload,
 * a route handler, a built or public file, a page Next rendered for this request.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {string} pathname
 */
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

/**
 * Every response, when it closes (its answer sent, or its connection lost): no longer open for the
 * shutdown's drain (the public server's), and, once it was answered here, one JSON line and its
 * count and latency. The path is logged without its query, which may carry a reset code or a
 * confirmation token. One function for every response (`this`), not a closure per request.
 * @this {import('node:http').ServerResponse}
 */
function responseClosed() {
  lifecycle.end(this);
  const answering = /** @type {Answering | undefined} */ (/** @type {any} */ (this)[ANSWERING]);
  if (answering) requestDone(this.req, this, answering);
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {Answering} answering */
function requestDone(request, response, { requestId, startedAt }) {
  const seconds = (performance.now() - startedAt) / 1000;
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const kind = kindOf(request, response, pathname);
  const status = response.writableFinished ? response.statusCode : 499;
  metrics.request(kind, status, seconds);
  if (kind === 'page-hit' || kind === 'page-miss') metrics.storeLookup(kind === 'page-hit' ? 'hit' : 'miss');
  // The page server's own renders: one line per visitor's request is enough at info.
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

/**
 * /metrics: for this host and METRICS_TOKEN only; anyone else finds nothing there.
 * @param {import('node:http').ServerResponse} response @param {string} requestId
 */
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

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function answer(request, response) {
  if (!observing) return route(request, response);
  const startedAt = performance.now();
  const requestId = requestIdOf(request, { hops: trustedProxyHops, internal: isRenderRequest(request.headers) });
  // Returned by whatever answers: Next (through `handle` above), the page server, or this file.
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
  // Nothing in front: a browser that typed another name for this server (127.0.0.1 for localhost)
  // is sent to WEB_URL's, where its cookies and the same-origin check belong. A proxy in front
  // may name this server as it likes, so with one this is the proxy's job.
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
  // Undefined when it was answered at once (a stored page), else a promise.
  try {
    /** @type {NonNullable<typeof serve>} */ (serve)(request, response)?.catch((error) => failed(request, response, error));
  } catch (error) {
    failed(request, response, error);
  }
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {unknown} error */
function failed(request, response, error) {
  logger.error({ msg: 'request failed', method: request.method, path: request.url?.split('?')[0], err: error });
  if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...requestIdHeader(request.headers) });
  response.end('Something went wrong.');
}
/**
 * The public server's requests: readiness at once, the rest once Next is loaded. Every one is
 * counted open until answered, so that SIGTERM lets it finish.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 */
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

/**
 * Graceful (server/process/lifecycle.mjs): not ready, no new connections, the requests under way finished
 * within SHUTDOWN_TIMEOUT_SECONDS, logs flushed, exit 0 (1 when requests had to be cut). Also
 * when the cluster's primary is gone.
 */
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
