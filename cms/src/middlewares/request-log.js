const crypto = require('crypto');
const client = require('prom-client');
const { env } = require('../utils/env');

/**
 * First, so it sees the final answer: the request id (the app's, else a new one), one JSON line per request (never
 * the query string, which carries codes on auth routes), and the metrics, for loopback or METRICS_TOKEN alone.
 */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DATABASE_CHECK_TIMEOUT_MS = 2000;

/** One registry per process, whatever reloads the middleware. */
function createMetrics(strapi) {
  const holder = globalThis;
  if (holder.__porticoCmsMetrics) return holder.__porticoCmsMetrics;
  const register = new client.Registry();
  client.collectDefaultMetrics({ register });
  const requests = new client.Counter({
    name: 'strapi_http_requests_total',
    help: 'Requests Strapi answered, by method, route (its pattern) and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [register],
  });
  const seconds = new client.Histogram({
    name: 'strapi_http_request_duration_seconds',
    help: 'Time Strapi took to answer, by method and route.',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [register],
  });
  const databaseUp = new client.Gauge({
    name: 'strapi_database_up',
    help: 'Whether the database answered a `select 1` at this scrape (1) or not (0).',
    registers: [register],
  });
  const databaseSeconds = new client.Gauge({
    name: 'strapi_database_check_duration_seconds',
    help: 'How long the `select 1` of this scrape took.',
    registers: [register],
  });
  const checkDatabase = async () => {
    const startedAt = performance.now();
    let timer;
    try {
      await Promise.race([
        strapi.db.connection.raw('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), DATABASE_CHECK_TIMEOUT_MS);
        }),
      ]);
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    } finally {
      clearTimeout(timer);
      databaseSeconds.set((performance.now() - startedAt) / 1000);
    }
  };
  holder.__porticoCmsMetrics = { register, requests, seconds, checkDatabase };
  return holder.__porticoCmsMetrics;
}

function mayReadMetrics(ctx) {
  const token = env('METRICS_TOKEN');
  const sent = ctx.request.headers.authorization;
  if (token && typeof sent === 'string' && sent.startsWith('Bearer ')) {
    const given = Buffer.from(sent.slice(7));
    const wanted = Buffer.from(token);
    if (given.length === wanted.length && crypto.timingSafeEqual(given, wanted)) return true;
  }
  return LOOPBACK.has(ctx.req.socket.remoteAddress ?? '') && ctx.request.headers['x-forwarded-for'] === undefined;
}

module.exports = (_config, { strapi }) => {
  const metrics = createMetrics(strapi);
  const logRequests = !['false', '0', 'no'].includes(String(env('STRAPI_REQUEST_LOG', '')).trim().toLowerCase());

  return async (ctx, next) => {
    const sent = ctx.get('x-request-id').trim();
    const requestId = ACCEPTABLE_ID.test(sent) ? sent : crypto.randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);

    if (ctx.path === '/metrics' && ctx.method === 'GET') {
      if (!mayReadMetrics(ctx)) {
        ctx.status = 404;
        return;
      }
      await metrics.checkDatabase();
      ctx.set('Cache-Control', 'no-store');
      ctx.type = metrics.register.contentType;
      ctx.body = await metrics.register.metrics();
      return;
    }

    const startedAt = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - startedAt) / 1000;
      // The route's pattern, so the label's values stay few; what no route matched is counted "unmatched".
      const route = ctx._matchedRoute || null;
      const status = String(ctx.status);
      metrics.requests.inc({ method: ctx.method, route: route || 'unmatched', status });
      metrics.seconds.observe({ method: ctx.method, route: route || 'unmatched' }, seconds);
      if (logRequests)
        strapi.log.info('request', {
          requestId,
          method: ctx.method,
          route: route || ctx.path,
          status: ctx.status,
          durationMs: Math.round(seconds * 10_000) / 10,
        });
    }
  };
};
