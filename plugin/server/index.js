'use strict';

/**
 * portico-guard: members' own entries and files, private drafts, ended sessions refused at once,
 * and the account emails in the page's language, in a Strapi 5.54+ app (docs/deployment.md).
 *
 * - register: the two server-wide middlewares (ahead of Strapi's own: the request size check must
 *   run before the body is read), the route middlewares on the upload plugin's content API, and
 *   the document middleware that holds media fields to their allowedTypes;
 * - register also makes the owned types members' own (ownership/): the owner relation added where
 *   `ownedTypes` names one a type lacks, the document middlewares that stamp the owner and refuse
 *   anyone else's changes and that narrow a member's draft list to their own, and the route
 *   middlewares on the app's content-API routes (ownership/routes.js);
 * - bootstrap: the users-permissions JWT check for ended sessions, and the users-permissions settings
 *   answered in the request's locale (emails/);
 * - content-API routes: GET /api/portico-guard/uploads/mine, the caller's own images; GET
 *   /api/portico-guard/labels, the field labels editors set in the content manager; POST
 *   /api/{pluralName}/{documentId}/unpublish, an owned entry back to draft;
 * - register also puts the route middleware that reads `?locale=` on the users-permissions routes
 *   that send the reset-password and confirmation emails (emails/localized-emails.js): they go out
 *   in that locale (emails/templates/), with links back to its pages;
 * - the `emails` service does the same for the app's own account email (cms/src/api/account).
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
const { setUpOwnedTypes } = require('./ownership/owned-types');
const { ownedWrites } = require('./ownership/documents');
const { ownDraftsOnly } = require('./ownership/draft-reads');
const { guardContentRoutes } = require('./ownership/routes');
const uploadsController = require('./controllers/uploads');
const labelsController = require('./controllers/labels');
const contentController = require('./controllers/content');
const memberRoutes = require('./routes/content-api');
const emailsService = require('./services/emails');
const ownershipService = require('./services/ownership');

/** The upload plugin's content-API routes: a list, or a factory with a `routes` list (Strapi 5.2x+). */
function contentApiRoutes(strapi) {
  const routes = strapi.plugin('upload').routes['content-api'];
  const list = Array.isArray(routes) ? routes : routes?.routes;
  if (!Array.isArray(list)) throw new Error('portico-guard: the upload plugin has no content-API routes to guard');
  return list;
}

function guardUploadRoutes(strapi) {
  const guards = { 'POST /': uploadGuard({ strapi }), 'DELETE /files/:id': destroyGuard({ strapi }) };
  const guarded = new Set();
  for (const route of contentApiRoutes(strapi)) {
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
  contentTypes: { 'member-file': memberFile },
  // GET /api/portico-guard/uploads/mine: the member's own images (controllers/uploads.js);
  // GET /api/portico-guard/labels: the content manager's field labels (controllers/labels.js);
  // POST /api/{pluralName}/:id/unpublish (controllers/content.js).
  controllers: { uploads: uploadsController, labels: labelsController, content: contentController },
  routes: { 'content-api': memberRoutes },
  // strapi.plugin('portico-guard').service('emails'): the account routes' email in the page's language;
  // .service('ownership'): the owned types.
  services: { emails: emailsService, ownership: ownershipService },
  register({ strapi }) {
    strapi.server.use(servedFiles({ strapi }));
    strapi.server.use(memberRequestSize({ strapi }));
    guardUploadRoutes(strapi);
    strapi.documents.use(mediaFieldTypes(strapi));
    localeOnEmailRoutes(strapi);
    setUpOwnedTypes(strapi);
    strapi.documents.use(ownedWrites(strapi));
    strapi.documents.use(ownDraftsOnly(strapi));
    guardContentRoutes(strapi);
  },
  bootstrap({ strapi }) {
    refuseEndedSessions(strapi);
    localizedSettingsInRequests(strapi);
    // A file deleted by anyone (its member, an admin) is no one's any more.
    strapi.db.lifecycles.subscribe({
      models: ['plugin::upload.file'],
      async afterDelete(event) {
        if (Number.isInteger(event.result?.id)) await owners(strapi).forget(event.result.id);
      },
    });
    if (strapi.plugin('graphql')) {
      strapi.log.warn(
        'portico-guard: GraphQL is enabled. Its updateUploadFile and deleteUploadFile mutations take any file id and are not guarded: ' +
          'members granted plugin::upload.content-api.upload or .destroy can change any file through them (docs/deployment.md).',
      );
    }
  },
};
