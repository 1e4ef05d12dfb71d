const { env } = require('../src/utils/env');

module.exports = () => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Provider sign-in and confirmation emails build absolute URLs from it.
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  dirs: { public: env('PUBLIC_DIR', './public') },
  // Only when Strapi is reachable solely through Portico or your proxy: the auth rate limit then counts per visitor.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('PROXY_MAX_IPS', 1) },
  webhooks: { populateRelations: false },
  // Not JSON lines.
  logger: { startup: { enabled: false }, updates: { enabled: false } },
});
