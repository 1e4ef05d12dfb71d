'use strict';

const { own, rateLimited } = require('../plugin-routes');

// Reading is not limited (the account page reads on every visit); every change is.
const route = (method, path, handler) => ({ method, path, handler, config: method === 'GET' ? own() : rateLimited() });

// The controller's name, and these paths, are what operators grant and clients call: they stay.
module.exports = [
  route('POST', '/auth/second-factor', 'secondFactor.complete'),
  route('GET', '/account/second-factor', 'secondFactor.show'),
  route('POST', '/account/second-factor/setup', 'secondFactor.setUp'),
  route('POST', '/account/second-factor/enable', 'secondFactor.enable'),
  route('POST', '/account/second-factor/disable', 'secondFactor.disable'),
  route('POST', '/account/second-factor/recovery-codes', 'secondFactor.renewRecoveryCodes'),
];
