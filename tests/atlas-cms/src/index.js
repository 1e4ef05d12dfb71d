const { ensureAdminUser } = require('./bootstrap/admin-user');
const { ensureLocales } = require('./bootstrap/locales');
const { seed } = require('./bootstrap/seed');
const { setLabels } = require('./bootstrap/labels');

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await ensureLocales(strapi);
    await ensureAdminUser(strapi);
    await seed(strapi);
    await setLabels(strapi);
  },
};
