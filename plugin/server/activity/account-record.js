'use strict';

const crypto = require('crypto');

/**
 * strapi.plugin('portico-guard').service('accountRecord'): what the plugin keeps about an account besides its
 * user: the language its notices are written in, the devices it was seen on (hashes), when it was last told of a
 * new device, and the codes of its notices' "This wasn't me" links (hashes). One record per user in Strapi's core
 * store, deleted with the account.
 */
const DEVICES_KEPT = 50;
const CODES_KEPT = 20;
const CODE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const NEW_DEVICE_NOTICE_EVERY_MS = 60 * 60 * 1000;

const store = (strapi) => strapi.store({ type: 'plugin', name: 'portico-guard' });
const keyOf = (userId) => `account-${userId}`;
const hash = (code) => crypto.createHash('sha256').update(code).digest('hex');
// `since`: when the account was first seen; its first device is no news to anyone.
const empty = () => ({ locale: null, since: 0, devices: [], lastNewDeviceNoticeAt: 0, codes: [] });

module.exports = ({ strapi }) => {
  async function read(userId) {
    return { ...empty(), ...((await store(strapi).get({ key: keyOf(userId) })) ?? {}) };
  }
  async function write(userId, record) {
    await store(strapi).set({ key: keyOf(userId), value: record });
  }

  return {
    async get(userId) {
      return read(userId);
    },

    /** The site locale of the page the account was made or last signed in from. */
    async setLocale(userId, locale) {
      const record = await read(userId);
      if (record.locale === locale) return;
      await write(userId, { ...record, locale });
    },

    /**
     * Marks the device seen; answers whether its owner should be told: a device new to an account seen before,
     * at most once an hour. A device without an id is never remembered, so it is new each time.
     */
    async seeDevice(userId, deviceHash) {
      const record = await read(userId);
      const known = deviceHash !== null && record.devices.some((device) => device.hash === deviceHash);
      const now = Date.now();
      const devices = deviceHash
        ? [{ hash: deviceHash, seenAt: now }, ...record.devices.filter((device) => device.hash !== deviceHash)].slice(0, DEVICES_KEPT)
        : record.devices;
      const notify = Boolean(record.since) && !known && now - record.lastNewDeviceNoticeAt >= NEW_DEVICE_NOTICE_EVERY_MS;
      await write(userId, {
        ...record,
        since: record.since || now,
        devices,
        lastNewDeviceNoticeAt: notify ? now : record.lastNewDeviceNoticeAt,
      });
      return { notify };
    },

    /** A new "This wasn't me" code; `oldEmail`: the address to put back, after an email change. */
    async issueCode(userId, { oldEmail = null } = {}) {
      const code = `${userId}.${crypto.randomBytes(32).toString('hex')}`;
      const record = await read(userId);
      const now = Date.now();
      const codes = [{ hash: hash(code), oldEmail, expiresAt: now + CODE_LIFETIME_MS }, ...record.codes.filter((c) => c.expiresAt > now)];
      await write(userId, { ...record, codes: codes.slice(0, CODES_KEPT) });
      return code;
    },

    /** The user and the address to put back behind `code`, or null; the code is used up. */
    async takeCode(code) {
      const match = typeof code === 'string' ? /^([1-9][0-9]{0,15})\.[0-9a-f]{64}$/.exec(code) : null;
      if (!match) return null;
      const userId = Number(match[1]);
      const record = await read(userId);
      const wanted = Buffer.from(hash(code), 'hex');
      const found = record.codes.find((c) => c.expiresAt > Date.now() && crypto.timingSafeEqual(Buffer.from(c.hash, 'hex'), wanted));
      if (!found) return null;
      await write(userId, { ...record, codes: record.codes.filter((c) => c !== found) });
      return { userId, oldEmail: found.oldEmail };
    },

    async remove(userId) {
      await store(strapi).delete({ key: keyOf(userId) });
    },
  };
};
