'use strict';

/**
 * strapi.plugin('portico-guard').service('emails'): what the own-account routes need to send
 * their email in the page's language.
 */
const { siteLocale } = require('../emails/localized-emails');
const { loadTemplates } = require('../emails/templates');
const { emailChangeIn } = require('../emails/email-change');

module.exports = ({ strapi }) => {
  let byLocale;
  return {
    /** `requested` when it is one of the site's locales other than the default; else null. */
    siteLocale: (requested) => siteLocale(strapi, requested),
    /** The link to a new address in `locale` (null: the default), from `words` when the locale has none. */
    emailChange(locale, values, words) {
      byLocale ??= loadTemplates();
      return emailChangeIn(byLocale, locale, values, words);
    },
  };
};
