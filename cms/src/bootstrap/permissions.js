/**
 * Grants the REST permissions Portico relies on. Runs on every start and only adds what is
 * missing, so permissions an editor adds in the admin panel are kept.
 */
const READ = [
  'api::article.article.find',
  'api::article.article.findOne',
  'api::category.category.find',
  'api::category.category.findOne',
  'api::homepage.homepage.find',
  'api::about.about.find',
  // The site's locales, for the Language navigation.
  'plugin::i18n.locales.listLocales',
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.content-types.getContentType',
  'plugin::content-type-builder.components.getComponents',
  'plugin::content-type-builder.components.getComponent',
  // The field labels editors set in the content manager (portico-guard).
  'plugin::portico-guard.labels.index',
];

/** Refresh mode (config/plugins.js): renewing a session is asked without an access token. */
const SESSION_RENEWAL = ['plugin::users-permissions.auth.refresh'];

/** Refresh mode: the signed-in user ends this or every session, lists and ends their devices. */
const SESSIONS = [
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.getSessions',
  'plugin::users-permissions.auth.revokeSession',
];

const AUTHENTICATED = [
  ...READ,
  'api::article.article.create',
  // Update, delete and unpublish only on the member's own entries (the portico-guard plugin).
  'api::article.article.update',
  'api::article.article.delete',
  'plugin::portico-guard.content.unpublish',
  // Upload, replace and delete files: limited to what a member may upload and to their own files
  // by the portico-guard plugin (a dependency of this app).
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.destroy',
  // The member's own images, for the Blocks editor's picker (portico-guard).
  'plugin::portico-guard.uploads.mine',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.changePassword',
];

/**
 * The signed-in user's own account (src/api/account): read, change username and email, confirm a
 * new email, delete. Strapi's own plugin::users-permissions.user.update / .destroy / .create take
 * any user's id and accept role, confirmed and blocked: they are never granted to members.
 */
const OWN_ACCOUNT = [
  'api::account.account.show',
  'api::account.account.update',
  'api::account.account.confirmEmail',
  'api::account.account.destroy',
];

async function grant(strapi, roleType, actions) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  if (!role) throw new Error(`users-permissions role "${roleType}" is missing`);
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const existing = await permissions.findMany({ where: { role: role.id }, select: ['action'] });
  const have = new Set(existing.map((permission) => permission.action));
  for (const action of actions) {
    if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
}

async function grantPermissions(strapi) {
  await grant(strapi, 'public', [...READ, ...SESSION_RENEWAL]);
  await grant(strapi, 'authenticated', [...AUTHENTICATED, ...SESSION_RENEWAL, ...SESSIONS, ...OWN_ACCOUNT]);
}

module.exports = { grantPermissions };
