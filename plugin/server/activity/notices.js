'use strict';

const { webUrl } = require('../site');

// An account's owner told of a change or a new device, with a "This wasn't me" link: sent in the background and tried
// again, so that a failing mail server never stops the sign-in or change.
// The waits before each try after the first, which is at once.
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000];
const USER = 'plugin::users-permissions.user';

/** Tries `send` at once, then after each of `delays` until it succeeds; `giveUp(error)` after the last. */
function retrying(send, { delays = RETRY_DELAYS_MS, giveUp, wait = (ms, next) => setTimeout(next, ms).unref() }) {
  const attempt = (index) =>
    Promise.resolve()
      .then(send)
      .catch((error) => (index < delays.length ? wait(delays[index], () => attempt(index + 1)) : giveUp(error)));
  return attempt(0);
}

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');

  return {
    /**
     * Sends `kind`'s notice to the account (to `to`: the old address after an email change), in the background once
     * composed. `email`: the new address, for email changes; `oldEmail`: the one the link puts back.
     */
    async notify(userId, kind, { device, email = null, to = null, oldEmail = null } = {}) {
      try {
        const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'username', 'email'] });
        if (!user) return;
        const record = guard().service('accountRecord');
        const { locale } = await record.get(userId);
        const code = await record.issueCode(userId, { oldEmail });
        const link = `${webUrl(strapi)}/secure-account?code=${code}`;
        const words = await guard().service('emails').notice(kind, locale, { username: user.username, device: device?.name, email, link });
        const message = { to: to ?? user.email, ...words };
        void retrying(() => strapi.plugin('email').service('email').send(message), {
          giveUp: (error) =>
            strapi.log.error(
              `portico-guard: the ${kind} notice to user ${userId} could not be sent after ${RETRY_DELAYS_MS.length + 1} tries: ${error.message}`,
            ),
        });
      } catch (error) {
        strapi.log.error(`portico-guard: the ${kind} notice to user ${userId} was not sent: ${error.message}`);
      }
    },
  };
};

module.exports.retrying = retrying;
