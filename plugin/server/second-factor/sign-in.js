'use strict';

const { buildSessionMetadata, errors } = require('@strapi/utils');
const { onRoutes } = require('../plugin-routes');

/**
 * register(): a sign-in by password, by a provider, or by a reset link, for an account with a second factor, gets
 * no session. users-permissions has made one by the time its answer is ready: it is ended before the answer leaves,
 * and the answer becomes a ticket the client completes with a code (POST /api/auth/second-factor). Nothing Strapi
 * accepts (an access token, a refresh token, its cookie) leaves until then, in refresh and legacy mode alike.
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

function secondStepOnSignIns(strapi) {
  const guard = () => strapi.plugin('portico-guard');
  const pend = (viaOf) =>
    async function secondStep(ctx, next) {
      await next();
      const userId = ctx.body?.user?.id;
      if (ctx.status < 200 || ctx.status >= 300 || !userId || typeof ctx.body.jwt !== 'string') return;
      try {
        if (!(await guard().service('secondFactor').enabled(userId))) return;
        await dropIssuedSession(strapi, ctx, userId);
        const { ticket, expiresAt } = await guard()
          .service('signInTickets')
          .issue(userId, { via: viaOf(ctx), deviceId: deviceIdOf(ctx) });
        ctx.body = { secondFactor: { ticket, expiresAt, methods: ['totp', 'recovery'] } };
      } catch (error) {
        // Failing closed: no token leaves when the second step could not be asked for.
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

/** A new session, made as users-permissions makes one at sign-in. */
async function issueSession(strapi, ctx, user, deviceId) {
  if (mode(strapi) !== 'refresh') return { jwt: strapi.plugin('users-permissions').service('jwt').issue({ id: user.id }) };
  const sessions = strapi.sessionManager('users-permissions');
  const refresh = await sessions.generateRefreshToken(String(user.id), deviceId ?? undefined, {
    type: 'refresh',
    metadata: buildSessionMetadata({ userAgent: ctx.request.headers['user-agent'] }),
  });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new errors.ApplicationError('Invalid credentials');
  return { jwt: access.token, refreshToken: refresh.token };
}

module.exports = { secondStepOnSignIns, issueSession };
