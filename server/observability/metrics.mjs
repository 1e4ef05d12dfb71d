// @ts-check
import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import { METRICS_MESSAGE, METRICS_REPLY } from '../process/worker-messages.mjs';
import { redisStates } from '../shared/redis-health.mjs';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Around the lines Google draws: LCP good at 2.5 s, INP at 0.2 s, CLS at 0.1. */
const VITAL_BUCKETS = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  INP: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5],
  CLS: [0.01, 0.05, 0.1, 0.25, 0.5, 1],
};

/** @param {{ store: { size: number, bytes: number }, backendState: () => string | undefined }} sources */
export function createMetrics({ store, backendState }) {
  const register = client.register;
  client.collectDefaultMetrics({ register });
  // prom-client adds a worker's listener for the primary's AggregatorRegistry only once one is made here too.
  if (cluster.isWorker) new client.AggregatorRegistry();
  const requests = new client.Counter({
    name: 'portico_http_requests_total',
    help: 'Requests answered, by kind and status.',
    labelNames: ['kind', 'status'],
  });
  const requestSeconds = new client.Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time to answer a request, by kind.',
    labelNames: ['kind'],
    buckets: LATENCY_BUCKETS,
  });
  /** @type {Map<string, client.Counter.Internal>} */
  const requestCounters = new Map();
  /** @type {Map<string, client.Histogram.Internal<string>>} */
  const requestTimers = new Map();
  const storeLookups = new client.Counter({
    name: 'portico_page_store_lookups_total',
    help: 'Content pages looked up in the page store, by result (hit or miss).',
    labelNames: ['result'],
  });
  const storeHits = storeLookups.labels('hit');
  const storeMisses = storeLookups.labels('miss');
  const renderSeconds = new client.Histogram({
    name: 'portico_page_render_duration_seconds',
    help: 'Renders the page server asked Next for (a page not stored), by audience and whether the page may be stored.',
    labelNames: ['audience', 'shareable'],
    buckets: LATENCY_BUCKETS,
  });
  new client.Gauge({
    name: 'portico_page_store_entries',
    help: 'Pages in the page store.',
    collect() {
      this.set(store.size);
    },
  });
  new client.Gauge({
    name: 'portico_page_store_bytes',
    help: 'Bytes the page store holds (as it counts them against PAGE_STORE_MB).',
    collect() {
      this.set(store.bytes);
    },
  });
  const strapiCalls = new client.Counter({
    name: 'portico_strapi_requests_total',
    help: 'Calls to Strapi, by method and status ("error": no answer).',
    labelNames: ['method', 'status'],
  });
  const strapiSeconds = new client.Histogram({
    name: 'portico_strapi_request_duration_seconds',
    help: 'Time Strapi took to answer a call, by method.',
    labelNames: ['method'],
    buckets: LATENCY_BUCKETS,
  });
  const sessionEvents = new client.Counter({
    name: 'portico_session_events_total',
    help: 'Sessions refreshed (event "refresh", outcome ok, invalid or unavailable) and revoked (event "revocation").',
    labelNames: ['event', 'outcome'],
  });
  const vitals = {
    LCP: new client.Histogram({
      name: 'portico_web_vitals_lcp_seconds',
      help: "Largest Contentful Paint as visitors' browsers report it, by page type.",
      labelNames: ['page'],
      buckets: VITAL_BUCKETS.LCP,
    }),
    INP: new client.Histogram({
      name: 'portico_web_vitals_inp_seconds',
      help: "Interaction to Next Paint as visitors' browsers report it, by page type.",
      labelNames: ['page'],
      buckets: VITAL_BUCKETS.INP,
    }),
    CLS: new client.Histogram({
      name: 'portico_web_vitals_cls',
      help: "Cumulative Layout Shift as visitors' browsers report it, by page type.",
      labelNames: ['page'],
      buckets: VITAL_BUCKETS.CLS,
    }),
  };
  new client.Gauge({
    name: 'portico_backend_state',
    help: "Strapi's state as the outage check last saw it: 1 for the current state (up, slow or down).",
    labelNames: ['state'],
    aggregator: 'max',
    collect() {
      const current = backendState();
      for (const state of ['up', 'slow', 'down']) this.set({ state }, state === current ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'portico_redis_up',
    help: "Whether this instance's Redis connections answer (1) or not (0), by use: sessions, cache, expiries. Absent without REDIS_URL.",
    labelNames: ['use'],
    aggregator: 'min',
    collect() {
      for (const [use, state] of redisStates()) this.set({ use }, state.up ? 1 : 0);
    },
  });

  return {
    register,
    /** @param {string} kind @param {number} status @param {number} seconds */
    request(kind, status, seconds) {
      // Labelled children kept, so prom-client hashes the labels once per kind and status, not per request.
      const key = `${kind} ${status}`;
      let counter = requestCounters.get(key);
      if (!counter) requestCounters.set(key, (counter = requests.labels(kind, String(status))));
      let timer = requestTimers.get(kind);
      if (!timer) requestTimers.set(kind, (timer = requestSeconds.labels(kind)));
      counter.inc();
      timer.observe(seconds);
    },
    /** @param {'hit' | 'miss'} result */
    storeLookup(result) {
      (result === 'hit' ? storeHits : storeMisses).inc();
    },
    /** @param {string} audience @param {boolean} shareable @param {number} seconds */
    render(audience, shareable, seconds) {
      renderSeconds.observe({ audience, shareable: String(shareable) }, seconds);
    },
    /** @param {string} method @param {string} status @param {number} seconds */
    strapiCall(method, status, seconds) {
      strapiCalls.inc({ method, status });
      strapiSeconds.observe({ method }, seconds);
    },
    /** @param {string} event @param {string} outcome */
    sessionEvent(event, outcome) {
      sessionEvents.inc({ event, outcome });
    },
    /** @param {import('./web-vitals.mjs').Vital} vital */
    webVital({ name, page, value }) {
      vitals[name].observe({ page }, value);
    },
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Loopback without a proxy hop, or the bearer token.
 * @param {import('node:http').IncomingMessage} request headers as received, before forwarding is rewritten
 * @param {string | undefined} token
 */
export function mayReadMetrics(request, token) {
  const sent = request.headers.authorization;
  if (token && typeof sent === 'string' && sent.startsWith('Bearer ')) {
    const given = Buffer.from(sent.slice(7));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

let asked = 0;
/** @type {Map<number, { resolve: (text: string) => void, reject: (error: Error) => void }>} */
const waiting = new Map();

/** In a worker, every worker's, added up by the primary. @param {import('prom-client').Registry} register @returns {Promise<string>} */
export function metricsText(register) {
  if (!cluster.isWorker || !process.send) return register.metrics();
  if (waiting.size === 0 && asked === 0) {
    process.on('message', (/** @type {any} */ message) => {
      if (message?.type !== METRICS_REPLY) return;
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error));
      else pending?.resolve(message.text);
    });
  }
  const id = ++asked;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    process.send?.({ type: METRICS_MESSAGE, id });
  });
}

export async function createClusterMetrics() {
  const aggregator = new client.AggregatorRegistry();
  return {
    contentType: aggregator.contentType,
    gather: () => aggregator.clusterMetrics(),
  };
}

export const METRICS_CONTENT_TYPE = client.register.contentType;
