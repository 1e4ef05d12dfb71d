'use strict';

const crypto = require('crypto');
const { buildSessionMetadata } = require('@strapi/utils');

/**
 * The device a request comes from. Its name is the one Strapi gives a session ("Chrome on macOS"); its id is a
 * long-lived random value the client keeps (Portico: a year-long cookie) and sends as `X-Portico-Device`, kept
 * here only as a hash. A client that sends none is a new device every time.
 */
const DEVICE_HEADER = 'x-portico-device';

function deviceOf(ctx) {
  const name = buildSessionMetadata({ userAgent: ctx.request.headers['user-agent'] }).deviceName ?? null;
  const id = ctx.request.headers[DEVICE_HEADER];
  const valid = typeof id === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(id);
  return { name, hash: valid ? crypto.createHash('sha256').update(`portico:device:${id}`).digest('hex') : null };
}

module.exports = { deviceOf, DEVICE_HEADER };
