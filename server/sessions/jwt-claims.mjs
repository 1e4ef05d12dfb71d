// @ts-check
import { decodeJwt } from 'jose';

/** @typedef {{ id?: number | string, userId?: number | string, sessionId?: string, type?: string, iat?: number, exp?: number }} JwtClaims */

// Unverified (Strapi checks the signature): only for decisions that can refuse or hurry.
/** @param {string | undefined | null} token @returns {JwtClaims | null} */
export function jwtClaims(token) {
  if (!token) return null;
  try {
    return /** @type {JwtClaims} */ (decodeJwt(token));
  } catch {
    return null;
  }
}

// In the last half of its life, a minute at most: no page or save starts with a token about to expire.
/** @param {string | undefined | null} token @param {number} [nowMs] */
export function needsRefresh(token, nowMs = Date.now()) {
  const claims = jwtClaims(token);
  if (!claims || typeof claims.exp !== 'number') return !token;
  const lifetime = typeof claims.iat === 'number' ? claims.exp - claims.iat : 600;
  const margin = Math.min(60, lifetime / 2);
  return claims.exp - nowMs / 1000 < margin;
}
