'use strict';

const { buildSessionMetadata, errors } = require('@strapi/utils');

const USER = 'plugin::users-permissions.user';

/** A new session, made as users-permissions makes one at sign-in. */
async function issueSession(strapi, ctx, user, deviceId) {
  if (strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support') !== 'refresh') {
    return { jwt: strapi.plugin('users-permissions').service('jwt').issue({ id: user.id }) };
  }
  const sessions = strapi.sessionManager('users-permissions');
  const refresh = await sessions.generateRefreshToken(String(user.id), deviceId ?? undefined, {
    type: 'refresh',
    metadata: buildSessionMetadata({ userAgent: ctx.request.headers['user-agent'] }),
  });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new errors.ApplicationError('Invalid credentials');
  return { jwt: access.token, refreshToken: refresh.token };
}

/** A sign-in completed here (a two-step code, a passkey): its session, recorded, answered as users-permissions does. */
async function signIn(strapi, ctx, user, { deviceId = null, provider }) {
  if (user.blocked) throw new errors.ApplicationError('Your account has been blocked by an administrator');
  const session = await issueSession(strapi, ctx, user, deviceId);
  await strapi.plugin('portico-guard').service('activity').recordSignIn(ctx, user.id, provider);
  return { ...session, user: await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER), { auth: ctx.state.auth }) };
}

module.exports = { signIn };
