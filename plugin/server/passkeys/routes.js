'use strict';

/** Passkey sign-in, and the member's own passkeys. Own account routes: off with the `accountRoutes` setting. */
const route = (method, path, handler) => ({
  method,
  path,
  handler,
  // A new object for each route: Strapi writes the route's permission scope into its config.
  config: { prefix: '', policies: [], middlewares: ['plugin::users-permissions.rateLimit'] },
});

module.exports = [
  route('POST', '/auth/passkey/options', 'passkeys.signInOptions'),
  route('POST', '/auth/passkey', 'passkeys.signIn'),
  route('GET', '/account/passkeys', 'passkeys.list'),
  route('POST', '/account/passkeys/options', 'passkeys.registrationOptions'),
  route('POST', '/account/passkeys', 'passkeys.register'),
  route('PUT', '/account/passkeys/:id', 'passkeys.rename'),
  route('POST', '/account/passkeys/:id/delete', 'passkeys.remove'),
  route('POST', '/account/confirm/passkey/options', 'passkeys.confirmOptions'),
  route('POST', '/account/confirm/passkey', 'passkeys.confirm'),
];
