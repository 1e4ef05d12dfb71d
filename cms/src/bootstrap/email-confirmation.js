const { env, isBlank } = require('../utils/env');

// Written at every start when set (the tests turn confirmation on and off); unset, the admin panel's choice stays.
async function applyEmailConfirmation(strapi) {
  if (isBlank('EMAIL_CONFIRMATION')) return;
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = (await store.get({ key: 'advanced' })) || {};
  await store.set({ key: 'advanced', value: { ...advanced, email_confirmation: env.bool('EMAIL_CONFIRMATION') } });
}

module.exports = { applyEmailConfirmation };
