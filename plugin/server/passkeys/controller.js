'use strict';

const { errors } = require('@strapi/utils');
const { signedInUser } = require('../account/own-routes');
const { confirmIdentity, recordConfirmation } = require('../account/confirmations');
const { deviceOf } = require('../activity/device');
const { recordSignIn } = require('../activity/routes');
const { issueSession } = require('../second-factor/sign-in');

/**
 * Passkeys: "Sign in with a passkey" (POST /api/auth/passkey/options, then /api/auth/passkey with the browser's
 * answer: a complete sign-in, no password, no code), and the member's own at /api/account/passkeys: listed, added
 * and removed after "confirm it's you" (the password, or one of their passkeys), renamed.
 */
const USER = 'plugin::users-permissions.user';

const idOf = (ctx) => {
  const id = Number(ctx.params?.id);
  if (!Number.isInteger(id) || id < 1) throw new errors.NotFoundError('No such passkey on this account.');
  return id;
};

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const passkeys = () => guard().service('passkeys');

  async function tell(ctx, userId, kind) {
    const device = deviceOf(ctx);
    await guard().service('activity').record(userId, kind, { device });
    await guard().service('notices').notify(userId, kind, { device });
  }

  return {
    async signInOptions(ctx) {
      ctx.body = { data: await passkeys().signInOptions() };
    },

    async signIn(ctx) {
      const { userId } = await passkeys().verifySignIn(ctx.request.body?.response);
      const user = await strapi.db.query(USER).findOne({ where: { id: userId } });
      if (!user) throw new errors.ValidationError(passkeys().REFUSED);
      if (user.blocked) throw new errors.ApplicationError('Your account has been blocked by an administrator');
      const session = await issueSession(strapi, ctx, user, null);
      await recordSignIn(strapi, ctx, user.id, 'passkey');
      const shown = await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER), { auth: ctx.state.auth });
      ctx.body = { ...session, user: shown };
    },

    async list(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await passkeys().list(user.id, deviceOf(ctx).hash) };
    },

    /** "Confirm it's you" with a passkey: options for one of the member's own. */
    async confirmOptions(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await passkeys().signInOptions({ purpose: 'confirm', userId: user.id }) };
    },

    async confirm(ctx) {
      const user = signedInUser(ctx);
      await passkeys().verifySignIn(ctx.request.body?.response, { purpose: 'confirm', userId: user.id });
      ctx.body = { data: { confirmedUntil: new Date(await recordConfirmation(strapi, ctx)).toISOString() } };
    },

    async registrationOptions(ctx) {
      const user = signedInUser(ctx);
      await confirmIdentity(strapi, ctx);
      ctx.body = { data: await passkeys().registrationOptions(user) };
    },

    async register(ctx) {
      const user = signedInUser(ctx);
      const { response, name } = ctx.request.body ?? {};
      const device = deviceOf(ctx);
      // Named from the device and browser it was added from ("Chrome on Android") unless the member named it.
      const added = await passkeys().register(user, response, { name: name || device.name, deviceHash: device.hash });
      await tell(ctx, user.id, 'passkey-added');
      ctx.body = { data: added };
    },

    async rename(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await passkeys().rename(user.id, idOf(ctx), ctx.request.body?.name) };
    },

    async remove(ctx) {
      const user = signedInUser(ctx);
      const id = idOf(ctx);
      await confirmIdentity(strapi, ctx);
      await passkeys().remove(user.id, id);
      await tell(ctx, user.id, 'passkey-removed');
      ctx.body = { data: { id } };
    },
  };
};
