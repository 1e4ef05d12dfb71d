'use strict';

const NOTICE_WORDS = require('./notice-words');
const { defaultLocale, siteLocale } = require('../site');
const { loadTemplates, templatesFor } = require('./templates');
const { localizeLink } = require('./localize');
const { inEmailLocale } = require('./localized-emails');
const { composeNotice, emailChangeIn, formatWhen } = require('./own-emails');

/** Portico's emails in a site locale, for the features that send them. */
module.exports = ({ strapi }) => {
  let byLocale;
  const templates = () => (byLocale ??= loadTemplates());
  // `locale` unless it is the default one.
  const other = async (locale) => (locale && locale !== (await defaultLocale(strapi)) ? locale : null);

  return {
    siteLocale: (requested) => siteLocale(strapi, requested),

    /** The link to a new address in `locale` (null: the default). */
    emailChange: (locale, values) => emailChangeIn(templates(), locale, values),

    /** A notice's subject and text in the account's `locale`; `link` leads to that locale's page. */
    async notice(kind, locale, { username, device, email, link }) {
      const own = await other(locale);
      const words = (own && templatesFor(templates(), own)?.notices) || NOTICE_WORDS;
      const when = formatWhen(new Date(), words === NOTICE_WORDS ? await defaultLocale(strapi) : own, words.timeZone);
      return composeNotice(words, kind, { username, when, device, email, link: own ? localizeLink(link, own) : link });
    },

    /** Runs `work` as a request from `locale`'s pages would: users-permissions' emails sent meanwhile are in it. */
    inLocale: async (locale, work) => inEmailLocale(strapi, await other(locale), work),
  };
};
