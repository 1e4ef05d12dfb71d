// A blank value counts as unset (its default applies): see src/utils/env.js.
const { env } = require('../src/utils/env');

module.exports = () =>
  [
    // First, around everything: the request id, one log line per request (JSON, without query
    // strings), and the metrics at /metrics (src/middlewares/request-log.js). Request logging
    // costs throughput; benchmarks turn the line off with STRAPI_REQUEST_LOG=false.
    'global::request-log',
    // /_health asks the database, and a failure while it is down answers 503 (portico-guard):
    // inside the request log, so the log shows what the client got.
    'plugin::portico-guard.database-health',
    // Tests only: records what each request carried (see src/middlewares/request-recorder.js).
    env('REQUEST_RECORD_FILE') ? 'global::request-recorder' : null,
    'strapi::errors',
    'strapi::security',
    'strapi::cors',
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    {
      // Holds the provider sign-in grant (koa.sess). Secure when Strapi is served over https;
      // production mode would otherwise refuse to set it on a plain-http development host.
      name: 'strapi::session',
      config: { secure: env.bool('SESSION_COOKIE_SECURE', env('PUBLIC_URL', '').startsWith('https://')) },
    },
    'strapi::favicon',
    'strapi::public',
  ].filter(Boolean);
