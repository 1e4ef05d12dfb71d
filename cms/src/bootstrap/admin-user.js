// The first admin account, when set and none exists (a production deployment usually registers it in the browser).
const { env } = require('../utils/env');

async function ensureAdminUser(strapi) {
  const email = env('ADMIN_EMAIL');
  const password = env('ADMIN_PASSWORD');
  if (!email || !password) return;
  if (await strapi.service('admin::user').exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) return;
  await strapi.service('admin::user').create({
    email,
    password,
    firstname: 'Portico',
    lastname: 'Admin',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Portico: created the admin panel account ${email}.`);
}

module.exports = { ensureAdminUser };
