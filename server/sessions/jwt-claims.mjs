// @ts-check
import { decodeJwt } from 'jose';

/** @typedef {{ id?: number | string, userId?: number | string, sessionId?: string, type?: string, iat?: number, exp?: number }} JwtClaims */

// Unverified (Strapi checks the signature): only for decisions that can refuse or hurry.
export function jwtClaims(/** @type {string | undefined | null} */ token) {
  if (!token) return null;
  try {
    return /** @type {JwtClaims} */ (decodeJwt(token));
  } catch {
    return null;
  }
}

// In the last half of its life, a minute at most: no page or save starts with a token about to expire.
export function needsRefresh(/** @type {string | undefined | null} */ token, nowMs = Date.now()) {
  const claims = jwtClaims(token);
  if (!claims || typeof claims.exp !== 'number') return !token;
  const lifetime = typeof claims.iat === 'number' ? claims.exp - claims.iat : 600;
  const margin = Math.min(60, lifetime / 2);
  return claims.exp - nowMs / 1000 < margin;
}

/** Unverified: it can only refuse. */
export function hasExpired(/** @type {string | undefined | null} */ token, nowMs = Date.now()) {
  const expiry = jwtClaims(token)?.exp;
  return typeof expiry === 'number' && expiry * 1000 <= nowMs;
}
