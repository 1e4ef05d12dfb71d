'use strict';

const { errors } = require('@strapi/utils');
const { signedInUser } = require('../http');
const { deviceOf } = require('../device');

// "Sign in with a passkey" (POST /api/auth/passkey/options, then /api/auth/passkey with the browser's answer: a
// complete sign-in), and the member's own at /api/account/passkeys: added and removed after the proof, renamed.
const USER = 'plugin::users-permissions.user';

const idOf = (ctx) => {
  const id = Number(ctx.params?.id);
  if (!Number.isInteger(id) || id < 1) throw new errors.NotFoundError('No such passkey on this account.');
  return id;
};

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const passkeys = () => guard().service('passkeys');
  const proof = () => guard().service('proof');
  const activity = () => guard().service('activity');
  // Recorded in the account's activity, and its owner told.
  const tell = (ctx, userId, kind) => activity().tell(userId, kind, { device: deviceOf(ctx) });

  return {
    async signInOptions(ctx) {
      ctx.body = { data: await passkeys().signInOptions() };
    },

    async signIn(ctx) {
      const { userId } = await passkeys().verifySignIn(ctx.request.body?.response);
      const user = await strapi.db.query(USER).findOne({ where: { id: userId } });
      if (!user) throw new errors.ValidationError(passkeys().REFUSED);
      ctx.body = await guard().service('sessions').signIn(ctx, user, { provider: 'passkey' });
    },

    async list(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await passkeys().list(user.id, deviceOf(ctx).hash) };
    },

    /** The proof given with a passkey: options for one of the member's own. */
    async confirmOptions(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await passkeys().signInOptions({ purpose: 'confirm', userId: user.id }) };
    },

    async confirm(ctx) {
      const user = signedInUser(ctx);
      await passkeys().verifySignIn(ctx.request.body?.response, { purpose: 'confirm', userId: user.id });
      ctx.body = { data: { confirmedUntil: new Date(await proof().record(ctx)).toISOString() } };
    },

    async registrationOptions(ctx) {
      const user = signedInUser(ctx);
      await proof().demand(ctx);
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
      await proof().demand(ctx);
      await passkeys().remove(user.id, id);
      await tell(ctx, user.id, 'passkey-removed');
      ctx.body = { data: { id } };
    },
  };
};
