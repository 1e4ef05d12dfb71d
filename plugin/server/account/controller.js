'use strict';

const { errors } = require('@strapi/utils');
const { fieldError, refuse } = require('./field-errors');
const { confirmIdentity } = require('./confirmations');

/**
 * The signed-in user's own account (GET/PUT /api/account and its actions). Every action works on the
 * token's user only: no id is ever read from the request.
 */
const USER = 'plugin::users-permissions.user';

function signedInUser(ctx) {
  // An admin's API token has no user: these routes are only for members.
  if (!ctx.state.user) throw new errors.ForbiddenError('Only a signed-in user can manage their account.');
  return ctx.state.user;
}

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const profile = () => guard().service('profile');

  return {
    async show(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await profile().describe(user.id) };
    },

    /** `?locale=`: a new address's link is sent in that site locale, to its page (as the auth emails are). */
    async update(ctx) {
      const user = signedInUser(ctx);
      // A new username or email address is confirmed first: with them, a reset link could go elsewhere.
      const body = ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {};
      const changes =
        (typeof body.username === 'string' && body.username.trim() !== user.username) ||
        (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email);
      if (changes) await confirmIdentity(strapi, ctx);
      else {
        delete body.currentPassword;
        delete body.confirmUsername;
      }
      const locale = (await guard().service('emails').siteLocale(ctx.query?.locale)) ?? null;
      const { confirmationSentTo } = await profile().update(user, ctx.request.body, { locale });
      ctx.body = { data: await profile().describe(user.id), meta: { confirmationSentTo } };
    },

    /** "Confirm it's you": the proof itself, then 5 minutes in which this session need not give it again. */
    async confirm(ctx) {
      signedInUser(ctx);
      const confirmedUntil = await confirmIdentity(strapi, ctx, { fresh: true });
      ctx.body = { data: { confirmedUntil: new Date(confirmedUntil).toISOString() } };
    },

    async confirmEmail(ctx) {
      const user = signedInUser(ctx);
      await profile().confirmEmail(user, ctx.request.body?.code);
      ctx.body = { data: await profile().describe(user.id) };
    },

    /**
     * Deletes the account after checking its password (or, for an account made through a sign-in
     * provider, which has none, its username typed again), the entries it owns first.
     */
    async destroy(ctx) {
      const { id } = signedInUser(ctx);
      const user = await strapi.db.query(USER).findOne({ where: { id }, select: ['id', 'username', 'password'] });
      const body = ctx.request.body ?? {};
      const users = strapi.plugin('users-permissions').service('user');
      if (user.password) {
        const password = typeof body.password === 'string' ? body.password : '';
        if (!password || !(await users.validatePassword(password, user.password))) {
          throw refuse([fieldError('password', 'That password is not right. Nothing was deleted.')]);
        }
      } else if (body.username !== user.username) {
        throw refuse([fieldError('username', 'Type your username exactly to confirm. Nothing was deleted.')]);
      }
      const deletedEntries = await guard().service('ownedEntries').removeOwnedBy(user.id);
      await guard().service('emailChange').forget(user.id);
      // The plugin's own remove also ends the user's sessions when Strapi runs in refresh-token mode.
      await users.remove({ id: user.id });
      ctx.body = { data: { deleted: true, deletedEntries } };
    },
  };
};
