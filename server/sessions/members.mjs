// @ts-check
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Who a session cookie belongs to, for the page server's personalisation: asked of the app's
 * /api/session (which asks Strapi's /users/me through lib/strapi) at most once per
 * SESSION_RECHECK_SECONDS per session, and shared by every request in between. So a blocked or
 * deleted account can browse for that long after it was blocked; it cannot change anything,
 * because every save is sent with its token and checked by Strapi.
 *
 * @typedef {{ id: number, username: string }} Member
 */
export function createMemberLookup({ selfUrl, ttlMs = 10_000, timeoutMs = 15_000 }) {
  /** @type {LRUCache<string, Member>} */
  const members = new LRUCache({ max: 50_000, ttl: ttlMs });
  /** @type {Map<string, Promise<Member | null>>} */
  const lookups = new Map();

  /**
   * @param {string} token the cookie's value
   * @param {string | undefined} address the visitor's address, forwarded to Strapi
   * @returns {Promise<Member | null>} null when the session is not valid (or could not be checked)
   */
  async function ask(token, address) {
    const response = await fetch(`${selfUrl}/api/session`, {
      headers: { Cookie: `strapi_jwt=${token}`, Accept: 'application/json', ...(address ? { 'X-Forwarded-For': address } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) return null;
    const { id, username } = /** @type {{ id?: unknown, username?: unknown }} */ (await response.json());
    return typeof id === 'number' && Number.isSafeInteger(id) && typeof username === 'string' ? { id, username } : null;
  }

  return {
    /** @param {string} token @param {string | undefined} address */
    lookup(token, address) {
      const key = createHash('sha256').update(token).digest('base64url');
      const known = members.get(key);
      if (known) return Promise.resolve(known);
      let lookup = lookups.get(key);
      if (!lookup) {
        lookup = ask(token, address)
          .then(
            (member) => {
              if (member) members.set(key, member);
              return member;
            },
            () => null,
          )
          .finally(() => lookups.delete(key));
        lookups.set(key, lookup);
      }
      return lookup;
    },
  };
}
