'use strict';

const { onRoutes } = require('../plugin-routes');
const { currentSessionId, requireRecentProof } = require('./proofs');

// Ending sessions other than this one ("Sign out everywhere", another device's) asks for a recent proof.
function proofOnSessionRoutes(strapi) {
  onRoutes(strapi, 'users-permissions', ['auth.logout'], async (ctx, next) => {
    if (ctx.state.user && ctx.request.body?.scope === 'all') await requireRecentProof(strapi, ctx);
    return next();
  });
  onRoutes(strapi, 'users-permissions', ['auth.revokeSession'], async (ctx, next) => {
    if (ctx.state.user && ctx.params.sessionId !== (await currentSessionId(strapi, ctx))) await requireRecentProof(strapi, ctx);
    return next();
  });
}

module.exports = { proofOnSessionRoutes };
