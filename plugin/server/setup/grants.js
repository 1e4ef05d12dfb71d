'use strict';

// The users-permissions grants Portico relies on, from the owned types and the `publicTypes` config: added at every
// start unless `grantPermissions` is off, only what is missing, so an editor's own stay. The check reports the rest.

/** What a front end reads to find its way: the locales and the content-type builder's read routes. */
const DISCOVERY = [
  'plugin::i18n.locales.listLocales',
  'plugin::content-type-builder.content-types.getContentTypes',
  'plugin::content-type-builder.content-types.getContentType',
  'plugin::content-type-builder.components.getComponents',
  'plugin::content-type-builder.components.getComponent',
  // The field labels editors set in the content manager.
  'plugin::portico-guard.labels.index',
  // One search over the site: it answers only what the caller's role may read.
  'plugin::portico-guard.search.find',
  // Where an entry's old address leads now.
  'plugin::portico-guard.addresses.find',
];

/** Refresh mode: renewing a session is asked without an access token. */
const SESSION_RENEWAL = ['plugin::users-permissions.auth.refresh'];

const MEMBER = [
  // Limited to what a member may upload, and to their own files, by the upload guard.
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.destroy',
  // The member's own images, for the Blocks editor's picker.
  'plugin::portico-guard.uploads.mine',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.changePassword',
  // Refresh mode: ending this or every session, listing and ending devices.
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.getSessions',
  'plugin::users-permissions.auth.revokeSession',
];

// The own-account routes. Strapi's users-permissions user.update, .destroy and .create take any user's id and
// accept role, confirmed and blocked: they are never granted to members.
const OWN_ACCOUNT = [
  ...['show', 'update', 'confirm', 'confirmEmail', 'destroy', 'exportData', 'activity', 'posts', 'secure'].map(
    (action) => `plugin::portico-guard.account.${action}`,
  ),
  ...['complete', 'show', 'setUp', 'enable', 'disable', 'renewRecoveryCodes'].map(
    (action) => `plugin::portico-guard.secondFactor.${action}`,
  ),
  ...['signInOptions', 'signIn', 'list', 'confirmOptions', 'confirm', 'registrationOptions', 'register', 'rename', 'remove'].map(
    (action) => `plugin::portico-guard.passkeys.${action}`,
  ),
];
// "This wasn't me" from a notice: whoever holds the email, signed in or not; a sign-in's code; a passkey's.
const NOTICE_LINKS = [
  'plugin::portico-guard.account.secure',
  'plugin::portico-guard.secondFactor.complete',
  'plugin::portico-guard.passkeys.signInOptions',
  'plugin::portico-guard.passkeys.signIn',
];

/** The read actions of a content type: find, and findOne for a collection. */
function readsOf(strapi, uid) {
  const contentType = strapi.contentType(uid);
  if (!contentType) throw new Error(`portico-guard: publicTypes names ${uid}, which is not a content type of this app`);
  return contentType.kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`];
}

/** { public: [...], authenticated: [...] }: every action each role needs, whether it exists or not. */
function neededGrants(strapi) {
  const settings = strapi.config.get('plugin::portico-guard');
  const owned = Object.keys(strapi.plugin('portico-guard').service('ownership').ownedTypes());
  const reads = [...new Set([...owned, ...(settings.publicTypes ?? [])])].flatMap((uid) => readsOf(strapi, uid));
  const visitor = [...reads, ...DISCOVERY, ...SESSION_RENEWAL];
  const writes = owned.flatMap((uid) => ['create', 'update', 'delete'].map((action) => `${uid}.${action}`));
  const unpublish = owned.some((uid) => strapi.contentType(uid).options?.draftAndPublish)
    ? ['plugin::portico-guard.content.unpublish']
    : [];
  const account = settings.accountRoutes ? OWN_ACCOUNT : [];
  const noticeLinks = settings.accountRoutes ? NOTICE_LINKS : [];
  return { public: [...visitor, ...noticeLinks], authenticated: [...visitor, ...writes, ...unpublish, ...MEMBER, ...account] };
}

/** The needed grants whose actions this Strapi has (the i18n plugin may be off, for one). */
function expectedGrants(strapi) {
  const actions = strapi.contentAPI.permissions.providers.action;
  const needed = neededGrants(strapi);
  return Object.fromEntries(
    Object.entries(needed).map(([role, list]) => [role, [...new Set(list)].filter((action) => actions.has(action))]),
  );
}

/** role type → the actions it lacks of `expected`. */
async function missingGrants(strapi, expected = expectedGrants(strapi)) {
  const missing = {};
  for (const [roleType, actions] of Object.entries(expected)) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType }, select: ['id'] });
    const have = role
      ? new Set(
          (await strapi.db.query('plugin::users-permissions.permission').findMany({ where: { role: role.id }, select: ['action'] })).map(
            (permission) => permission.action,
          ),
        )
      : new Set();
    missing[roleType] = { roleId: role?.id, actions: actions.filter((action) => !have.has(action)) };
  }
  return missing;
}

async function grantPermissions(strapi) {
  // On a new database the roles wait for users-permissions' bootstrap, which may run after this one: its
  // initialize() makes them and is safe to repeat.
  const roles = await strapi.db.query('plugin::users-permissions.role').count();
  if (roles === 0) await strapi.plugin('users-permissions').service('users-permissions').initialize();
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const [roleType, { roleId, actions }] of Object.entries(await missingGrants(strapi))) {
    if (!roleId) throw new Error(`portico-guard: users-permissions role "${roleType}" is missing`);
    for (const action of actions) await permissions.create({ data: { action, role: roleId } });
  }
}

module.exports = { expectedGrants, missingGrants, grantPermissions };
