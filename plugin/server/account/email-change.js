'use strict';

const { singleUseSecret, record } = require('../secrets');
const { webUrl } = require('../site');

// A new address waits until its link is followed signed in to the same account: a mail scanner opening links, or
// someone who sees one, cannot apply it. One per account: a new request replaces the old.
const emailCodes = singleUseSecret({
  lifetimeMs: 24 * 60 * 60 * 1000,
  format: 'hex',
  // Keyed as when these routes were the app's own api::account, so that pending changes survived the move.
  shelf: record({ type: 'api', name: 'account' }, { key: (userId) => `email-change-${userId}`, hash: 'codeHash' }),
});

module.exports = ({ strapi }) => ({
  async pendingFor(userId) {
    return (await emailCodes.heldBy(strapi, userId))[0] ?? null;
  },

  /** `locale`: the site locale (not the default) of the page it was asked from, or null. */
  async request(user, email, locale = null) {
    const { secret } = await emailCodes.issue(strapi, { userId: user.id, email });
    const link = `${webUrl(strapi)}/account/confirm-email?code=${secret}`;
    const message = strapi.plugin('portico-guard').service('emails').emailChange(locale, { username: user.username, link });
    // Text only: the username is the member's own text and has no business in an HTML body.
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: email, ...message });
  },

  /** The pending address when `code` is this user's, once; else null. */
  async take(userId, code) {
    return (await emailCodes.consume(strapi, code, { userId }))?.email ?? null;
  },

  async forget(userId) {
    await emailCodes.removeFor(strapi, userId);
  },
});

module.exports.emailCodes = emailCodes;
