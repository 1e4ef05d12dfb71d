#!/usr/bin/env node
// @ts-check
/**
 * `npm run serve`: the app in production, on every core. WEB_CONCURRENCY app processes (one per
 * core unless set; server/pages/app-process.mjs each) share one port through Node's cluster; with one,
 * this process is the app itself. The primary (server/pages/cluster.mjs) replaces a worker that dies,
 * carries page expiries and the session stores between workers when there is no Redis, and
 * shuts down gracefully.
 */
// First: the settings below are read when their modules load.
import './process/load-env.mjs';
import { logger, routeConsole } from './observability/log.mjs';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** WEB_CONCURRENCY, else one per core this process may use. */
const webConcurrency = Math.max(1, Math.floor(Number(process.env.WEB_CONCURRENCY) || os.availableParallelism()));

// JSON lines only, whoever prints (Next, libraries, the cluster's primary): server/observability/log.mjs.
routeConsole(logger);

if (cluster.isPrimary) {
  // Marks the page server's own render requests (lib/auth/session.ts checks it): one secret for
  // every worker, since a render request may reach any of them.
  process.env.PORTICO_RENDER_SECRET = randomBytes(24).toString('base64url');
}
if (cluster.isPrimary && webConcurrency > 1) {
  const { runPrimary } = await import('./pages/cluster.mjs');
  runPrimary(webConcurrency);
} else {
  await import('./pages/app-process.mjs');
}
