'use strict';

/**
 * strapi.plugin('portico-guard').service('notices'): tells an account's owner, at its address, of a change or a
 * sign-in from a new device, in the account's language, with a "This wasn't me" link. Sent in the background: a
 * mail server that fails never stops the sign-in or change; each notice is tried again, and a failure is logged
 * (without the address).
 */
const DEFAULT_WORDS = require('./notice-words');
const { loadTemplates, templatesFor } = require('../emails/templates');
const { localizeLink } = require('../emails/localize');
const { webUrl } = require('../setup/web-url');
const { defaultLocale } = require('../emails/localized-emails');

/** The waits before each try after the first, which is at once. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000];
const USER = 'plugin::users-permissions.user';

/** A notice's subject and text; pure. `words`: the locale's, else the default's. */
function composeNotice(words, kind, { username, when, device, email, link }) {
  const fill = (text, values) => text.replace(/\{(username|when|device|email|link)\}/g, (_, name) => values[name] ?? '');
  const kindWords = words.kinds[kind];
  const values = { username, when, device: device || words.unknownDevice, email, link };
  const text = [
    fill(words.greeting, values),
    '',
    fill(kindWords.happened, values),
    '',
    words.ifYou,
    kind === 'email-change-asked' || kind === 'email-changed' ? words.ifNotYouEmail : words.ifNotYou,
    link,
  ].join('\n');
  return { subject: kindWords.subject, text };
}

/**
 * Tries `send` until it succeeds: at once, then after each of `delays` (ms). `giveUp(error)` after the last try
 * fails. `wait(ms, next)` schedules a try; timers that keep no process alive by default.
 */
function retrying(send, { delays = RETRY_DELAYS_MS, giveUp, wait = (ms, next) => setTimeout(next, ms).unref() }) {
  const attempt = (index) =>
    Promise.resolve()
      .then(send)
      .catch((error) => (index < delays.length ? wait(delays[index], () => attempt(index + 1)) : giveUp(error)));
  return attempt(0);
}

/** `at` in `locale`'s words, in UTC (the notice cannot know the reader's zone), named as such. */
function formatWhen(at, locale, timeZone) {
  let format;
  try {
    format = new Intl.DateTimeFormat(locale ?? 'en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  }
  return `${format.format(at)} ${timeZone}`;
}

module.exports = ({ strapi }) => {
  let byLocale;
  const record = () => strapi.plugin('portico-guard').service('accountRecord');

  return {
    composeNotice,

    /**
     * Sends `kind`'s notice to the account (to `to` when given: the old address after an email change). Resolves
     * once it is composed; the sending goes on in the background. `email`: the new address, for email changes.
     */
    async notify(userId, kind, { device, email = null, to = null, oldEmail = null } = {}) {
      try {
        const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'username', 'email'] });
        if (!user) return;
        byLocale ??= loadTemplates();
        const { locale } = await record().get(userId);
        const fallback = await defaultLocale(strapi);
        const own = locale && locale !== fallback ? templatesFor(byLocale, locale)?.notices : null;
        const words = own ?? DEFAULT_WORDS;
        const code = await record().issueCode(userId, { oldEmail });
        const path = `${webUrl(strapi)}/secure-account?code=${code}`;
        const link = locale && locale !== fallback ? localizeLink(path, locale) : path;
        const when = formatWhen(new Date(), own ? locale : fallback, words.timeZone);
        const message = {
          to: to ?? user.email,
          ...composeNotice(words, kind, { username: user.username, when, device: device?.name, email, link }),
        };
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

module.exports.composeNotice = composeNotice;
module.exports.retrying = retrying;
module.exports.RETRY_DELAYS_MS = RETRY_DELAYS_MS;
