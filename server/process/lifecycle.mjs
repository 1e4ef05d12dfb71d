// @ts-check
/**
 * On SIGTERM a process fails no request it took: not ready, no new connection, then `Connection: close`.
 * @typedef {import('node:http').Server} Server
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {'up' | 'down' | 'slow'} BackendState
 */

import net from 'node:net';
import { sharedProcessGlobal } from '../shared/process-globals.mjs';

const flushers = sharedProcessGlobal('flushers', () => []);

export function beforeExit(/** @type {() => unknown} */ flush) {
  flushers.push(flush);
}

export async function flushAll(timeoutMs = 2000) {
  const all = Promise.allSettled(flushers.map((flush) => Promise.resolve().then(flush)));
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', () => resolve(undefined)))));
}

/** @param {{ backend: () => Promise<BackendState> }} options */
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
    markWarmed() {
      warmed = true;
    },
    get warmed() {
      return warmed;
    },
    get stopping() {
      return stopping;
    },
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
    /** @param {Server} server @param {number} timeoutMs */
    drain(server, timeoutMs) {
      stopping = true;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          clearInterval(idle);
          server.closeAllConnections();
          resolve(false);
        }, timeoutMs);
        timer.unref();
        // net.Server's close: http.Server's resets the requests a proxy is sending on idle connections (nginx: 502).
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
