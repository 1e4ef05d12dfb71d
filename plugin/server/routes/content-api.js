'use strict';

/**
 * The plugin's content-API routes (under /api/portico-guard). Grant the authenticated role
 * `plugin::portico-guard.uploads.mine`, and the roles that read the content types
 * `plugin::portico-guard.labels.index` (docs/deployment.md).
 */
module.exports = {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/uploads/mine', handler: 'uploads.mine', config: { policies: [] } },
    { method: 'GET', path: '/labels', handler: 'labels.index', config: { policies: [] } },
  ],
};
