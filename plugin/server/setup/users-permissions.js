'use strict';

const { webUrl } = require('../site');

// The users-permissions emails' links on the app's pages, when its address is set; else the admin panel's stay.
const ADVANCED = { type: 'plugin', name: 'users-permissions' };

// users-permissions' own first values: on a new database this may run before its bootstrap writes them.
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
