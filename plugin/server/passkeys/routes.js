'use strict';

const { own, rateLimited } = require('../plugin-routes');

// Reading is not limited (the account page reads on every visit), nor a passkey sign-in: the sign-in page asks for
// options at every view, a signature cannot be guessed, and a per-address limit would lock out a whole office.
const route = (method, path, handler, { limited = method !== 'GET' } = {}) => ({
  method,
  path,
  handler,
  config: limited ? rateLimited() : own(),
});

module.exports = [
  route('POST', '/auth/passkey/options', 'passkeys.signInOptions', { limited: false }),
  route('POST', '/auth/passkey', 'passkeys.signIn', { limited: false }),
  route('GET', '/account/passkeys', 'passkeys.list'),
  route('POST', '/account/passkeys/options', 'passkeys.registrationOptions'),
  route('POST', '/account/passkeys', 'passkeys.register'),
  route('PUT', '/account/passkeys/:id', 'passkeys.rename'),
  route('POST', '/account/passkeys/:id/delete', 'passkeys.remove'),
  route('POST', '/account/confirm/passkey/options', 'passkeys.confirmOptions'),
  route('POST', '/account/confirm/passkey', 'passkeys.confirm'),
];
