'use strict';

const { errors } = require('@strapi/utils');

/** Answers a refusal in Strapi's own error shape: { data: null, error: { status, name, message, details } }. */
function refuse(ctx, status, name, message, details = {}) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details } };
}

// Strapi's ValidationError with one entry per field (`details.errors[].path`): clients map each onto its input.
const fieldError = (field, message) => ({ path: [field], message, name: 'ValidationError' });

function invalid(problems) {
  const message = problems.length === 1 ? problems[0].message : `${problems.length} errors occurred`;
  return new errors.ValidationError(message, { errors: problems });
}

/** The caller is an admin-made API token (an editor's tool): Strapi's own rules apply to it. */
function isApiToken(state) {
  const name = state?.auth?.strategy?.name;
  return name === 'content-api-token' || name === 'api-token';
}

/** Every content-API caller but an admin-made API token and the admin panel: members, and visitors. */
const underMemberRules = (state) => !isApiToken(state) && state?.auth?.strategy?.name !== 'admin';

function signedInUser(ctx) {
  // An admin's API token has no user: the own-account routes are only for members.
  if (!ctx.state.user) throw new errors.PolicyError('Only a signed-in user can manage their account.');
  return ctx.state.user;
}

module.exports = { refuse, fieldError, invalid, isApiToken, underMemberRules, signedInUser };
