'use strict';

/**
 * portico-guard: Portico's side of a Strapi 5.54+ app, enabled by one block in config/plugins.js.
 *
 * - register: Strapi survives lost database connections and answers 503 while its database is down
 *   (outages/); the server-wide middlewares (ahead of Strapi's own: the request size check must run
 *   before the body is read) and the upload routes' guards (uploads/); the owned types made
 *   members' own (ownership/): an owner relation added where one is missing, the document
 *   middlewares that stamp the owner, refuse anyone else's changes and keep drafts private, and the
 *   route middlewares on the app's content-API routes; `?locale=` read on the routes that send
 *   users-permissions' emails (emails/);
 * - bootstrap: the grants visitors and members need (setup/grants.js), the email addresses and
 *   the revalidation webhook (setup/), ended sessions refused at once (sessions/), the
 *   users-permissions settings answered in the request's locale;
 * - bootstrap also makes each image's placeholder (uploads/placeholders.js): new ones as they are
 *   stored, those stored before in the background;
 * - routes: a member's own images, the field labels and the check (check/) under
 *   /api/portico-guard, unpublish at /api/{pluralName}/{documentId}/unpublish, the own account at
 *   /api/account (account/).
 */
const config = require('./config');
const memberFile = require('./content-types/member-file');
const { servedFiles } = require('./uploads/served-files');
const { memberRequestSize } = require('./uploads/request-size');
const { uploadGuard, destroyGuard } = require('./uploads/guard');
const { mediaFieldTypes } = require('./uploads/media-fields');
const { refuseEndedSessions } = require('./sessions/ended-sessions');
const { localeOnEmailRoutes, localizedSettingsInRequests } = require('./emails/localized-emails');
const { owners } = require('./uploads/owners');
const { fillStoredImages, placeholdersForUploads } = require('./uploads/placeholders');
const { setUpOwnedTypes } = require('./ownership/owned-types');
const { ownedWrites } = require('./ownership/documents');
const { ownDraftsOnly } = require('./ownership/draft-reads');
const { guardContentRoutes } = require('./ownership/routes');
const uploadsController = require('./controllers/uploads');
const labelsController = require('./controllers/labels');
const contentController = require('./controllers/content');
const checkController = require('./controllers/check');
const searchController = require('./controllers/search');
const searchService = require('./search/service');
const { keepSearchCurrent } = require('./search/freshness');
const accountController = require('./account/controller');
const memberRoutes = require('./routes/content-api');
const emailsService = require('./services/emails');
const ownershipService = require('./services/ownership');
const profileService = require('./account/profile');
const emailChangeService = require('./account/email-change');
const ownedEntriesService = require('./account/owned-entries');
const dataExportService = require('./account/data-export');
const accountEvent = require('./content-types/account-event');
const secondFactorType = require('./content-types/second-factor');
const signInTicket = require('./content-types/sign-in-ticket');
const secondFactorService = require('./second-factor/service');
const signInTicketsService = require('./second-factor/tickets');
const secondFactorController = require('./second-factor/controller');
const { secondStepOnSignIns } = require('./second-factor/sign-in');
const passkeyType = require('./content-types/passkey');
const passkeyChallenge = require('./content-types/passkey-challenge');
const passkeysService = require('./passkeys/service');
const passkeysController = require('./passkeys/controller');
const activityService = require('./activity/activity');
const accountRecordService = require('./activity/account-record');
const noticesService = require('./activity/notices');
const secureAccountService = require('./activity/secure-account');
const { activityOnAuthRoutes } = require('./activity/routes');
const databaseHealth = require('./outages/database-health');
const { surviveLostConnections } = require('./outages/lost-connections');
const { grantPermissions } = require('./setup/grants');
const { pointEmailsAtApp } = require('./setup/users-permissions');
const { registerRevalidationWebhook } = require('./setup/webhook');
const { contentApiRoutes } = require('./plugin-routes');
const { passwordRulesOnAuthRoutes } = require('./passwords/routes');
const { confirmationOnSessionRoutes } = require('./account/session-routes');

/** Set when Strapi stops, so the back-fill of placeholders does too. */
let stopped = false;
/** Events past 90 days go as accounts write new ones; this catches the accounts that stopped. */
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/**
 * Sign-in tickets and passkey challenges live 5 minutes. Pruned here rather than as each is issued: the sign-in page
 * asks for a passkey challenge at every view, and a delete beside each insert doubled its writes.
 */
const PRUNE_SINGLE_USE_EVERY_MS = 60 * 1000;
let pruneActivity;
let pruneSingleUse;

/** The database-health answer first, unless the app's middleware list places it. */
function answerOutages(strapi) {
  const listed = (strapi.config.get('middlewares') ?? []).some(
    (entry) => (typeof entry === 'string' ? entry : entry?.name) === 'plugin::portico-guard.database-health',
  );
  if (!listed) strapi.server.use(databaseHealth({}, { strapi }));
}

function withoutAccountRoutes(strapi) {
  if (strapi.config.get('plugin::portico-guard.accountRoutes')) return;
  const routes = strapi.plugin('portico-guard').routes['content-api'];
  routes.routes = routes.routes.filter(
    (route) => !['account.', 'secondFactor.', 'passkeys.'].some((prefix) => route.handler.startsWith(prefix)),
  );
}

function guardUploadRoutes(strapi) {
  const guards = { 'POST /': uploadGuard({ strapi }), 'DELETE /files/:id': destroyGuard({ strapi }) };
  const guarded = new Set();
  for (const route of contentApiRoutes(strapi, 'upload')) {
    const key = `${route.method} ${route.path}`;
    if (!guards[key]) continue;
    route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), guards[key]] };
    guarded.add(key);
  }
  // Failing to start is better than running unguarded on a Strapi whose routes moved.
  for (const key of Object.keys(guards)) if (!guarded.has(key)) throw new Error(`portico-guard: upload route ${key} not found`);
}

module.exports = {
  config,
  contentTypes: {
    'member-file': memberFile,
    'account-event': accountEvent,
    'second-factor': secondFactorType,
    'sign-in-ticket': signInTicket,
    passkey: passkeyType,
    'passkey-challenge': passkeyChallenge,
  },
  // GET /api/portico-guard/uploads/mine: the member's own images (controllers/uploads.js);
  // GET /api/portico-guard/labels: the content manager's field labels (controllers/labels.js);
  // POST /api/{pluralName}/:id/unpublish (controllers/content.js).
  controllers: {
    uploads: uploadsController,
    labels: labelsController,
    content: contentController,
    account: accountController,
    check: checkController,
    search: searchController,
    secondFactor: secondFactorController,
    passkeys: passkeysController,
  },
  routes: { 'content-api': memberRoutes },
  middlewares: { 'database-health': databaseHealth },
  // strapi.plugin('portico-guard').service('ownership'): the owned types, for app code that acts on
  // a member's entries; the others serve the own-account routes.
  services: {
    emails: emailsService,
    ownership: ownershipService,
    profile: profileService,
    emailChange: emailChangeService,
    ownedEntries: ownedEntriesService,
    dataExport: dataExportService,
    activity: activityService,
    accountRecord: accountRecordService,
    notices: noticesService,
    secureAccount: secureAccountService,
    search: searchService,
    secondFactor: secondFactorService,
    signInTickets: signInTicketsService,
    passkeys: passkeysService,
  },
  register({ strapi }) {
    surviveLostConnections(strapi);
    answerOutages(strapi);
    withoutAccountRoutes(strapi);
    strapi.server.use(servedFiles({ strapi }));
    strapi.server.use(memberRequestSize({ strapi }));
    guardUploadRoutes(strapi);
    strapi.documents.use(mediaFieldTypes(strapi));
    localeOnEmailRoutes(strapi);
    passwordRulesOnAuthRoutes(strapi);
    // Without the own-account routes there is no way to confirm, nor a page to undo from: sessions end as Strapi
    // alone has them, and nothing is recorded or told.
    if (strapi.config.get('plugin::portico-guard.accountRoutes')) {
      confirmationOnSessionRoutes(strapi);
      activityOnAuthRoutes(strapi);
      // After the activity's: a sign-in that waits for its second step is recorded once complete.
      secondStepOnSignIns(strapi);
    }
    setUpOwnedTypes(strapi);
    strapi.documents.use(ownedWrites(strapi));
    strapi.documents.use(ownDraftsOnly(strapi));
    strapi.documents.use(keepSearchCurrent(strapi));
    guardContentRoutes(strapi);
  },
  async bootstrap({ strapi }) {
    if (strapi.config.get('plugin::portico-guard.grantPermissions')) await grantPermissions(strapi);
    await pointEmailsAtApp(strapi);
    await registerRevalidationWebhook(strapi);
    refuseEndedSessions(strapi);
    await strapi.plugin('portico-guard').service('search').setup();
    // Not awaited: a large site starts at once and is searchable once its index is built.
    strapi
      .plugin('portico-guard')
      .service('search')
      .rebuildIfStale()
      .catch((error) => strapi.log.error(`portico-guard: the search index could not be built: ${error.message}`));
    localizedSettingsInRequests(strapi);
    placeholdersForUploads(strapi);
    // Not awaited: a Strapi with many images starts at once and fills them in meanwhile.
    stopped = false;
    fillStoredImages(strapi, () => stopped).catch((error) => strapi.log.warn(`portico-guard: placeholders stopped: ${error.message}`));
    // A file deleted by anyone (its member, an admin) is no one's any more.
    strapi.db.lifecycles.subscribe({
      models: ['plugin::upload.file'],
      async afterDelete(event) {
        if (Number.isInteger(event.result?.id)) await owners(strapi).forget(event.result.id);
      },
    });
    // An account deleted by anyone (its member, an admin) takes its activity and record with it.
    strapi.db.lifecycles.subscribe({
      models: ['plugin::users-permissions.user'],
      async afterDelete(event) {
        const id = event.result?.id;
        if (!Number.isInteger(id)) return;
        await strapi.plugin('portico-guard').service('activity').removeFor(id);
        await strapi.plugin('portico-guard').service('accountRecord').remove(id);
        await strapi.plugin('portico-guard').service('secondFactor').remove(id);
        await strapi.plugin('portico-guard').service('signInTickets').removeFor(id);
        await strapi.plugin('portico-guard').service('passkeys').removeFor(id);
      },
    });
    // An administrator deleting a member's second factor (the recovery of an account that lost every code): told.
    strapi.db.lifecycles.subscribe({
      models: ['plugin::portico-guard.second-factor'],
      async afterDelete(event) {
        const { userId, secret } = event.result ?? {};
        if (!Number.isInteger(userId) || !secret) return;
        await strapi.plugin('portico-guard').service('activity').record(userId, 'second-factor-removed', {});
        await strapi.plugin('portico-guard').service('notices').notify(userId, 'second-factor-removed', {});
      },
    });
    pruneActivity = setInterval(() => {
      strapi
        .plugin('portico-guard')
        .service('activity')
        .prune()
        .catch((error) => strapi.log.warn(`portico-guard: activity not pruned: ${error.message}`));
    }, PRUNE_EVERY_MS).unref();
    pruneSingleUse = setInterval(() => {
      const plugin = strapi.plugin('portico-guard');
      Promise.all([plugin.service('signInTickets').prune(), plugin.service('passkeys').pruneChallenges()]).catch((error) =>
        strapi.log.warn(`portico-guard: expired tickets and challenges not pruned: ${error.message}`),
      );
    }, PRUNE_SINGLE_USE_EVERY_MS).unref();
    if (strapi.plugin('graphql')) {
      strapi.log.warn(
        'portico-guard: GraphQL is enabled. Its updateUploadFile and deleteUploadFile mutations take any file id and are not guarded: ' +
          'members granted plugin::upload.content-api.upload or .destroy can change any file through them (docs/deployment.md).',
      );
    }
  },
  destroy() {
    stopped = true;
    clearInterval(pruneActivity);
    clearInterval(pruneSingleUse);
  },
};
