// @ts-check
/**
 * An app process's life from the outside (server/pages/app-process.mjs): whether it is ready for traffic
 * (`GET /api/ready`), and how it leaves on SIGTERM without failing a request it took.
 *
 * Ready means: the build is loaded (Next prepared), the process is warmed (the site's locales read
 * and the home page rendered once, so the first visitor does not pay for it), Strapi answers, and it
 * is not shutting down. Liveness is `/api/health` (the process answers at all).
 *
 * Shutting down (SIGTERM, SIGINT, or the cluster's primary gone):
 * 1. ready answers 503 from then on;
 * 2. the listening socket is closed: no new connection is taken (a load balancer's next try goes
 *    to another instance);
 * 3. every answer still to be sent carries `Connection: close`, so a client (a proxy's pooled
 *    connection) sends no further request on a connection that is going away; a request that comes
 *    on a kept-alive connection meanwhile is still answered, and its connection closed after it;
 * 4. the requests under way finish, for at most SHUTDOWN_TIMEOUT_SECONDS (the page server's own
 *    renders, on its private port, keep working meanwhile); once none is left, the kept-alive
 *    connections still idle are closed. (Closing them at once, as Node's server.close() does,
 *    resets the requests a proxy is sending on them at that moment: nginx retries a GET elsewhere,
 *    but answers a POST with 502.)
 * 5. what is written to the logs is flushed; the process exits 0, or 1 when the time ran out with
 *    requests still open (they are cut).
 *
 * @typedef {import('node:http').Server} Server
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {'up' | 'down' | 'slow'} BackendState
 */

import net from 'node:net';

/**
 * Called before the process leaves (a logger's flush, the traces' last batch): each may take a
 * moment, none may throw it off. On globalThis: Next's bundles (instrumentation.ts) load their own
 * copy of this module in the same process.
 */
const holder = /** @type {{ __porticoFlushers?: Array<() => unknown> }} */ (globalThis);
const flushers = (holder.__porticoFlushers ??= []);

/** Something to finish before the process exits, such as flushing a logger's buffer. */
export function beforeExit(/** @type {() => unknown} */ flush) {
  flushers.push(flush);
}

/** Runs every flusher (at most `timeoutMs` in all), then waits for stdout and stderr to drain. */
export async function flushAll(timeoutMs = 2000) {
  const all = Promise.allSettled(flushers.map((flush) => Promise.resolve().then(flush)));
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', () => resolve(undefined)))));
}

/**
 * @param {{ backend: () => Promise<BackendState> }} options
 */
export function createLifecycle({ backend }) {
  let warmed = false;
  let stopping = false;
  /** @type {Set<Response>} */
  const open = new Set();

  /** @returns {Promise<{ status: number, body: Record<string, string> }>} */
  async function readiness() {
    if (stopping) return { status: 503, body: { status: 'stopping' } };
    if (!warmed) return { status: 503, body: { status: 'starting' } };
    const state = await backend();
    if (stopping) return { status: 503, body: { status: 'stopping' } };
    return state === 'up'
      ? { status: 200, body: { status: 'ready', backend: state } }
      : { status: 503, body: { status: 'degraded', backend: state } };
  }

  return {
    readiness,
    /** The process is warmed: its build and the site's locales loaded, a first page rendered. */
    markWarmed() {
      warmed = true;
    },
    get warmed() {
      return warmed;
    },
    get stopping() {
      return stopping;
    },
    /**
     * Counts a request of the public server as open until `end` (call it when the response
     * closes: its answer sent, or its connection lost).
     */
    begin(/** @type {Response} */ response) {
      open.add(response);
      if (stopping) response.setHeader('Connection', 'close');
    },
    end(/** @type {Response} */ response) {
      open.delete(response);
    },
    get open() {
      return open.size;
    },
    /**
     * Steps 1-4 above on `server`: resolves true when every open request is answered and every
     * connection closed, false when `timeoutMs` ran out first (what was still open is then cut).
     * @param {Server} server @param {number} timeoutMs
     */
    drain(server, timeoutMs) {
      stopping = true;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          clearInterval(idle);
          server.closeAllConnections();
          resolve(false);
        }, timeoutMs);
        timer.unref();
        // net.Server's close: stops listening, and calls back once every connection has ended. (http.Server's
        // would also close the idle keep-alive connections at once.)
        net.Server.prototype.close.call(server, () => {
          clearTimeout(timer);
          clearInterval(idle);
          resolve(true);
        });
        for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
        const closeIdle = () => {
          if (open.size === 0) server.closeIdleConnections();
        };
        const idle = setInterval(closeIdle, 50);
        closeIdle();
      });
    },
  };
}
