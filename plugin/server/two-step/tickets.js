'use strict';

const { singleUseSecret, table } = require('../secrets');

/** A sign-in waiting for its code: the ticket the client holds completes it once, within 5 minutes. */
const tickets = singleUseSecret({
  lifetimeMs: 5 * 60 * 1000,
  hashPrefix: 'portico-ticket:',
  shelf: table('plugin::portico-guard.sign-in-ticket', { hash: 'tokenHash', fields: ['via', 'deviceId'] }),
});

module.exports = { tickets };
