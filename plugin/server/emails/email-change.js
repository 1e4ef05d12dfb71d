'use strict';

/**
 * Portico's own account email, the link that makes a new address the account's
 * (cms/src/api/account), in a site locale: the words of `email_change` in templates/{code}.js, or the
 * caller's own (the default locale's) when the locale has none, with the link on that locale's page.
 */
const { localizeLink } = require('./localize');
const { templatesFor } = require('./templates');

/** `words`: the default `{ object, text }`, `{username}` and `{link}` in the text. */
function emailChangeIn(byLocale, locale, { username, link }, words) {
  const own = locale ? templatesFor(byLocale, locale)?.email_change : null;
  const chosen = own ?? words;
  const values = { username, link: locale ? localizeLink(link, locale) : link };
  return { subject: chosen.object, text: chosen.text.replace(/\{(username|link)\}/g, (_, name) => values[name]) };
}

module.exports = { emailChangeIn };
