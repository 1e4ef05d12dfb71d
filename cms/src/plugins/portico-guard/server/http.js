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

module.exports = { refuse, isApiToken };
