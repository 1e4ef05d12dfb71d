module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1338),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // The test stack points this at a throwaway folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // The tests give every visitor its own X-Forwarded-For address, so the auth rate limit counts per test.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: 1 },
});
