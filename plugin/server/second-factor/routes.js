'use strict';

/**
 * The second step of a sign-in, and the member's own authenticator app. Own account routes: turned off with the
 * `accountRoutes` setting, as the rest of /api/account.
 */
const route = (method, path, handler) => ({
  method,
  path,
  handler,
  // A new object for each route: Strapi writes the route's permission scope into its config. Reading is not
  // limited (the account page reads on every visit); every write is, per address, as users-permissions' own.
  config: { prefix: '', policies: [], middlewares: method === 'GET' ? [] : ['plugin::users-permissions.rateLimit'] },
});

module.exports = [
  route('POST', '/auth/second-factor', 'secondFactor.complete'),
  route('GET', '/account/second-factor', 'secondFactor.show'),
  route('POST', '/account/second-factor/setup', 'secondFactor.setUp'),
  route('POST', '/account/second-factor/enable', 'secondFactor.enable'),
  route('POST', '/account/second-factor/disable', 'secondFactor.disable'),
  route('POST', '/account/second-factor/recovery-codes', 'secondFactor.renewRecoveryCodes'),
];
