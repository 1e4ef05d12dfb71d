'use strict';

const { errors } = require('@strapi/utils');
const { signedInUser } = require('../account/own-routes');
const { confirmIdentity } = require('../account/confirmations');
const { deviceOf } = require('../activity/device');
const { recordSignIn } = require('../activity/routes');
const { issueSession } = require('./sign-in');

/**
 * The second step of a sign-in (POST /api/auth/second-factor: the ticket and a code), and the member's own
 * authenticator app at /api/account/second-factor: set up, turned on by a first code, turned off, new recovery
 * codes. Turning on asks "confirm it's you" (5 minutes hold); turning off and new codes ask for the proof and a code.
 */
const USER = 'plugin::users-permissions.user';
const EXPIRED = 'This sign-in has expired or was already completed. Sign in again.';

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');
  const factor = () => guard().service('secondFactor');

  /** Written to the account's activity, and its owner told. */
  async function tell(ctx, userId, kind) {
    const device = deviceOf(ctx);
    await guard().service('activity').record(userId, kind, { device });
    await guard().service('notices').notify(userId, kind, { device });
  }

  return {
    async complete(ctx) {
      const { ticket, code } = ctx.request.body ?? {};
      const waiting = await guard().service('signInTickets').find(ticket);
      if (!waiting) throw new errors.ValidationError(EXPIRED, { expired: true });
      const { method, recoveryCodesLeft } = await factor().verify(waiting.userId, code);
      if (!(await guard().service('signInTickets').finish(ticket))) throw new errors.ValidationError(EXPIRED, { expired: true });
      const user = await strapi.db.query(USER).findOne({ where: { id: waiting.userId } });
      if (!user) throw new errors.ValidationError(EXPIRED, { expired: true });
      if (user.blocked) throw new errors.ApplicationError('Your account has been blocked by an administrator');
      const session = await issueSession(strapi, ctx, user, waiting.deviceId);
      await recordSignIn(strapi, ctx, user.id, waiting.via === 'reset' ? 'local' : waiting.via);
      if (method === 'recovery')
        await guard()
          .service('activity')
          .record(user.id, 'recovery-code-used', { device: deviceOf(ctx) });
      const shown = await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER), { auth: ctx.state.auth });
      ctx.body = { ...session, user: shown, secondFactor: { method, recoveryCodesLeft } };
    },

    async show(ctx) {
      const user = signedInUser(ctx);
      ctx.body = { data: await factor().status(user.id, { label: user.username }) };
    },

    async setUp(ctx) {
      const user = signedInUser(ctx);
      await confirmIdentity(strapi, ctx);
      ctx.body = { data: await factor().begin(user, { issuer: factor().issuer() }) };
    },

    async enable(ctx) {
      const user = signedInUser(ctx);
      const { recoveryCodes } = await factor().enable(user.id, ctx.request.body?.code);
      await tell(ctx, user.id, 'second-factor-on');
      ctx.body = { data: { recoveryCodes } };
    },

    async disable(ctx) {
      const user = signedInUser(ctx);
      await confirmIdentity(strapi, ctx, { fresh: true });
      await factor().verify(user.id, ctx.request.body?.code);
      await factor().disable(user.id);
      await tell(ctx, user.id, 'second-factor-off');
      ctx.body = { data: { enabled: false } };
    },

    async renewRecoveryCodes(ctx) {
      const user = signedInUser(ctx);
      await confirmIdentity(strapi, ctx, { fresh: true });
      await factor().verify(user.id, ctx.request.body?.code);
      const { recoveryCodes } = await factor().renewRecoveryCodes(user.id);
      await tell(ctx, user.id, 'recovery-codes-renewed');
      ctx.body = { data: { recoveryCodes } };
    },
  };
};
