const { env } = require('../src/utils/env');

module.exports = () =>
  [
    // First, around everything: the request id, the request line (no query strings) and the metrics.
    'global::request-log',
    // Inside the request log, so the log shows the 503 a database outage answers.
    'plugin::portico-guard.database-health',
    env('REQUEST_RECORD_FILE') ? 'global::request-recorder' : null,
    'strapi::errors',
    'strapi::security',
    'strapi::cors',
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    {
      // The provider sign-in grant: Secure over https; production mode refuses it on a plain-http development host.
      name: 'strapi::session',
      config: { secure: env.bool('SESSION_COOKIE_SECURE', env('PUBLIC_URL', '').startsWith('https://')) },
    },
    'strapi::favicon',
    'strapi::public',
  ].filter(Boolean);
