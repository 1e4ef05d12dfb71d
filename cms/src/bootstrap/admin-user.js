/**
 * Creates the first admin panel account from ADMIN_EMAIL and ADMIN_PASSWORD when set and no
 * admin exists yet (npm start and the tests set them; a production deployment usually
 * registers its first admin in the browser instead).
 */
async function ensureAdminUser(strapi) {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
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
