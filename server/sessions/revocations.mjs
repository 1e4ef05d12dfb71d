// @ts-check
import { createHash } from 'node:crypto';
import { jwtClaims } from './jwt-claims.mjs';
import { countSessionEvent } from '../observability/observe.mjs';
import { sharedStore } from '../process/shared-store.mjs';
import { sharedProcessGlobal } from '../shared/process-globals.mjs';

// Strapi does not check that a token's session still exists: the app refuses an ended one itself, on every instance.

// Strapi's longest session (a leaked refresh token could mint tokens that long); longer than legacy JWTs (7 days).
const FALLBACK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** @param {string} token */
const tokenKey = (token) => `revoked:token:${createHash('sha256').update(token).digest('base64url')}`;

/** @param {import('./jwt-claims.mjs').JwtClaims | null} claims */
function ttlOf(claims, nowMs = Date.now()) {
  return typeof claims?.exp === 'number' ? Math.max(1000, claims.exp * 1000 - nowMs + 60_000) : FALLBACK_TTL_MS;
}

const unwrittenRevocations = () => sharedProcessGlobal('unwrittenRevocations', () => ({ entries: new Map(), retrying: false }));

/**
 * While the shared store fails, kept in this process and written once it answers; Strapi refuses the tokens anyway.
 * @param {string} key @param {string} value @param {number} ttlMs
 */
async function remember(key, value, ttlMs) {
  try {
    await sharedStore('revocations').set(key, value, ttlMs);
  } catch (error) {
    console.warn(`[portico] an ended session is refused by this process only until Redis answers: ${/** @type {Error} */ (error).message}`);
    const unwritten = unwrittenRevocations();
    unwritten.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    if (!unwritten.retrying) {
      unwritten.retrying = true;
      setTimeout(() => writeLater(unwritten), 1000).unref();
    }
  }
}

/** @param {import('../shared/process-globals.mjs').UnwrittenRevocations} unwritten */
async function writeLater(unwritten) {
  for (const [key, { value, expiresAt }] of unwritten.entries) {
    const ttlMs = expiresAt - Date.now();
    try {
      if (ttlMs > 0) await sharedStore('revocations').set(key, value, ttlMs);
      unwritten.entries.delete(key);
    } catch {
      setTimeout(() => writeLater(unwritten), 1000).unref();
      return;
    }
  }
  unwritten.retrying = false;
}

// Legacy-mode tokens have no session, so the token itself is refused.
export async function revokeToken(/** @type {string} */ token) {
  const claims = jwtClaims(token);
  if (claims?.sessionId) return revokeSessions([claims.sessionId]);
  countSessionEvent('revocation', 'token');
  await remember(tokenKey(token), '1', ttlOf(claims));
}

/** @param {string[]} sessionIds @param {number} [ttlMs] */
export async function revokeSessions(sessionIds, ttlMs = FALLBACK_TTL_MS) {
  sessionIds.forEach(() => countSessionEvent('revocation', 'session'));
  await Promise.all(sessionIds.map((id) => remember(`revoked:session:${id}`, '1', ttlMs)));
}

/** A password reset ends sessions the app may not know of. `issuedAt` in seconds. */
export async function revokeUserBefore(/** @type {number | string} */ userId, /** @type {number} */ issuedAt) {
  countSessionEvent('revocation', 'user');
  await remember(`revoked:user:${userId}`, String(issuedAt), FALLBACK_TTL_MS);
}

/**
 * Null when the shared store cannot say: the caller asks Strapi, which refuses ended sessions, rather than sign everyone out.
 * @param {string} token @returns {Promise<boolean | null>}
 */
export async function sessionEnded(token) {
  try {
    return await lookUp(token);
  } catch {
    return null;
  }
}

// After an outage every instance reconnects (backing off up to about 2 s) and writes the endings it kept.
const CATCH_UP_MS = 10_000;

/** An ending kept elsewhere while the store failed, or lost with a Redis restarted empty, was not seen before this. */
export function endingsSeenSince() {
  const since = sharedStore('revocations').answeringSince();
  return since ? since + CATCH_UP_MS : since;
}

/** @param {string} token */
async function lookUp(token) {
  const claims = jwtClaims(token);
  const userId = claims?.userId ?? claims?.id;
  const keys = /** @type {string[]} */ (
    [
      tokenKey(token),
      claims?.sessionId ? `revoked:session:${claims.sessionId}` : null,
      userId !== undefined ? `revoked:user:${userId}` : null,
    ].filter((key) => key !== null)
  );
  /** @param {(string | null | undefined)[]} values */
  const ended = (values) =>
    keys.some((key, index) => {
      const value = values[index];
      if (value === null || value === undefined) return false;
      if (!key.startsWith('revoked:user:')) return true;
      return typeof claims?.iat === 'number' && claims.iat < Number(value);
    });
  const { entries } = unwrittenRevocations();
  if (entries.size && ended(keys.map((key) => entries.get(key)?.value))) return true;
  return ended(await sharedStore('revocations').getMany(keys));
}
