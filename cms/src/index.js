const { registerLocalOidcProvider } = require('./bootstrap/oidc-provider');
const { grantPermissions } = require('./bootstrap/permissions');
const { configureUsersPermissions } = require('./bootstrap/users-permissions-settings');
const { registerRevalidationWebhook } = require('./bootstrap/revalidation-webhook');
const { seed } = require('./bootstrap/seed');
const { seedAbout } = require('./bootstrap/seed-about');
const { ensureAdminUser } = require('./bootstrap/admin-user');
const { ensureIndexes } = require('./bootstrap/indexes');
const { ensureLocales } = require('./bootstrap/locales');
const { ensurePreviewToken } = require('./bootstrap/preview-token');
const { surviveLostConnections } = require('./bootstrap/lost-connections');

module.exports = {
  register({ strapi }) {
    surviveLostConnections(strapi);
    registerLocalOidcProvider(strapi);
  },

  async bootstrap({ strapi }) {
    await ensureIndexes(strapi);
    await grantPermissions(strapi);
    await configureUsersPermissions(strapi);
    await registerRevalidationWebhook(strapi);
    await ensureAdminUser(strapi);
    await ensureLocales(strapi);
    await ensurePreviewToken(strapi);
    if (process.env.SEED !== 'false') await seed(strapi);
    if (process.env.SEED !== 'false') await seedAbout(strapi);
  },
};
