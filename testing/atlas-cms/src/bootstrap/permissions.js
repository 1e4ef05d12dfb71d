/**
 * What a front end needs: public reads of every type, the locales and the content-type builder's
 * read routes (for discovery); members also write, unpublish and delete places and guides and
 * upload media, only their own (the portico-guard plugin).
 */
const READ = [
  'api::place.place.find',
  'api::place.place.findOne',
  'api::guide.guide.find',
  'api::guide.guide.findOne',
  'api::site-setting.site-setting.find',
  'api::about-page.about-page.find',
  'api::site-menu.site-menu.find',
  'plugin::i18n.locales.listLocales',
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.content-types.getContentType',
  'plugin::content-type-builder.components.getComponents',
  'plugin::content-type-builder.components.getComponent',
  // The field labels editors set in the content manager (portico-guard).
  'plugin::portico-guard.labels.index',
];

const MEMBER = [
  ...READ,
  ...['place', 'guide'].flatMap((type) => ['create', 'update', 'delete'].map((action) => `api::${type}.${type}.${action}`)),
  'plugin::portico-guard.content.unpublish',
  // Limited to what a member may upload and to their own files by portico-guard (config/plugins.js).
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.destroy',
  // The member's own images, for the Blocks editor's picker (portico-guard).
  'plugin::portico-guard.uploads.mine',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.changePassword',
];

async function grant(strapi, roleType, actions) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const have = new Set((await permissions.findMany({ where: { role: role.id }, select: ['action'] })).map((entry) => entry.action));
  for (const action of actions) if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
}

async function grantPermissions(strapi) {
  await grant(strapi, 'public', READ);
  await grant(strapi, 'authenticated', MEMBER);
}

module.exports = { grantPermissions };
