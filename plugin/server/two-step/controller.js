'use strict';

const { errors } = require('@strapi/utils');
const { signedInUser } = require('../http');
const { deviceOf } = require('../device');
const { tickets } = require('./tickets');

// A sign-in's code (POST /api/auth/second-factor: the ticket and a code), and the member's own authenticator app at
// /api/account/second-factor. Setting up asks for the proof (a recent one holds); turning off and new recovery codes
// ask for it afresh, and for a code.
const USER = 'plugin::users-permissions.user';
const EXPIRED = 'This sign-in has expired or was already completed. Sign in again.';

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const twoStep = () => guard().service('twoStep');
  const proof = () => guard().service('proof');
  const activity = () => guard().service('activity');
  // Recorded in the account's activity, and its owner told.
  const tell = (ctx, userId, kind) => activity().tell(userId, kind, { device: deviceOf(ctx) });

  return {
    async complete(ctx) {
      const { ticket, code } = ctx.request.body ?? {};
      const waiting = await tickets.find(strapi, ticket);
      if (!waiting) throw new errors.ValidationError(EXPIRED, { expired: true });
      const { method, recoveryCodesLeft } = await twoStep().verify(waiting.userId, code);
      if (!(await tickets.consume(strapi, ticket))) throw new errors.ValidationError(EXPIRED, { expired: true });
      const user = await strapi.db.query(USER).findOne({ where: { id: waiting.userId } });
      if (!user) throw new errors.ValidationError(EXPIRED, { expired: true });
      const provider = waiting.via === 'reset' ? 'local' : waiting.via;
      const signedIn = await guard().service('sessions').signIn(ctx, user, { deviceId: waiting.deviceId, provider });
      if (method === 'recovery') await activity().record(user.id, 'recovery-code-used', { device: deviceOf(ctx) });
      ctx.body = { ...signedIn, secondFactor: { method, recoveryCodesLeft } };
    },

    async show(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await twoStep().status(user.id, { label: user.username }) };
    },

    async setUp(ctx) {
      const user = signedInUser(ctx);
      await proof().demand(ctx);
      ctx.body = { data: await twoStep().begin(user, { issuer: twoStep().issuer() }) };
    },

    async enable(ctx) {
      const user = signedInUser(ctx);
      const { recoveryCodes } = await twoStep().enable(user.id, ctx.request.body?.code);
      await tell(ctx, user.id, 'second-factor-on');
      ctx.body = { data: { recoveryCodes } };
    },

    async disable(ctx) {
      const user = signedInUser(ctx);
      await proof().demand(ctx, { fresh: true });
      await twoStep().verify(user.id, ctx.request.body?.code);
      await twoStep().disable(user.id);
      await tell(ctx, user.id, 'second-factor-off');
      ctx.body = { data: { enabled: false } };
    },

    async renewRecoveryCodes(ctx) {
      const user = signedInUser(ctx);
      await proof().demand(ctx, { fresh: true });
      await twoStep().verify(user.id, ctx.request.body?.code);
      const { recoveryCodes } = await twoStep().renewRecoveryCodes(user.id);
      await tell(ctx, user.id, 'recovery-codes-renewed');
      ctx.body = { data: { recoveryCodes } };
    },
  };
};
