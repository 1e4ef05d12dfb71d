'use strict';

/** The address members open Portico at, without a trailing slash: links in emails point there. */
function webUrl(strapi) {
  return (strapi.config.get('plugin::portico-guard.webUrl') ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** The site's default locale's code; null without the i18n plugin. */
async function defaultLocale(strapi) {
  return (await strapi.plugin('i18n')?.service('locales').getDefaultLocale()) ?? null;
}

/** `requested` when it is one of the site's locales other than the default; else null. */
async function siteLocale(strapi, requested) {
  if (typeof requested !== 'string' || !requested || requested.length > 35) return null;
  const locales = strapi.plugin('i18n')?.service('locales');
  if (!locales) return null;
  const [locale, defaultCode] = await Promise.all([locales.findByCode(requested), locales.getDefaultLocale()]);
  return locale && locale.code === requested && requested !== defaultCode ? requested : null;
}

/** Whether a content type has a version per locale (i18n's own setting on it). */
const isLocalized = (contentType) => contentType?.pluginOptions?.i18n?.localized === true;

module.exports = { webUrl, defaultLocale, siteLocale, isLocalized };
