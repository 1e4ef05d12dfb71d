'use strict';

/**
 * Before Strapi reads a byte of an upload: a member's upload request (POST /api/upload with
 * anything but an admin-made API token) carries at most `maxFileMb` (and a little for the form
 * around the file), told by its Content-Length; bigger answers 413 at once, and one without a
 * length 411. Strapi's body parser would otherwise write up to its own 200 MB to disk first, for
 * anyone, signed in or not, since it runs before authentication.
 *
 * Admin uploads (the admin panel's own routes) and valid admin-made API tokens keep Strapi's
 * limits. The route guard checks every file again once the caller is known (guard.js).
 *
 * This runs ahead of Strapi's own middlewares (it must come before the body parser), so its 411
 * and 413 carry no CORS headers: a browser calling Strapi directly sees them as network errors.
 */
const { refuse } = require('../http');
const { normalizedPath } = require('../paths');
const { memberUploadSettings } = require('../settings');

const MB = 1024 * 1024;
// Room for the multipart boundaries and part headers around the file, and the name, texts and
// ref/refId/field parts a form may add.
const FORM_ALLOWANCE = 64 * 1024;
// Whether a bearer value is an API token, by its hash, for a minute.
const TOKEN_MEMORY_MS = 60_000;
const TOKEN_MEMORY_SIZE = 1000;

/** The bearer value of an Authorization header, or null. */
function bearerOf(authorization) {
  return /^bearer\s+(\S+)$/i.exec(String(authorization ?? '').trim())?.[1] ?? null;
}

function apiTokens(strapi) {
  const known = new Map();
  return async function isApiTokenKey(token) {
    // Strapi 5.3x+ names the content-API token service apart; earlier 5.x had one.
    const service = strapi.service('admin::api-token-content-api') ?? strapi.service('admin::api-token');
    if (!service?.hash) return false;
    const hash = service.hash(token);
    const remembered = known.get(hash);
    if (remembered && remembered.until > Date.now()) return remembered.valid;
    const found = service.getByAccessKey ? await service.getByAccessKey(hash) : await service.getBy({ accessKey: hash });
    const valid = Boolean(found) && (!found.expiresAt || new Date(found.expiresAt).getTime() > Date.now());
    if (known.size >= TOKEN_MEMORY_SIZE) known.delete(known.keys().next().value);
    known.set(hash, { valid, until: Date.now() + TOKEN_MEMORY_MS });
    return valid;
  };
}

const memberRequestSize = ({ strapi }) => {
  const uploadPath = normalizedPath(`${strapi.config.get('api.rest.prefix', '/api')}/upload`);
  const isApiTokenKey = apiTokens(strapi);
  return async function memberUploadRequestSize(ctx, next) {
    if (ctx.method !== 'POST' || normalizedPath(ctx.path) !== uploadPath) return next();
    const bearer = bearerOf(ctx.get('authorization'));
    // A users-permissions token is a JWT (it has dots); an API token is not, and is looked up.
    if (bearer && !bearer.includes('.') && (await isApiTokenKey(bearer))) return next();
    const { maxFileMb } = memberUploadSettings(strapi);
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

module.exports = { memberRequestSize, bearerOf };
