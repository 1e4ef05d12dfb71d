// @ts-check
/**
 * The claims of a JWT, read without checking its signature: only for decisions that can only
 * refuse or hurry (is it about to expire, has its session been ended), never to trust it. Strapi
 * checks the signature of every token it is sent.
 *
 * @typedef {{ id?: number | string, userId?: number | string, sessionId?: string, type?: string, iat?: number, exp?: number }} JwtClaims
 * @param {string | undefined | null} token @returns {JwtClaims | null}
 */
export function jwtClaims(token) {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

/**
 * Whether an access token should be replaced before it is used: missing, or in the last part of
 * its life (half of it, a minute at most), so a page or a save never starts with a token that
 * expires on the way.
 * @param {string | undefined | null} token @param {number} [nowMs]
 */
export function needsRefresh(token, nowMs = Date.now()) {
  const claims = jwtClaims(token);
  if (!claims || typeof claims.exp !== 'number') return !token;
  const lifetime = typeof claims.iat === 'number' ? claims.exp - claims.iat : 600;
  const margin = Math.min(60, lifetime / 2);
  return claims.exp - nowMs / 1000 < margin;
}
