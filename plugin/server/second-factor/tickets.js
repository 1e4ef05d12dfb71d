'use strict';

const crypto = require('node:crypto');

/**
 * strapi.plugin('portico-guard').service('signInTickets'): a sign-in waiting for its second step. The ticket is
 * 256 random bits given to the client; only its hash is stored. It lives 5 minutes and completes once.
 */
const UID = 'plugin::portico-guard.sign-in-ticket';
const LIFETIME_MS = 5 * 60 * 1000;

const hash = (ticket) => crypto.createHash('sha256').update(`portico-ticket:${ticket}`).digest('hex');
const wellFormed = (ticket) => typeof ticket === 'string' && /^[A-Za-z0-9_-]{43}$/.test(ticket);

module.exports = ({ strapi }) => {
  const query = () => strapi.db.query(UID);

  return {
    LIFETIME_MS,

    async issue(userId, { via, deviceId }) {
      const now = Date.now();
      const ticket = crypto.randomBytes(32).toString('base64url');
      await query().create({
        data: { tokenHash: hash(ticket), userId, via, deviceId: deviceId ?? null, expiresAt: new Date(now + LIFETIME_MS) },
      });
      return { ticket, expiresAt: new Date(now + LIFETIME_MS).toISOString() };
    },

    /** The waiting sign-in behind `ticket`, or null when unknown, used or past its 5 minutes. */
    async find(ticket) {
      if (!wellFormed(ticket)) return null;
      const row = await query().findOne({ where: { tokenHash: hash(ticket) } });
      return row && new Date(row.expiresAt).getTime() > Date.now() ? row : null;
    },

    /** Uses the ticket up; false when another request did first. */
    async finish(ticket) {
      const { count } = await query().deleteMany({ where: { tokenHash: hash(ticket) } });
      return count === 1;
    },

    /** Tickets past their 5 minutes (never usable: find checks the time), deleted by the plugin every minute. */
    async prune() {
      await query().deleteMany({ where: { expiresAt: { $lt: new Date() } } });
    },

    async removeFor(userId) {
      await query().deleteMany({ where: { userId } });
    },
  };
};
