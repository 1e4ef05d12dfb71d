'use strict';

const { deviceOf } = require('../device');
const { defaultLocale, siteLocale } = require('../site');

/** A member's security events of the last 90 days, newest first; older ones go as new ones are written. */
const EVENT = 'plugin::portico-guard.account-event';
const KEPT_MS = 90 * 24 * 60 * 60 * 1000;
// An account signing in all day long must not grow a page past reading.
const LISTED = 200;

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const events = () => strapi.db.query(EVENT);
  const oldest = () => new Date(Date.now() - KEPT_MS);

  return {
    /** `device`: { name } from the request; `provider` for sign-ins. Never throws: activity must not stop what it records. */
    async record(userId, kind, { device, provider } = {}) {
      try {
        await events().create({ data: { userId, kind, occurredAt: new Date(), device: device?.name ?? null, provider: provider ?? null } });
        await events().deleteMany({ where: { userId, occurredAt: { $lt: oldest() } } });
      } catch (error) {
        strapi.log.error(`portico-guard: account activity not recorded (${kind}): ${error.message}`);
      }
    },

    /** Recorded, and the account's owner told. */
    async tell(userId, kind, details = {}) {
      await this.record(userId, kind, details);
      await guard().service('notices').notify(userId, kind, details);
    },

    /** A complete sign-in: the page's language kept for the notices, recorded, and a new device told. */
    async recordSignIn(ctx, userId, provider) {
      const record = guard().service('accountRecord');
      const device = deviceOf(ctx);
      try {
        await record.setLocale(userId, (await siteLocale(strapi, ctx.query?.locale)) ?? (await defaultLocale(strapi)));
        await this.record(userId, 'signed-in', { device, provider });
        if ((await record.seeDevice(userId, device.hash)).notify) await guard().service('notices').notify(userId, 'new-device', { device });
      } catch (error) {
        // What follows a sign-in never undoes it.
        strapi.log.error(`portico-guard: account activity after a sign-in failed: ${error.message}`);
      }
    },

    async list(userId) {
      const rows = await events().findMany({
        where: { userId, occurredAt: { $gte: oldest() } },
        orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
        limit: LISTED,
        select: ['kind', 'occurredAt', 'device', 'provider'],
      });
      return rows.map(({ kind, occurredAt, device, provider }) => ({
        kind,
        at: new Date(occurredAt).toISOString(),
        device: device ?? null,
        provider: provider ?? null,
      }));
    },

    async removeFor(userId) {
      await events().deleteMany({ where: { userId } });
    },

    /** Every account's events past 90 days: for accounts that stopped signing in. */
    async prune() {
      await events().deleteMany({ where: { occurredAt: { $lt: oldest() } } });
    },
  };
};
