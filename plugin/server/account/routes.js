'use strict';

const { own, rateLimited } = require('../plugin-routes');

// Strapi's PUT/DELETE /api/users/:id take any id and accept role, confirmed and blocked, so members are never granted
// them; these act on the token's user alone, on an allow-list of fields. Deleting is a POST: Strapi's body parser
// leaves DELETE bodies unread.
module.exports = [
  { method: 'GET', path: '/account', handler: 'account.show', config: own() },
  { method: 'PUT', path: '/account', handler: 'account.update', config: rateLimited() },
  { method: 'POST', path: '/account/email-confirmation', handler: 'account.confirmEmail', config: rateLimited() },
  { method: 'POST', path: '/account/confirm', handler: 'account.confirm', config: rateLimited() },
  { method: 'POST', path: '/account/delete', handler: 'account.destroy', config: rateLimited() },
  { method: 'GET', path: '/account/activity', handler: 'account.activity', config: own() },
  { method: 'GET', path: '/account/posts', handler: 'account.posts', config: own() },
  // Granted to visitors too: a notice's link works for whoever holds the email, signed in or not.
  { method: 'POST', path: '/account/secure', handler: 'account.secure', config: rateLimited() },
  // A POST: it carries the proof; the answer is a ZIP, streamed.
  { method: 'POST', path: '/account/export', handler: 'account.exportData', config: rateLimited() },
];
