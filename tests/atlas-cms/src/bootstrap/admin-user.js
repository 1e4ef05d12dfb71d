/**
 * The first admin account, from ADMIN_EMAIL and ADMIN_PASSWORD (the test stack sets them): the
 * specs sign in to the admin API to make API tokens, as an editor would, to read drafts.
 */
async function ensureAdminUser(strapi) {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
  if (!email || !password || (await strapi.service('admin::user').exists())) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi.service('admin::user').create({
    email,
    password,
    firstname: 'Atlas',
    lastname: 'Editor',
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
}

module.exports = { ensureAdminUser };
