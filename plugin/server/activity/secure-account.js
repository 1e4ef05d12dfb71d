'use strict';

const { defaultLocale, inEmailLocale } = require('../emails/localized-emails');

/**
 * strapi.plugin('portico-guard').service('secureAccount'): "This wasn't me". Puts back the address an email
 * change replaced (when the notice was about one and nobody else has taken it), drops a pending change, ends
 * every session of the account (refresh mode: legacy tokens cannot be ended) and sends a password-reset link,
 * through users-permissions' own forgot-password, in the account's language.
 */
const USER = 'plugin::users-permissions.user';

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const users = () => strapi.plugin('users-permissions').service('user');

  async function addressFree(email, userId) {
    const others = await strapi.db.query(USER).findMany({ where: { $or: [{ email }, { username: email }] }, select: ['id'] });
    return others.every((other) => other.id === userId);
  }

  async function sendReset(email, locale) {
    const defaultCode = await defaultLocale(strapi);
    // Strapi's controller reads only the body and answers through send().
    const ctx = { request: { body: { email } }, query: {}, state: {}, send() {} };
    await inEmailLocale(strapi, locale && locale !== defaultCode ? locale : null, () =>
      strapi.plugin('users-permissions').controller('auth').forgotPassword(ctx),
    );
  }

  return {
    /** Answers whether the old address was put back. */
    async secure(userId, { oldEmail = null, device } = {}) {
      const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email', 'blocked'] });
      if (!user) return { emailRestored: false };
      let email = user.email;
      const restore = typeof oldEmail === 'string' && oldEmail !== user.email && (await addressFree(oldEmail, userId));
      if (restore) {
        await users().edit(userId, { email: oldEmail });
        email = oldEmail;
      }
      await guard().service('emailChange').forget(userId);
      if (strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support') === 'refresh') {
        await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(userId));
      }
      await guard().service('activity').record(userId, 'account-secured', { device });
      const { locale } = await guard().service('accountRecord').get(userId);
      await sendReset(email, locale);
      return { emailRestored: restore };
    },
  };
};
