'use strict';

const { errors } = require('@strapi/utils');
const codes = require('./codes');
const { fieldError, invalid } = require('../http');
const { webUrl } = require('../site');

// A member's authenticator app and recovery codes. Every change is compare-and-set on the entry's revision, so that
// a code is used once even when two requests on two instances bring it at once. Wrong codes are counted on the
// account, whatever address sends them.
const UID = 'plugin::portico-guard.second-factor';
const TRIES = 5;
// Another request changed the entry meanwhile: read it again.
const RETRY = Symbol('retry');

const WORDS = {
  none: 'This account has no authenticator app.',
  already: 'An authenticator app is already on for this account. Turn it off first to set up another.',
  noSetup: 'Start the setup again: it was not found or has already been used.',
  empty: 'Type the 6-digit code your authenticator app shows, or one of your recovery codes.',
  emptySetup: 'Type the 6-digit code your authenticator app shows.',
  wrong: 'That code is not right. Check that the time on your device is set automatically, or use a recovery code.',
  wrongSetup: 'That code is not right. Check that you scanned the code on this page and that the time on your device is set automatically.',
  locked: (seconds) => `Too many wrong codes for this account. Try again in ${seconds} seconds.`,
};

module.exports = ({ strapi }) => {
  const query = () => strapi.db.query(UID);
  const find = (userId) => query().findOne({ where: { userId } });

  /** Writes `data` over `row` if nobody changed it since it was read. */
  async function swap(row, data) {
    const revision = row.revision ?? 0;
    const { count } = await query().updateMany({ where: { id: row.id, revision }, data: { ...data, revision: revision + 1 } });
    return count === 1;
  }

  /** Retries `work(row)` on a fresh read while another request changed the entry under it. */
  async function withEntry(userId, work) {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const outcome = await work(await find(userId));
      if (outcome !== RETRY) return outcome;
    }
    throw new errors.ApplicationError('The account is busy. Try again in a moment.');
  }

  function newRecoveryCodes() {
    const list = codes.newRecoveryCodes();
    return { list, hashes: list.map(codes.hashRecoveryCode) };
  }

  return {
    WORDS,

    async enabled(userId) {
      return Boolean((await find(userId))?.secret);
    },

    /** The name an authenticator app shows beside the account: the `secondFactorIssuer` config, else the app's host. */
    issuer() {
      return strapi.config.get('plugin::portico-guard.secondFactorIssuer') ?? new URL(webUrl(strapi)).host;
    },

    /** What the account page shows; a setup under way gives its secret back (it is not on yet). */
    async status(userId, { label } = {}) {
      const issuer = this.issuer();
      const row = await find(userId);
      return {
        enabled: Boolean(row?.secret),
        enabledAt: row?.secret ? row.enabledAt : null,
        recoveryCodesLeft: row?.secret ? (row.recoveryCodes ?? []).length : 0,
        setup:
          row?.pendingSecret && !row.secret ? { secret: row.pendingSecret, uri: codes.keyUri(row.pendingSecret, { issuer, label }) } : null,
      };
    },

    /** A new secret for the account, waiting for its first code. */
    async begin(user, { issuer }) {
      return withEntry(user.id, async (row) => {
        if (row?.secret) throw invalid([fieldError('code', WORDS.already)]);
        const pendingSecret = codes.newSecret();
        if (!row) await query().create({ data: { userId: user.id, username: user.username, pendingSecret, failures: 0, revision: 0 } });
        else if (!(await swap(row, { pendingSecret, username: user.username }))) return RETRY;
        return { secret: pendingSecret, uri: codes.keyUri(pendingSecret, { issuer, label: user.username }) };
      });
    },

    /** Turns the app on with its first code; answers the recovery codes, shown once. */
    async enable(userId, code) {
      return withEntry(userId, async (row) => {
        if (row?.secret) throw invalid([fieldError('code', WORDS.already)]);
        if (!row?.pendingSecret) throw invalid([fieldError('code', WORDS.noSetup)]);
        if (!codes.isTotpCode(code ?? '')) throw invalid([fieldError('code', code ? WORDS.wrongSetup : WORDS.emptySetup)]);
        const step = codes.codeStep(row.pendingSecret, code);
        if (step === null) throw invalid([fieldError('code', WORDS.wrongSetup)]);
        const { list, hashes } = newRecoveryCodes();
        const on = await swap(row, {
          secret: row.pendingSecret,
          pendingSecret: null,
          enabledAt: new Date(),
          lastStep: step,
          recoveryCodes: hashes,
          failures: 0,
          lockedUntil: null,
        });
        return on ? { recoveryCodes: list } : RETRY;
      });
    },

    /** Uses up a code or a recovery code: { method, recoveryCodesLeft }; a ValidationError when wrong, 429 while locked. */
    async verify(userId, code, { now = Date.now } = {}) {
      return withEntry(userId, async (row) => {
        if (!row?.secret) throw invalid([fieldError('code', WORDS.none)]);
        const at = now();
        const lockedFor = row.lockedUntil ? new Date(row.lockedUntil).getTime() - at : 0;
        if (lockedFor > 0) {
          const seconds = Math.ceil(lockedFor / 1000);
          throw new errors.RateLimitError(WORDS.locked(seconds), { retryAfterSeconds: seconds });
        }
        const typed = typeof code === 'string' ? code.trim() : '';
        if (!typed) throw invalid([fieldError('code', WORDS.empty)]);
        const recovery = row.recoveryCodes ?? [];
        let used = null;
        if (codes.isTotpCode(typed)) {
          const step = codes.codeStep(row.secret, typed, at);
          if (step !== null && step > (row.lastStep ?? -1)) used = { data: { lastStep: step }, method: 'totp', left: recovery.length };
        } else {
          const hash = codes.hashRecoveryCode(typed);
          if (recovery.includes(hash)) {
            used = { data: { recoveryCodes: recovery.filter((kept) => kept !== hash) }, method: 'recovery', left: recovery.length - 1 };
          }
        }
        if (used) {
          if (!(await swap(row, { ...used.data, failures: 0, lockedUntil: null }))) return RETRY;
          return { method: used.method, recoveryCodesLeft: used.left };
        }
        const failures = (row.failures ?? 0) + 1;
        const wait = codes.lockMs(failures);
        if (!(await swap(row, { failures, lockedUntil: wait ? new Date(at + wait) : null }))) return RETRY;
        throw invalid([fieldError('code', WORDS.wrong)]);
      });
    },

    /** A new set of recovery codes; the old ones stop working. */
    async renewRecoveryCodes(userId) {
      return withEntry(userId, async (row) => {
        if (!row?.secret) throw invalid([fieldError('code', WORDS.none)]);
        const { list, hashes } = newRecoveryCodes();
        return (await swap(row, { recoveryCodes: hashes })) ? { recoveryCodes: list } : RETRY;
      });
    },

    /** Turns the app off (the entry stays, empty: an administrator's delete is what tells its owner). */
    async disable(userId) {
      return withEntry(userId, async (row) => {
        if (!row?.secret) return null;
        const off = await swap(row, {
          secret: null,
          pendingSecret: null,
          enabledAt: null,
          lastStep: null,
          recoveryCodes: [],
          failures: 0,
          lockedUntil: null,
        });
        return off ? null : RETRY;
      });
    },

    /** With the account. */
    async remove(userId) {
      await query().deleteMany({ where: { userId } });
    },
  };
};
