'use strict';

/**
 * Before Strapi reads a byte of an upload: a member's upload request (POST /api/upload with a
 * users-permissions token, or none) carries at most `maxFileMb` (and a little for the form around
 * the file), told by its Content-Length; bigger answers 413 at once, and one without a length 411.
 * Strapi's body parser would otherwise write up to its own 200 MB to disk first.
 *
 * Admin uploads (the admin panel's own routes) and admin-made API tokens (no dots: not a JWT) keep
 * Strapi's limits. The route guard checks every file again once the caller is known (guard.js).
 */
const { refuse } = require('../http');

const MB = 1024 * 1024;
// Room for the multipart boundaries and part headers around the file, and the name, texts and
// ref/refId/field parts a form may add.
const FORM_ALLOWANCE = 64 * 1024;

function isMemberCaller(authorization) {
  if (!authorization) return true;
  const match = /^bearer\s+(\S+)$/i.exec(authorization.trim());
  // Anything that is not a bearer token is no API token either: Strapi's auth decides, with the member limit.
  return !match || match[1].split('.').length === 3;
}

/** The router matches paths without regard to case or a trailing slash: so does this check. */
const samePath = (path, expected) =>
  path
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '')
    .toLowerCase() === expected.toLowerCase();

const memberRequestSize = ({ strapi }) => {
  const uploadPath = `${strapi.config.get('api.rest.prefix', '/api')}/upload`;
  return async function memberUploadRequestSize(ctx, next) {
    if (ctx.method !== 'POST' || !samePath(ctx.path, uploadPath) || !isMemberCaller(ctx.get('authorization'))) return next();
    const { maxFileMb } = strapi.config.get('plugin::portico-guard.memberUploads');
    const length = ctx.get('content-length');
    if (!/^\d+$/.test(length)) return refuse(ctx, 411, 'LengthRequiredError', 'An upload must say its length (Content-Length).');
    if (Number(length) > maxFileMb * MB + FORM_ALLOWANCE) {
      // Tell the client not to send the rest, and keep this connection from reading it.
      ctx.set('Connection', 'close');
      return refuse(ctx, 413, 'PayloadTooLargeError', `An upload may be at most ${maxFileMb} MB.`, {
        reason: 'request-size',
        limitMb: maxFileMb,
      });
    }
    return next();
  };
};

module.exports = { memberRequestSize, isMemberCaller, samePath };
