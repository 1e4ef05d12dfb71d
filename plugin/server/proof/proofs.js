'use strict';

const { fieldError, invalid } = require('../http');

// "Confirm it's you" (ASVS 5.0 7.5.1, 7.5.2): what could take an account over from a borrowed session asks for the
// current password again, or for an account made through a sign-in provider the username typed again. A proof holds
// 5 minutes for the session that gave it, kept in this process's memory: another Strapi instance asks again, never
// less. Clients read these messages.
const NEEDED = { currentPassword: 'Confirm it is you with your current password', confirmUsername: 'Confirm it is you with your username' };
// Strapi's own words for a wrong current password (change-password), which clients read already.
const WRONG_PASSWORD = 'The provided current password is invalid';
const WRONG_USERNAME = 'Type your username exactly to confirm';
const HOLDS_MS = 5 * 60 * 1000;
// Bounded: past this, expired proofs go first, then the oldest.
const MAX_KEPT = 10_000;

const USER = 'plugin::users-permissions.user';
const SESSIONS = 'admin::session';

/** The proofs given, by session, each with the time it stops holding. */
function createProofs({ now = Date.now, holdsMs = HOLDS_MS, maxKept = MAX_KEPT } = {}) {
  const until = new Map();
  return {
    holds(key) {
      const end = until.get(key);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(key);
      return false;
    },
    record(key) {
      if (until.size >= maxKept) for (const [other, end] of until) if (end <= now()) until.delete(other);
      if (until.size >= maxKept) until.delete(until.keys().next().value);
      until.delete(key);
      until.set(key, now() + holdsMs);
      return until.get(key);
    },
  };
}

const proofs = createProofs();

// Verified once per request: each verification also walks the session's renewals in the database.
async function tokenOf(strapi, ctx) {
  ctx.state.porticoToken ??= (await strapi.plugin('users-permissions').service('jwt').getToken(ctx)) ?? {};
  return ctx.state.porticoToken;
}

/** The session the request's token belongs to, across its renewals (each makes a new record); legacy: the token. */
async function sessionKeyOf(strapi, ctx) {
  const payload = await tokenOf(strapi, ctx);
  const userId = ctx.state.user?.id;
  if (!payload.sessionId) return `token:${userId}:${payload.iat}`;
  // A renewal keeps the device (when the client named one) and the session's end, set at sign-in to the ms.
  const session = await strapi.db
    .query(SESSIONS)
    .findOne({ where: { sessionId: payload.sessionId }, select: ['deviceId', 'absoluteExpiresAt'] });
  if (session?.deviceId) return `device:${userId}:${session.deviceId}`;
  return session?.absoluteExpiresAt ? `family:${userId}:${new Date(session.absoluteExpiresAt).getTime()}` : `session:${payload.sessionId}`;
}

/** The current session's id in refresh mode, else null. */
async function currentSessionId(strapi, ctx) {
  return (await tokenOf(strapi, ctx)).sessionId ?? null;
}

const proofFieldOf = (user) => (user.password ? 'currentPassword' : 'confirmUsername');

const given = (value) => typeof value === 'string' && value !== '';

/**
 * Takes the proof out of the body and checks it; without one, a proof this session gave in the last 5 minutes
 * does, unless `fresh`. Throws a ValidationError on the field to fill in; answers until when the proof holds.
 */
async function demandProof(strapi, ctx, { fresh = false } = {}) {
  const body = ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {};
  const { currentPassword, confirmUsername } = body;
  delete body.currentPassword;
  delete body.confirmUsername;
  const key = await sessionKeyOf(strapi, ctx);
  const user = await strapi.db.query(USER).findOne({ where: { id: ctx.state.user.id }, select: ['id', 'username', 'password'] });
  const field = proofFieldOf(user);
  const proof = user.password ? currentPassword : confirmUsername;
  if (!given(proof)) {
    if (!fresh && proofs.holds(key)) return;
    throw invalid([fieldError(field, NEEDED[field])]);
  }
  const right = user.password
    ? await strapi.plugin('users-permissions').service('user').validatePassword(proof, user.password)
    : proof === user.username;
  if (!right) throw invalid([fieldError(field, user.password ? WRONG_PASSWORD : WRONG_USERNAME)]);
  return proofs.record(key);
}

/** A proof given another way (one of the member's passkeys): it holds 5 minutes for this session. */
async function recordProof(strapi, ctx) {
  return proofs.record(await sessionKeyOf(strapi, ctx));
}

/** For requests that carry no body: a proof this session gave in the last 5 minutes. */
async function requireRecentProof(strapi, ctx) {
  if (proofs.holds(await sessionKeyOf(strapi, ctx))) return;
  const field = proofFieldOf(await strapi.db.query(USER).findOne({ where: { id: ctx.state.user.id }, select: ['password'] }));
  throw invalid([fieldError(field, NEEDED[field])]);
}

module.exports = { createProofs, demandProof, recordProof, requireRecentProof, currentSessionId, HOLDS_MS };
