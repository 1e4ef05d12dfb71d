'use strict';

const { webUrl } = require('./web-url');

/**
 * Points the users-permissions emails at the app: the reset link at its reset page, a confirmed
 * address back to its sign-in page (the localized emails add the page's locale). Only when the
 * app's address is set (`webUrl`, WEB_URL): without it the admin panel's choice stays, and the check
 * reports the addresses it does not expect.
 */
const ADVANCED = { type: 'plugin', name: 'users-permissions' };

/**
 * users-permissions' own first values: on a new database this may run before its bootstrap, which
 * writes them only when nothing is stored yet.
 */
const FIRST_ADVANCED = {
  unique_email: true,
  allow_register: true,
  email_confirmation: false,
  email_reset_password: null,
  email_confirmation_redirection: null,
  default_role: 'authenticated',
};

/** The advanced settings Portico's pages need, from the app's address. */
const expectedAddresses = (strapi) => ({
  email_reset_password: `${webUrl(strapi)}/reset-password`,
  email_confirmation_redirection: `${webUrl(strapi)}/login?confirmed=1`,
});

async function pointEmailsAtApp(strapi) {
  if (!strapi.config.get('plugin::portico-guard.webUrl')) return;
  const store = strapi.store(ADVANCED);
  const advanced = (await store.get({ key: 'advanced' })) || FIRST_ADVANCED;
  await store.set({ key: 'advanced', value: { ...advanced, ...expectedAddresses(strapi) } });
}

module.exports = { ADVANCED, expectedAddresses, pointEmailsAtApp };
