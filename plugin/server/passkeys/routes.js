'use strict';

/** Passkey sign-in, and the member's own passkeys. Own account routes: off with the `accountRoutes` setting. */
const { own, rateLimited } = require('../account/own-routes');

// Reading is not limited (the account page reads on every visit); the member's changes are, per address. A passkey
// sign-in is not: every visit to the sign-in page asks for options (its autofill), a signature cannot be guessed,
// and a per-address limit would lock out everyone behind one office's address.
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
