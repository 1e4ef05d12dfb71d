'use strict';

const { fieldError, invalid } = require('../http');
const { onRoutes } = require('../plugin-routes');
const { passwordProblem } = require('./password-rules');

const USER = 'plugin::users-permissions.user';
const NEW_PASSWORD_HANDLERS = ['auth.register', 'auth.resetPassword', 'auth.changePassword'];

/** The account a new password is for: the one being made, the signed-in one, or the one a reset code names. */
async function accountOf(strapi, ctx, handler) {
  const body = ctx.request.body ?? {};
  if (handler === 'auth.register') return { username: body.username, email: body.email };
  if (handler === 'auth.changePassword') return ctx.state.user ?? {};
  // An unknown code finds no one; Strapi refuses it next.
  if (typeof body.code !== 'string' || !body.code) return {};
  return (await strapi.db.query(USER).findOne({ where: { resetPasswordToken: body.code }, select: ['username', 'email'] })) ?? {};
}

/** users-permissions' routes that take a new password refuse a common or personal one first. */
function passwordRulesOnAuthRoutes(strapi) {
  for (const handler of NEW_PASSWORD_HANDLERS) {
    onRoutes(strapi, 'users-permissions', [handler], async (ctx, next) => {
      const problem = passwordProblem(ctx.request.body?.password, await accountOf(strapi, ctx, handler));
      if (problem) throw invalid([fieldError('password', problem)]);
      return next();
    });
  }
}

module.exports = { passwordRulesOnAuthRoutes };
