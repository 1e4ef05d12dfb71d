'use strict';

const crypto = require('crypto');
const { webUrl } = require('../setup/web-url');

/**
 * A new email address waiting for confirmation, when Strapi's `email_confirmation` setting is on.
 * The account keeps its current address until the owner of the new one follows the link sent to
 * it, while signed in to the same account: the code alone changes nothing, so a mail scanner that
 * opens links, or someone who sees the link, cannot apply it. One pending change per user (a new
 * request replaces the old); the code is stored only as a hash, in Strapi's core store.
 */
const LIFETIME_MS = 24 * 60 * 60 * 1000;
// Keyed as when these routes were the app's own api::account, so pending changes survive the move.
const store = (strapi) => strapi.store({ type: 'api', name: 'account' });
const keyOf = (userId) => `email-change-${userId}`;
const hash = (code) => crypto.createHash('sha256').update(code).digest('hex');

/**
 * The email in the default locale, `{username}` and `{link}` in its text. The `emails` service words
 * it in another site locale (the templates' `email_change`).
 */
const DEFAULT_EMAIL = {
  object: 'Confirm your new email address',
  text: [
    'The account "{username}" asked to use this address from now on.',
    '',
    'To confirm, open this link while signed in to that account (it works for 24 hours):',
    '{link}',
    '',
    'If you did not ask for this, ignore this email: nothing changes.',
  ].join('\n'),
};

module.exports = ({ strapi }) => ({
  async pendingFor(userId) {
    const pending = await store(strapi).get({ key: keyOf(userId) });
    return pending && pending.expiresAt > Date.now() ? pending : null;
  },

  /** `locale`: the site locale (not the default) of the page it was asked from, or null. */
  async request(user, email, locale = null) {
    const code = crypto.randomBytes(32).toString('hex');
    const expiresAt = Date.now() + LIFETIME_MS;
    await store(strapi).set({ key: keyOf(user.id), value: { email, codeHash: hash(code), expiresAt } });
    const link = `${webUrl(strapi)}/account/confirm-email?code=${code}`;
    const values = { username: user.username, link };
    const message = strapi.plugin('portico-guard').service('emails').emailChange(locale, values, DEFAULT_EMAIL);
    // Text only: the username is the member's own text and has no business in an HTML body.
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: email, ...message });
  },

  /** The pending address when `code` is this user's current one, else null. Used once. */
  async take(userId, code) {
    const pending = await this.pendingFor(userId);
    if (!pending || typeof code !== 'string' || !/^[0-9a-f]{64}$/.test(code)) return null;
    const matches = crypto.timingSafeEqual(Buffer.from(hash(code), 'hex'), Buffer.from(pending.codeHash, 'hex'));
    if (!matches) return null;
    await this.forget(userId);
    return pending.email;
  },

  async forget(userId) {
    await store(strapi).delete({ key: keyOf(userId) });
  },
});

module.exports.DEFAULT_EMAIL = DEFAULT_EMAIL;
