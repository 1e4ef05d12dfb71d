// A blank value counts as unset (its default applies): see src/utils/env.js.
const { env } = require('../src/utils/env');

module.exports = () => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public address of this Strapi. Provider sign-in and confirmation emails build absolute
  // URLs from it, so set it whenever Strapi is reached through another host name.
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // Tests point this at a throwaway folder so their uploads never mix with development ones.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // Trust X-Forwarded-For only when Strapi is reachable solely through Portico or a proxy you
  // run: Portico forwards each visitor's address so the auth rate limit counts per visitor,
  // not per app server.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('PROXY_MAX_IPS', 1) },
  webhooks: { populateRelations: false },
  // Strapi's boxed start-up banner and update notice are not JSON lines (config/logger.js).
  logger: { startup: { enabled: false }, updates: { enabled: false } },
});
