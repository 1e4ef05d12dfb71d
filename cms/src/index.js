const { registerLocalOidcProvider } = require('./bootstrap/oidc-provider');
const { applyEmailConfirmation } = require('./bootstrap/email-confirmation');
const { seed } = require('./bootstrap/seed');
const { seedAbout } = require('./bootstrap/seed-about');
const { ensureAdminUser } = require('./bootstrap/admin-user');
const { ensureIndexes } = require('./bootstrap/indexes');
const { ensureLocales } = require('./bootstrap/locales');
const { ensurePreviewToken } = require('./bootstrap/preview-token');

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
    if (process.env.SEED !== 'false') await seed(strapi);
    if (process.env.SEED !== 'false') await seedAbout(strapi);
  },
};
