'use strict';

// "This wasn't me": puts back the address an email change replaced (when the notice was of one and nobody took it
// since), drops a pending change, ends every session (refresh mode: legacy tokens cannot be ended) and sends a
// password-reset link through users-permissions' own forgot-password, in the account's language.
const USER = 'plugin::users-permissions.user';

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const users = () => strapi.plugin('users-permissions').service('user');

  async function addressFree(email, userId) {
    const others = await strapi.db.query(USER).findMany({ where: { $or: [{ email }, { username: email }] }, select: ['id'] });
    return others.every((other) => other.id === userId);
  }

  async function sendReset(email, locale) {
    // Strapi's controller reads only the body and answers through send().
    const ctx = { request: { body: { email } }, query: {}, state: {}, send() {} };
    await guard()
      .service('emails')
      .inLocale(locale, () => strapi.plugin('users-permissions').controller('auth').forgotPassword(ctx));
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
