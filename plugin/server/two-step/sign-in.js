'use strict';

const { onRoutes } = require('../plugin-routes');
const { tickets } = require('./tickets');

/**
 * A sign-in by password, provider or reset link, for an account with an authenticator app, gets no session: the one
 * users-permissions made is ended before its answer leaves, and the answer becomes a ticket the client completes
 * with a code (POST /api/auth/second-factor). Nothing Strapi accepts leaves until then, in either JWT mode.
 */
const mode = (strapi) => strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support');
const refreshCookieName = (strapi) => strapi.config.get('plugin::users-permissions.sessions')?.cookie?.name || 'strapi_up_refresh';

/** Ends the session users-permissions just made for this answer, and keeps its refresh cookie from leaving. */
async function dropIssuedSession(strapi, ctx, userId) {
  const cookie = `${refreshCookieName(strapi)}=`;
  const setCookie = ctx.response.get('Set-Cookie');
  if (Array.isArray(setCookie) && setCookie.some((line) => line.startsWith(cookie))) {
    ctx.response.set(
      'Set-Cookie',
      setCookie.filter((line) => !line.startsWith(cookie)),
    );
  }
  // A legacy token exists only in the answer, which is replaced.
  if (mode(strapi) !== 'refresh' || typeof ctx.body?.jwt !== 'string') return;
  const payload = await strapi.plugin('users-permissions').service('jwt').verify(ctx.body.jwt);
  if (payload?.sessionId) await strapi.sessionManager('users-permissions').revokeSessionById(String(userId), payload.sessionId);
}

const deviceIdOf = (ctx) => {
  const { deviceId } = ctx.request.body ?? {};
  return typeof deviceId === 'string' && deviceId.length > 0 && deviceId.length <= 128 ? deviceId : null;
};

function twoStepOnSignIns(strapi) {
  const pend = (viaOf) =>
    async function twoStep(ctx, next) {
      await next();
      const userId = ctx.body?.user?.id;
      if (ctx.status < 200 || ctx.status >= 300 || !userId || typeof ctx.body.jwt !== 'string') return;
      try {
        if (!(await strapi.plugin('portico-guard').service('twoStep').enabled(userId))) return;
        await dropIssuedSession(strapi, ctx, userId);
        const { secret, expiresAt } = await tickets.issue(strapi, { userId, via: viaOf(ctx), deviceId: deviceIdOf(ctx) });
        ctx.body = { secondFactor: { ticket: secret, expiresAt: expiresAt.toISOString(), methods: ['totp', 'recovery'] } };
      } catch (error) {
        // Failing closed: no token leaves when the code could not be asked for.
        ctx.body = null;
        await dropIssuedSession(strapi, ctx, userId).catch(() => {});
        throw error;
      }
    };
  onRoutes(
    strapi,
    'users-permissions',
    ['auth.callback'],
    pend((ctx) => ctx.params?.provider || 'local'),
  );
  onRoutes(
    strapi,
    'users-permissions',
    ['auth.resetPassword'],
    pend(() => 'reset'),
  );
}

module.exports = { twoStepOnSignIns };
