const { env, isBlank } = require('../utils/env');

/**
 * Points the users-permissions emails at the web app and applies EMAIL_CONFIRMATION when set.
 * WEB_URL is the address users open Portico at.
 */
async function configureUsersPermissions(strapi) {
  const webUrl = (process.env.WEB_URL || 'http://localhost:3000').replace(/\/$/, '');
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = (await store.get({ key: 'advanced' })) || {};
  await store.set({
    key: 'advanced',
    value: {
      ...advanced,
      email_reset_password: `${webUrl}/reset-password`,
      email_confirmation_redirection: `${webUrl}/login?confirmed=1`,
      // Left alone unless set (blank counts as unset), so a choice made in the admin panel survives restarts.
      ...(isBlank('EMAIL_CONFIRMATION') ? {} : { email_confirmation: env.bool('EMAIL_CONFIRMATION') }),
    },
  });
}

module.exports = { configureUsersPermissions };
