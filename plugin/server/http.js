'use strict';

/** Answers a refusal in Strapi's own error shape: { data: null, error: { status, name, message, details } }. */
function refuse(ctx, status, name, message, details = {}) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details } };
}

/** The caller is an admin-made API token (an editor's tool): Strapi's own rules apply to it. */
function isApiToken(state) {
  const name = state?.auth?.strategy?.name;
  return name === 'content-api-token' || name === 'api-token';
}

/**
 * Who the member rules apply to: every content-API caller but an admin-made API token and the admin
 * panel itself. A signed-in member is `state.user`; anyone else (the public role, a custom
 * strategy without a user) has no files of their own.
 */
const underMemberRules = (state) => !isApiToken(state) && state?.auth?.strategy?.name !== 'admin';

module.exports = { refuse, isApiToken, underMemberRules };
