#!/usr/bin/env node
// @ts-check
/**
 * `npm run serve`: the app in production. Next's request handler behind the page server
 * (server/page-server.mjs), which answers content pages from shared renders. Listens on
 * HOSTNAME (127.0.0.1 unless set) and PORT (3000).
 *
 * Settings: PAGE_STORE_MB and PAGE_STORE_ENTRIES (caps of the stored pages, 64 and 5000), SESSION_RECHECK_SECONDS (how long a
 * session's check with Strapi is trusted, 10, at most 30), PUBLIC_REVALIDATE_SECONDS (the
 * longest a stored page is served without an expiry from Strapi, 300), REDIS_URL (expiries reach
 * every instance).
 */
// First: the settings below are read when their modules load.
import './load-env.mjs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { backendState } from './backend-health.mjs';
import { createMemberLookup } from './members.mjs';
import { createPageServer } from './page-server.mjs';
import { createPageStore } from './page-store.mjs';
import { connectExpiries } from './expiries.mjs';
import { fetchSiteLocales, siteLocales } from './site-locales.mjs';
import {
  backendProbeTimeoutMs,
  pageStoreMaxBytes,
  pageStoreMaxEntries,
  publicRevalidateSeconds,
  sessionRecheckSeconds,
  strapiTimeoutMs,
  strapiUrl,
} from './settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '127.0.0.1';
const selfUrl = `http://127.0.0.1:${port}`;

// Marks the page server's own render requests; lib/session.ts (same process) checks it.
process.env.PORTICO_RENDER_SECRET = randomBytes(24).toString('base64url');

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const store = createPageStore({ maxBytes: pageStoreMaxBytes, maxEntries: pageStoreMaxEntries, ttlMs: publicRevalidateSeconds * 1000 });
await connectExpiries(store, process.env.REDIS_URL);
const serve = createPageServer({
  handle: (request, response) => handle(request, response),
  selfUrl,
  store,
  members: createMemberLookup({ selfUrl, ttlMs: sessionRecheckSeconds * 1000 }),
  backend: () => backendState(strapiUrl, backendProbeTimeoutMs),
  locales: () => siteLocales(() => fetchSiteLocales(strapiUrl, strapiTimeoutMs)),
});

const server = http.createServer((request, response) => {
  serve(request, response).catch((error) => {
    console.error(`[portico] ${request.method} ${request.url?.split('?')[0]}: ${error.message}`);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Something went wrong.');
  });
});
// As next start: connections kept open longer than a load balancer's idle timeout.
server.keepAliveTimeout = 75_000;
server.listen(port, hostname, () => console.log(`[portico] ready on http://${hostname}:${port}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
