'use strict';

const { coreRecords } = require('../core-store');
const { singleUseSecret, record } = require('../secrets');

// What the plugin keeps of an account beside its user, one core-store record: its notices' language, the devices it
// was seen on (hashes), its last new-device notice, and its notices' codes. Deleted with the account.
const STORE = { type: 'plugin', name: 'portico-guard' };
const DEVICES_KEPT = 50;
const NEW_DEVICE_NOTICE_EVERY_MS = 60 * 60 * 1000;
const keyOf = (userId) => `account-${userId}`;
// `since`: when the account was first seen; its first device is no news to anyone.
const empty = () => ({ locale: null, since: 0, devices: [], lastNewDeviceNoticeAt: 0, codes: [] });

// A notice's code names its account, so that the link alone finds it; `oldEmail`: the address to put back.
const noticeCodes = singleUseSecret({
  lifetimeMs: 30 * 24 * 60 * 60 * 1000,
  format: 'hex',
  withOwner: true,
  shelf: record(STORE, { key: keyOf, list: 'codes', kept: 20, hash: 'hash' }),
});

module.exports = ({ strapi }) => {
  const records = coreRecords(strapi, STORE);
  const read = async (userId) => ({ ...empty(), ...((await records.get(keyOf(userId))) ?? {}) });

  return {
    get: read,

    /** The site locale of the page the account was made or last signed in from. */
    async setLocale(userId, locale) {
      await records.change(keyOf(userId), (current) => {
        const account = { ...empty(), ...current };
        return account.locale === locale ? undefined : { ...account, locale };
      });
    },

    /** Marks the device seen; answers whether to tell its owner: new to an account seen before, at most hourly. */
    async seeDevice(userId, deviceHash) {
      let notify = false;
      await records.change(keyOf(userId), (current) => {
        const account = { ...empty(), ...current };
        const now = Date.now();
        // A device without an id is never remembered: it is new each time.
        const known = deviceHash !== null && account.devices.some((device) => device.hash === deviceHash);
        notify = Boolean(account.since) && !known && now - account.lastNewDeviceNoticeAt >= NEW_DEVICE_NOTICE_EVERY_MS;
        const devices = deviceHash
          ? [{ hash: deviceHash, seenAt: now }, ...account.devices.filter((device) => device.hash !== deviceHash)].slice(0, DEVICES_KEPT)
          : account.devices;
        return { ...account, since: account.since || now, devices, lastNewDeviceNoticeAt: notify ? now : account.lastNewDeviceNoticeAt };
      });
      return { notify };
    },

    /** A new "This wasn't me" code; `oldEmail`: the address to put back, after an email change. */
    async issueCode(userId, { oldEmail = null } = {}) {
      return (await noticeCodes.issue(strapi, { userId, oldEmail })).secret;
    },

    /** The user and the address to put back behind `code`, once; else null. */
    takeCode: (code) => noticeCodes.consume(strapi, code),

    async remove(userId) {
      await records.remove(keyOf(userId));
    },
  };
};

module.exports.noticeCodes = noticeCodes;
