const { registerLocalOidcProvider } = require('./bootstrap/oidc-registration');
const { applyEmailConfirmation } = require('./bootstrap/email-confirmation');
const { seed } = require('./bootstrap/seed');
const { seedAbout } = require('./bootstrap/seed-about');
const { ensureAdminUser } = require('./bootstrap/admin-user');
const { ensureIndexes } = require('./bootstrap/indexes');
const { ensureLocales } = require('./bootstrap/demo-locales');
const { ensurePreviewToken } = require('./bootstrap/preview-token');
const { env } = require('./utils/env');

module.exports = {
  register({ strapi }) {
    registerLocalOidcProvider(strapi);
  },

  async bootstrap({ strapi }) {
    await ensureIndexes(strapi);
    await applyEmailConfirmation(strapi);
    await ensureAdminUser(strapi);
    await ensureLocales(strapi);
    await ensurePreviewToken(strapi);
    if (env('SEED') !== 'false') await seed(strapi);
    if (env('SEED') !== 'false') await seedAbout(strapi);
  },
};
