'use strict';

const crypto = require('node:crypto');
const { hashSecret, sameHash } = require('./hash');
const { table, record } = require('./shelves');

const USER = 'plugin::users-permissions.user';
const PRUNE_EVERY_MS = 60 * 1000;

const FORMATS = {
  base64url: { make: () => crypto.randomBytes(32).toString('base64url'), pattern: '[A-Za-z0-9_-]{43}' },
  hex: { make: () => crypto.randomBytes(32).toString('hex'), pattern: '[0-9a-f]{64}' },
};

/**
 * A kind of single-use secret: 256 random bits given out once, kept only as a hash with an expiry, used once, and
 * belonging to a member (`payload.userId`; none for some). `withOwner`: the secret names its owner
 * (`{userId}.{random}`), so that it alone finds its shelf. `shelf`: `table(...)` or `record(...)`.
 */
function singleUseSecret({ lifetimeMs, shelf, hashPrefix = '', format = 'base64url', withOwner = false }) {
  const { make, pattern } = FORMATS[format];
  const shape = new RegExp(withOwner ? `^([1-9][0-9]{0,15})\\.${pattern}$` : `^${pattern}$`);
  // The secret's hash and its owner, or null for one that could never have been given out.
  const read = (secret, userId) => {
    const match = typeof secret === 'string' ? shape.exec(secret) : null;
    return match ? { hash: hashSecret(secret, hashPrefix), userId: withOwner ? Number(match[1]) : userId } : null;
  };

  return {
    lifetimeMs,

    async issue(strapi, payload) {
      const expiresAt = Date.now() + lifetimeMs;
      const secret = withOwner ? `${payload.userId}.${make()}` : make();
      await shelf(strapi).put(hashSecret(secret, hashPrefix), payload, expiresAt);
      return { secret, expiresAt: new Date(expiresAt) };
    },

    /** The payload of a secret still unused and unexpired, left as it is; else null. */
    async find(strapi, secret, { userId } = {}) {
      const known = read(secret, userId);
      const entry = known && (await shelf(strapi).find(known.hash, known.userId));
      return entry && entry.expiresAt > Date.now() ? entry.payload : null;
    },

    /** The payload, once: null for a secret unknown, used or (unless `ifExpired` says what to answer) expired. */
    async consume(strapi, secret, { userId, ifExpired = null } = {}) {
      const known = read(secret, userId);
      const entry = known && (await shelf(strapi).take(known.hash, known.userId));
      if (!entry) return null;
      return entry.expiresAt > Date.now() ? entry.payload : ifExpired;
    },

    /** The payloads `userId` holds, unexpired. */
    async heldBy(strapi, userId) {
      return (await shelf(strapi).heldBy(userId, Date.now())).map((entry) => entry.payload);
    },

    removeFor: (strapi, userId) => shelf(strapi).removeFor(userId),
    prune: (strapi) => shelf(strapi).prune(Date.now()),
  };
}

/** Every kind's expired secrets deleted every minute, off the request path; a deleted account's at once. */
function secretsModule(kinds) {
  let pruning;
  return {
    bootstrap({ strapi }) {
      pruning = setInterval(() => {
        Promise.all(kinds.map((kind) => kind.prune(strapi))).catch((error) =>
          strapi.log.warn(`portico-guard: expired single-use secrets not pruned: ${error.message}`),
        );
      }, PRUNE_EVERY_MS).unref();
      strapi.db.lifecycles.subscribe({
        models: [USER],
        async afterDelete(event) {
          const id = event.result?.id;
          if (Number.isInteger(id)) await Promise.all(kinds.map((kind) => kind.removeFor(strapi, id)));
        },
      });
    },
    destroy() {
      clearInterval(pruning);
    },
  };
}

module.exports = { singleUseSecret, secretsModule, table, record, hashSecret, sameHash };
