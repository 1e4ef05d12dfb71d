// @ts-check
import { createHash } from 'node:crypto';
import { jwtClaims } from './jwt-claims.mjs';
import { countSessionEvent } from '../observability/observe.mjs';
import { sharedStore } from '../process/shared-store.mjs';

/**
 * Access tokens of ended sessions. Strapi checks an access token's signature and expiry, not
 * whether its session still exists, so a token copied before a sign-out would work until it
 * expires. The app refuses it itself, on every instance (server/process/shared-store.mjs): by session
 * (sign-out, an ended device), by user and time (a password reset, which ends every session the
 * app may not know of), or by the token itself (Strapi's legacy mode has no sessions).
 */
/**
 * How long an ending is remembered when no token says better: Strapi's longest session (a copied
 * refresh token of a session Strapi failed to end could mint tokens that long), and longer than
 * the legacy mode's JWTs (7 days in the embedded cms).
 */
const FALLBACK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** @param {string} token */
const tokenKey = (token) => `revoked:token:${createHash('sha256').update(token).digest('base64url')}`;

/** @param {import('./jwt-claims.mjs').JwtClaims | null} claims */
function ttlOf(claims, nowMs = Date.now()) {
  return typeof claims?.exp === 'number' ? Math.max(1000, claims.exp * 1000 - nowMs + 60_000) : FALLBACK_TTL_MS;
}

/**
 * Refuses this token from now on: its session when it has one (for as long as the session could
 * live), else the token itself (until it expires).
 */
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

/** Refuses every token of this user issued before `issuedAt` (seconds), whatever its session. */
export async function revokeUserBefore(/** @type {number | string} */ userId, /** @type {number} */ issuedAt) {
  countSessionEvent('revocation', 'user');
  await sharedStore('revocations').set(`revoked:user:${userId}`, String(issuedAt), FALLBACK_TTL_MS);
}

/**
 * Whether the app must refuse this token. When the shared store cannot answer (Redis down), the
 * token is not refused, and that is logged: refusing would sign every member out at each blip.
 * @param {string} token @returns {Promise<boolean>}
 */
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
