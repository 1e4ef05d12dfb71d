'use strict';

const { errors } = require('@strapi/utils');

/**
 * What every own-account route shares: beside the app's own routes (no plugin prefix), with its config a new object
 * each time (Strapi writes the route's permission scope into it: a shared one would give every route the first
 * one's), rate-limited per address when it changes something (an email is sent, a password can be guessed), and
 * only for a signed-in member.
 */
const own = (extra = {}) => ({ prefix: '', policies: [], ...extra });
const rateLimited = () => own({ middlewares: ['plugin::users-permissions.rateLimit'] });

function signedInUser(ctx) {
  // An admin's API token has no user: these routes are only for members.
  if (!ctx.state.user) throw new errors.PolicyError('Only a signed-in user can manage their account.');
  return ctx.state.user;
}

module.exports = { own, rateLimited, signedInUser };
