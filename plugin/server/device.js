'use strict';

const { buildSessionMetadata } = require('@strapi/utils');
const { hashSecret } = require('./secrets');

/**
 * The device a request comes from: its name as Strapi names a session's ("Chrome on macOS"), and the hash of the
 * long-lived random id its client keeps and sends as `X-Portico-Device` (none: a new device every time).
 */
function deviceOf(ctx) {
  const name = buildSessionMetadata({ userAgent: ctx.request.headers['user-agent'] }).deviceName ?? null;
  const id = ctx.request.headers['x-portico-device'];
  const valid = typeof id === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(id);
  return { name, hash: valid ? hashSecret(id, 'portico:device:') : null };
}

module.exports = { deviceOf };
