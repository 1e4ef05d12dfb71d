// @ts-check
import { createHash } from 'node:crypto';
import { jwtClaims } from './jwt-claims.mjs';
import { countSessionEvent } from '../observability/observe.mjs';
import { sharedStore } from '../process/shared-store.mjs';

// Strapi checks a token's signature and expiry, not whether its session still exists, so a token copied
// before sign-out would work until it expires: the app refuses it itself, on every instance.

// Strapi's longest session (a leaked refresh token could mint tokens that long); longer than legacy JWTs (7 days).
const FALLBACK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** @param {string} token */
const tokenKey = (token) => `revoked:token:${createHash('sha256').update(token).digest('base64url')}`;

/** @param {import('./jwt-claims.mjs').JwtClaims | null} claims */
function ttlOf(claims, nowMs = Date.now()) {
  return typeof claims?.exp === 'number' ? Math.max(1000, claims.exp * 1000 - nowMs + 60_000) : FALLBACK_TTL_MS;
}

// Legacy-mode tokens have no session, so the token itself is refused.
export async function revokeToken(/** @type {string} */ token) {
  const claims = jwtClaims(token);
  if (claims?.sessionId) return revokeSessions([claims.sessionId]);
  countSessionEvent('revocation', 'token');
  await sharedStore('revocations').set(tokenKey(token), '1', ttlOf(claims));
}

/** @param {string[]} sessionIds @param {number} [ttlMs] */
export async function revokeSessions(sessionIds, ttlMs = FALLBACK_TTL_MS) {
  sessionIds.forEach(() => countSessionEvent('revocation', 'session'));
  await Promise.all(sessionIds.map((id) => sharedStore('revocations').set(`revoked:session:${id}`, '1', ttlMs)));
}

/** A password reset ends sessions the app may not know of. `issuedAt` in seconds. */
export async function revokeUserBefore(/** @type {number | string} */ userId, /** @type {number} */ issuedAt) {
  countSessionEvent('revocation', 'user');
  await sharedStore('revocations').set(`revoked:user:${userId}`, String(issuedAt), FALLBACK_TTL_MS);
}

/** Fails open when Redis is down: refusing would sign every member out at each blip. @param {string} token @returns {Promise<boolean>} */
export async function isRevoked(token) {
  try {
    return await lookUp(token);
  } catch (error) {
    console.warn(`[portico] could not check ended sessions: ${/** @type {Error} */ (error).message}`);
    return false;
  }
}

/** @param {string} token */
async function lookUp(token) {
  const claims = jwtClaims(token);
  const userId = claims?.userId ?? claims?.id;
  const keys = [
    tokenKey(token),
    claims?.sessionId ? `revoked:session:${claims.sessionId}` : null,
    userId !== undefined ? `revoked:user:${userId}` : null,
  ];
  const present = keys.filter((key) => key !== null);
  const values = await sharedStore('revocations').getMany(present);
  return present.some((key, index) => {
    const value = values[index];
    if (value === null || value === undefined) return false;
    if (!key.startsWith('revoked:user:')) return true;
    return typeof claims?.iat === 'number' && claims.iat < Number(value);
  });
}
