/**
 * The signed-in user's own account. Strapi's `PUT/DELETE /api/users/:id` take any id and accept
 * `role`, `confirmed` and `blocked`, so members are never granted them; these routes act on the
 * token's user only and accept an allow-list of fields (see the controller). Granted to the
 * authenticated role in src/bootstrap/permissions.js.
 *
 * Deleting is a POST: Strapi's body parser leaves DELETE bodies unread, and it needs the password.
 */
const rateLimited = { middlewares: ['plugin::users-permissions.rateLimit'] };

module.exports = {
  routes: [
    { method: 'GET', path: '/account', handler: 'api::account.account.show' },
    // Rate-limited: an email change sends mail.
    { method: 'PUT', path: '/account', handler: 'api::account.account.update', config: rateLimited },
    { method: 'POST', path: '/account/email-confirmation', handler: 'api::account.account.confirmEmail', config: rateLimited },
    { method: 'POST', path: '/account/delete', handler: 'api::account.account.destroy', config: rateLimited },
  ],
};
