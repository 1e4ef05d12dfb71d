'use strict';

// Before Strapi reads a byte of an upload: a member's POST /api/upload (anything but a valid admin-made API token)
// says by its Content-Length that it carries at most `maxFileMb` and a little form, or answers 413 (411 without a
// length). Strapi's body parser runs before authentication and would write up to 200 MB to disk for anyone. Ahead
// of Strapi's own middlewares, so these answers carry the CORS headers Strapi's cors middleware would give.
const { refuse } = require('../http');
const { normalizedPath } = require('./paths');
const { uploadConfig } = require('./upload-config');

const MB = 1024 * 1024;
// The multipart boundaries and headers, and the name, texts and ref/refId/field parts a form may add.
const FORM_ALLOWANCE = 64 * 1024;
// After an early refusal: what is read and thrown away before the connection is closed, at most.
const DISCARD_BYTES = 64 * MB;
const DISCARD_MS = 10_000;
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

/**
 * Reads and throws away the rest of a refused body, as nginx's lingering close does, up to `maxBytes` or `maxMs`:
 * a socket closed while the client still sends gives a client that reads once it has sent all (Node's fetch) EPIPE.
 */
function discardTheRest(req, { maxBytes = DISCARD_BYTES, maxMs = DISCARD_MS } = {}) {
  let read = 0;
  const cut = () => req.socket?.destroy();
  const timer = setTimeout(cut, maxMs);
  timer.unref?.();
  const done = () => clearTimeout(timer);
  req.on('data', (chunk) => {
    read += chunk.length;
    if (read > maxBytes) {
      done();
      cut();
    }
  });
  req.once('end', done);
  req.once('close', done);
  req.resume();
}

/** Strapi's own cors middleware, with the app's config for it: the refusals carry what its other answers carry. */
function corsOf(strapi) {
  let cors;
  return () => {
    if (cors !== undefined) return cors;
    const entry = (strapi.config.get('middlewares') ?? []).find(
      (item) => item === 'strapi::cors' || (item && typeof item === 'object' && item.name === 'strapi::cors'),
    );
    const factory = entry ? strapi.middleware('strapi::cors') : null;
    cors = factory ? factory(typeof entry === 'object' ? (entry.config ?? {}) : {}, { strapi }) : null;
    return cors;
  };
}

const memberRequestSize = ({ strapi }) => {
  const uploadPath = normalizedPath(`${strapi.config.get('api.rest.prefix', '/api')}/upload`);
  const isApiTokenKey = apiTokens(strapi);
  const withCors = corsOf(strapi);
  return async function memberUploadRequestSize(ctx, next) {
    if (ctx.method !== 'POST' || normalizedPath(ctx.path) !== uploadPath) return next();
    const bearer = bearerOf(ctx.get('authorization'));
    // A users-permissions token is a JWT (it has dots); an API token is not, and is looked up.
    if (bearer && !bearer.includes('.') && (await isApiTokenKey(bearer))) return next();
    const { maxFileMb } = uploadConfig(strapi);
    const length = ctx.get('content-length');
    const refusal = !/^\d+$/.test(length)
      ? () => refuse(ctx, 411, 'LengthRequiredError', 'An upload must say its length (Content-Length).')
      : Number(length) > maxFileMb * MB + FORM_ALLOWANCE
        ? () =>
            refuse(ctx, 413, 'PayloadTooLargeError', `An upload may be at most ${maxFileMb} MB.`, {
              reason: 'request-size',
              limitMb: maxFileMb,
            })
        : null;
    if (!refusal) return next();
    discardTheRest(ctx.req);
    const cors = withCors();
    return cors ? cors(ctx, async () => refusal()) : refusal();
  };
};

module.exports = { memberRequestSize, bearerOf, discardTheRest };
