'use strict';

/**
 * The reset-password and confirmation emails in the language of the page they were asked from.
 *
 * The site asks with `?locale={code}` on the users-permissions routes that send them
 * (POST /api/auth/forgot-password, /api/auth/local/register, /api/auth/send-email-confirmation),
 * and the confirmation link carries it back (GET /api/auth/email-confirmation?confirmation=…&locale=…).
 * Only a locale of the site's i18n plugin other than the default counts; anything else leaves the
 * request exactly as Strapi answers it without the plugin.
 *
 * Strapi's own controllers still do all the work: during such a request (and only then) the
 * users-permissions settings they read from the core store come back in the locale: the `email`
 * templates from ./templates, the `advanced` links (`email_reset_password`,
 * `email_confirmation_redirection`) in that locale's pages. Nothing is written to the store.
 */
const { AsyncLocalStorage } = require('async_hooks');
const { loadTemplates, templatesFor } = require('./templates');
const { localizedAdvanced, localizedEmails } = require('./localize');
const { onRoutes } = require('../plugin-routes');

/** The routes whose emails (or, for the confirmation link, whose redirect) follow the locale. */
const LOCALIZED_HANDLERS = ['auth.forgotPassword', 'auth.register', 'auth.sendEmailConfirmation', 'auth.emailConfirmation'];

const requestLocale = new AsyncLocalStorage();

/** The site's default locale's code; null without the i18n plugin. */
async function defaultLocale(strapi) {
  return (await strapi.plugin('i18n')?.service('locales').getDefaultLocale()) ?? null;
}

/** The requested locale's code when it is one of the site's locales other than the default; else null. */
async function siteLocale(strapi, requested) {
  if (typeof requested !== 'string' || !requested || requested.length > 35) return null;
  const locales = strapi.plugin('i18n')?.service('locales');
  if (!locales) return null;
  const [locale, defaultCode] = await Promise.all([locales.findByCode(requested), locales.getDefaultLocale()]);
  return locale && locale.code === requested && requested !== defaultCode ? requested : null;
}

/** register(): the route middleware that reads `?locale=` on the routes above. */
function localeOnEmailRoutes(strapi) {
  const byLocale = loadTemplates();
  const middleware = async (ctx, next) => {
    const code = await siteLocale(strapi, ctx.query?.locale);
    if (!code) return next();
    return requestLocale.run({ code, templates: templatesFor(byLocale, code) }, next);
  };
  onRoutes(strapi, 'users-permissions', LOCALIZED_HANDLERS, middleware);
}

/** Runs `work` as a request from `code`'s pages would: users-permissions' emails sent meanwhile are in it. */
let loaded;
async function inEmailLocale(strapi, code, work) {
  if (!code) return work();
  loaded ??= loadTemplates();
  return requestLocale.run({ code, templates: templatesFor(loaded, code) }, work);
}

/** bootstrap(): the store, read during a localized request, answers the settings in its locale. */
function localizedSettingsInRequests(strapi) {
  const store = strapi.store;
  const read = store.get;
  store.get = async function get(params) {
    const value = await read.call(this, params);
    const locale = requestLocale.getStore();
    if (!locale || params?.type !== 'plugin' || params?.name !== 'users-permissions') return value;
    if (params.key === 'email') return localizedEmails(value, locale.code, locale.templates);
    if (params.key === 'advanced') return localizedAdvanced(value, locale.code);
    return value;
  };
}

module.exports = { localeOnEmailRoutes, localizedSettingsInRequests, inEmailLocale, siteLocale, defaultLocale, LOCALIZED_HANDLERS };
