// @ts-check
/**
 * One app process of `npm run serve` (server/index.mjs starts one per core, or just this):
 * Next's request handler behind the page server (server/page-server.mjs), which answers content
 * pages from shared renders. Listens on HOSTNAME (127.0.0.1 unless set) and PORT (3000); in a
 * cluster every worker listens on the same port and the primary hands each a share of the
 * connections.
 *
 * Every request's forwarding headers are first rewritten to what may be believed
 * (server/forwarded.mjs): TRUSTED_PROXY_HOPS proxies' X-Forwarded-For and -Proto, WEB_URL's host.
 * Listening on 127.0.0.1 by default keeps the app reachable only through what runs on this host
 * (the proxy in front), so no one can reach it around that proxy.
 *
 * Settings: PAGE_STORE_MB and PAGE_STORE_ENTRIES (caps of the stored pages, 64 and 5000), SESSION_RECHECK_SECONDS (how long a
 * session's check with Strapi is trusted, 10, at most 30), PUBLIC_REVALIDATE_SECONDS (the
 * longest a stored page is served without an expiry from Strapi, 300), REDIS_URL (expiries reach
 * every instance).
 */
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { backendState, backendStateSince } from './backend-health.mjs';
import { createMemberLookup } from './members.mjs';
import { createPageServer } from './page-server.mjs';
import { createPageStore } from './page-store.mjs';
import { connectExpiries } from './expiries.mjs';
import { fetchSiteLocales, siteLocales } from './site-locales.mjs';
import { trustForwarding } from './forwarded.mjs';
import { createLifecycle, flushAll } from './lifecycle.mjs';
import {
  backendProbeTimeoutMs,
  pageStoreMaxBytes,
  pageStoreMaxEntries,
  publicRevalidateSeconds,
  sessionRecheckSeconds,
  shutdownTimeoutSeconds,
  strapiTimeoutMs,
  strapiUrl,
  trustedProxyHops,
  webUrl,
} from './settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '127.0.0.1';
const site = new URL(webUrl);
/** Which worker answered (a small number, not a pid): how a test sees an expiry reach each one. */
const workerId = cluster.isWorker ? String(cluster.worker?.id) : null;

const lifecycle = createLifecycle({ backend: () => backendState(strapiUrl, backendProbeTimeoutMs) });
/** Set once Next is prepared: until then requests wait (`/api/ready` answers at once). */
let serve = /** @type {ReturnType<typeof createPageServer> | null} */ (null);
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
const own = http.createServer((request, response) => answer(request, response));
// The public server listens at once, so that a load balancer sees "starting" (503 on /api/ready)
// rather than nothing; what comes in before Next is loaded waits for it.
const server = http.createServer(answerPublic);
// As next start: connections kept open longer than a load balancer's idle timeout.
server.keepAliveTimeout = 75_000;
server.listen(port, hostname, () => console.log(`[portico] listening on http://${hostname}:${port}`));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, shutDown);
process.on('disconnect', shutDown);
await new Promise((listening) => own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => listening(undefined)));

const ownAddress = own.address();
const selfUrl = `http://127.0.0.1:${ownAddress && typeof ownAddress === 'object' ? ownAddress.port : port}`;

// Traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set: otherwise nothing of OpenTelemetry is
// loaded here. instrumentation.ts starts the SDK (server/tracing.mjs) when Next prepares; the page
// server's spans (server/page-tracing.mjs) go to the same, global, tracer provider.
const tracer = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? (await import('./page-tracing.mjs')).pageServerTracer({ trustIncomingTrace: trustedProxyHops > 0 })
  : null;

// Next compares proxy.ts's rewrites with http://{hostname}:{port}, and its NextURL spells a
// loopback host as localhost. Anything else (127.0.0.1, 0.0.0.0) makes a rewrite (the /fr/…
// addresses) look external: Next then proxies it to itself over the forwarded scheme, an extra
// hop over http, and a failure (500) behind an https proxy. The listening address is separate.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

const store = createPageStore({ maxBytes: pageStoreMaxBytes, maxEntries: pageStoreMaxEntries, ttlMs: publicRevalidateSeconds * 1000 });
await connectExpiries(store, process.env.REDIS_URL);
serve = createPageServer({
  handle: (request, response) => handle(request, response),
  selfUrl,
  store,
  members: createMemberLookup({ selfUrl, ttlMs: sessionRecheckSeconds * 1000 }),
  backend: () => backendState(strapiUrl, backendProbeTimeoutMs),
  backendSince: (since) => backendStateSince(strapiUrl, backendProbeTimeoutMs, since),
  locales: () => siteLocales(() => fetchSiteLocales(strapiUrl, strapiTimeoutMs)),
  tracer,
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
      await siteLocales(() => fetchSiteLocales(strapiUrl, strapiTimeoutMs));
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

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function answer(request, response) {
  if (workerId) response.setHeader('x-portico-worker', workerId);
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
    response.writeHead(308, { Location: `${site.origin}${request.url ?? '/'}`, 'Cache-Control': 'no-store' });
    response.end();
    return;
  }
  /** @type {NonNullable<typeof serve>} */ (serve)(request, response).catch((error) => {
    console.error(`[portico] ${request.method} ${request.url?.split('?')[0]}: ${error.message}`);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Something went wrong.');
  });
}
/**
 * The public server's requests: readiness at once, the rest once Next is loaded. Every one is
 * counted open until answered, so that SIGTERM lets it finish.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 */
function answerPublic(request, response) {
  lifecycle.track(response);
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
 * Graceful (server/lifecycle.mjs): not ready, no new connections, the requests under way finished
 * within SHUTDOWN_TIMEOUT_SECONDS, logs flushed, exit 0 (1 when requests had to be cut). Also
 * when the cluster's primary is gone.
 */
let stopping = false;
async function shutDown() {
  if (stopping) return;
  stopping = true;
  const finished = await lifecycle.drain(server, shutdownTimeoutSeconds * 1000);
  if (!finished) console.error(`[portico] shutdown: requests still open after ${shutdownTimeoutSeconds} s were cut`);
  own.close();
  own.closeAllConnections();
  await flushAll();
  process.exit(finished ? 0 : 1);
}
