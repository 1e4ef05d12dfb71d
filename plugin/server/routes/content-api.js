'use strict';

const accountRoutes = require('../account/routes');
const secondFactorRoutes = require('../second-factor/routes');
const passkeyRoutes = require('../passkeys/routes');

/**
 * The plugin's content-API routes: under /api/portico-guard, a member's own images and the field
 * labels; beside the app's own routes (`config.prefix`), unpublishing an owned entry
 * (/api/{pluralName}/{documentId}/unpublish) and the own account (/api/account). Who may call
 * each is granted by the plugin at start.
 */
module.exports = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/uploads/mine', handler: 'uploads.mine', config: { policies: [] } },
    { method: 'GET', path: '/labels', handler: 'labels.index', config: { policies: [] } },
    { method: 'POST', path: '/check', handler: 'check.find', config: { policies: [] } },
    { method: 'GET', path: '/search', handler: 'search.find', config: { policies: [] } },
    { method: 'POST', path: '/search/rebuild', handler: 'search.rebuild', config: { policies: [] } },
    { method: 'POST', path: '/:pluralName/:id/unpublish', handler: 'content.unpublish', config: { prefix: '', policies: [] } },
    ...accountRoutes,
    ...secondFactorRoutes,
    ...passkeyRoutes,
  ],
};
