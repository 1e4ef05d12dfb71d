'use strict';

const { localizeLink } = require('./localize');
const { templatesFor } = require('./templates');

/** The link to a new address in the default locale: `{username}` and `{link}` filled in. */
const DEFAULT_EMAIL = {
  object: 'Confirm your new email address',
  text: [
    'The account "{username}" asked to use this address from now on.',
    '',
    'To confirm, open this link while signed in to that account (it works for 24 hours):',
    '{link}',
    '',
    'If you did not ask for this, ignore this email: nothing changes.',
  ].join('\n'),
};

/** The link to a new address in a site locale (null: the default): its `email_change` words, or `words`. */
function emailChangeIn(byLocale, locale, { username, link }, words = DEFAULT_EMAIL) {
  const own = locale ? templatesFor(byLocale, locale)?.email_change : null;
  const chosen = own ?? words;
  const values = { username, link: locale ? localizeLink(link, locale) : link };
  return { subject: chosen.object, text: chosen.text.replace(/\{(username|link)\}/g, (_, name) => values[name]) };
}

/** A notice's subject and text from a locale's notice words. */
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

/** `at` in `locale`'s words, in UTC (a notice cannot know the reader's zone), named as such. */
function formatWhen(at, locale, timeZone) {
  let format;
  try {
    format = new Intl.DateTimeFormat(locale ?? 'en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  }
  return `${format.format(at)} ${timeZone}`;
}

module.exports = { DEFAULT_EMAIL, emailChangeIn, composeNotice, formatWhen };
