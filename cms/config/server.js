module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // The public address of this Strapi. Provider sign-in and confirmation emails build absolute
  // URLs from it, so set it whenever Strapi is reached through another host name.
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  webhooks: { populateRelations: false },
});
