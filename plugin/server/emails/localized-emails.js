'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');
const { loadTemplates, templatesFor } = require('./templates');
const { localizedAdvanced, localizedEmails } = require('./localize');
const { onRoutes } = require('../plugin-routes');
const { siteLocale } = require('../site');

// The reset-password and confirmation emails in the language of the page that asked (`?locale=` on the routes that
// send them; the confirmation link carries it back). Strapi's controllers do the work: during such a request the
// users-permissions settings they read come back in that locale, its templates and its pages' links. A locale the
// site lacks, or the default one, leaves the request as Strapi answers it alone.
const LOCALIZED_HANDLERS = ['auth.forgotPassword', 'auth.register', 'auth.sendEmailConfirmation', 'auth.emailConfirmation'];

const requestLocale = new AsyncLocalStorage();

function localeOnEmailRoutes(strapi) {
  const byLocale = loadTemplates();
  const middleware = async (ctx, next) => {
    const code = await siteLocale(strapi, ctx.query?.locale);
    if (!code) return next();
    return requestLocale.run({ code, templates: templatesFor(byLocale, code) }, next);
  };
  onRoutes(strapi, 'users-permissions', LOCALIZED_HANDLERS, middleware);
}

let loaded;
/** Runs `work` as a request from `code`'s pages would (null: the default's). */
async function inEmailLocale(strapi, code, work) {
  if (!code) return work();
  loaded ??= loadTemplates();
  return requestLocale.run({ code, templates: templatesFor(loaded, code) }, work);
}

/** The core store, read during a localized request, answers the users-permissions settings in its locale. */
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

module.exports = { localeOnEmailRoutes, localizedSettingsInRequests, inEmailLocale };
