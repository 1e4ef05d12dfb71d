'use strict';

// In refresh mode Strapi checks an access token's signature and expiry, not whether its session still exists: a
// copied token outlived "Sign out" until it expired. Here the JWT service asks the session store too, following a
// renewed session's `rotated` records to the live one; a record missing on the way means the session ended.
const SESSIONS = 'admin::session';
const ORIGIN = 'users-permissions';
// Each renewal adds a link; an access token lives minutes, so a live chain is a few links long.
const MAX_LINKS = 50;

async function sessionLives(strapi, sessionId) {
  const query = strapi.db.query(SESSIONS);
  let id = sessionId;
  for (let link = 0; link < MAX_LINKS && id; link += 1) {
    const session = await query.findOne({
      where: { sessionId: id },
      select: ['origin', 'status', 'childId', 'expiresAt', 'absoluteExpiresAt'],
    });
    if (!session || session.origin !== ORIGIN) return false;
    if (session.status === 'active') {
      const now = Date.now();
      return (
        new Date(session.expiresAt).getTime() > now && (!session.absoluteExpiresAt || new Date(session.absoluteExpiresAt).getTime() > now)
      );
    }
    if (session.status !== 'rotated') return false;
    id = session.childId;
  }
  return false;
}

function refuseEndedSessions(strapi) {
  if (strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support') !== 'refresh') return;
  strapi.get('services').extend('plugin::users-permissions.jwt', (jwt) => ({
    ...jwt,
    async verify(token) {
      const payload = await jwt.verify.call(this, token);
      if (payload?.sessionId && !(await sessionLives(strapi, payload.sessionId))) throw new Error('Invalid token.');
      return payload;
    },
  }));
}

module.exports = { refuseEndedSessions, sessionLives };
