// @ts-check
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from '../shared/contract.mjs';

// Cached per session for SESSION_RECHECK_SECONDS: a blocked account browses that long, and Strapi refuses its saves.
/** @typedef {{ id: number, username: string }} Member */
/** @param {{ selfUrl: string, ttlMs?: number, timeoutMs?: number }} options */
export function createMemberLookup({ selfUrl, ttlMs = 10_000, timeoutMs = 15_000 }) {
  /** @type {LRUCache<string, { member: Member, at: number }>} */
  const members = new LRUCache({ max: 50_000, ttl: ttlMs });
  /** @type {Map<string, Promise<Member | null>>} */
  const lookups = new Map();

  /** @param {string} token @param {string | undefined} address @returns {Promise<Member | null>} */
  async function ask(token, address) {
    const response = await fetch(`${selfUrl}/api/session`, {
      headers: { Cookie: `${SESSION_COOKIE}=${token}`, Accept: 'application/json', ...(address ? { 'X-Forwarded-For': address } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) return null;
    const { id, username } = /** @type {{ id?: unknown, username?: unknown }} */ (await response.json());
    return typeof id === 'number' && Number.isSafeInteger(id) && typeof username === 'string' ? { id, username } : null;
  }

  return {
    /** `trustedSince`: what was looked up before then is asked again. @param {string} token @param {string | undefined} address @param {number} [trustedSince] */
    lookup(token, address, trustedSince = 0) {
      const key = createHash('sha256').update(token).digest('base64url');
      const known = members.get(key);
      if (known && known.at >= trustedSince) return Promise.resolve(known.member);
      let lookup = lookups.get(key);
      if (!lookup) {
        const at = Date.now();
        lookup = ask(token, address)
          .then(
            (member) => {
              if (member) members.set(key, { member, at });
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
