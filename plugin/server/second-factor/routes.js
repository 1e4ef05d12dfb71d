'use strict';

/**
 * The second step of a sign-in, and the member's own authenticator app. Own account routes: turned off with the
 * `accountRoutes` setting, as the rest of /api/account.
 */
const { own, rateLimited } = require('../account/own-routes');

// Reading is not limited (the account page reads on every visit); every change is.
const route = (method, path, handler) => ({ method, path, handler, config: method === 'GET' ? own() : rateLimited() });

module.exports = [
  route('POST', '/auth/second-factor', 'secondFactor.complete'),
  route('GET', '/account/second-factor', 'secondFactor.show'),
  route('POST', '/account/second-factor/setup', 'secondFactor.setUp'),
  route('POST', '/account/second-factor/enable', 'secondFactor.enable'),
  route('POST', '/account/second-factor/disable', 'secondFactor.disable'),
  route('POST', '/account/second-factor/recovery-codes', 'secondFactor.renewRecoveryCodes'),
];
