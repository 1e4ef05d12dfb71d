'use strict';

const { onRoutes } = require('../plugin-routes');
const { currentSessionId, requireRecentConfirmation } = require('./confirmations');

/**
 * register(): ending sessions other than the current one ("Sign out everywhere", another device's) asks for a
 * confirmation given in the last 5 minutes (POST /api/account/confirm). Signing this session out asks for nothing.
 */
function confirmationOnSessionRoutes(strapi) {
  onRoutes(strapi, 'users-permissions', ['auth.logout'], async (ctx, next) => {
    if (ctx.state.user && ctx.request.body?.scope === 'all') await requireRecentConfirmation(strapi, ctx);
    return next();
  });
  onRoutes(strapi, 'users-permissions', ['auth.revokeSession'], async (ctx, next) => {
    if (ctx.state.user && ctx.params.sessionId !== (await currentSessionId(strapi, ctx))) await requireRecentConfirmation(strapi, ctx);
    return next();
  });
}

module.exports = { confirmationOnSessionRoutes };
