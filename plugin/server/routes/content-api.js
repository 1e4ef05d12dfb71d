'use strict';

/**
 * The plugin's content-API routes. Under /api/portico-guard: grant the authenticated role
 * `plugin::portico-guard.uploads.mine`, and the roles that read the content types
 * `plugin::portico-guard.labels.index`. Unpublish sits beside the app's own routes
 * (`config.prefix`), at /api/{pluralName}/{documentId}/unpublish, for every owned Draft & Publish
 * type: grant members `plugin::portico-guard.content.unpublish` (docs/deployment.md).
 */
module.exports = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/uploads/mine', handler: 'uploads.mine', config: { policies: [] } },
    { method: 'GET', path: '/labels', handler: 'labels.index', config: { policies: [] } },
    { method: 'POST', path: '/:pluralName/:id/unpublish', handler: 'content.unpublish', config: { prefix: '', policies: [] } },
  ],
};
