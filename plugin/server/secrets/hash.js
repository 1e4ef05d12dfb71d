'use strict';

const crypto = require('node:crypto');

/**
 * A secret as it is kept: its SHA-256, hex (random secrets need no slow hash). Each kind keeps the `prefix` its
 * stored hashes were first made with: another would orphan every secret given out before.
 */
const hashSecret = (secret, prefix = '') => crypto.createHash('sha256').update(`${prefix}${secret}`).digest('hex');

/** Two hex hashes compared in constant time. */
function sameHash(a, b) {
  const left = Buffer.from(String(a), 'hex');
  const right = Buffer.from(String(b), 'hex');
  return left.length > 0 && left.length === right.length && crypto.timingSafeEqual(left, right);
}

module.exports = { hashSecret, sameHash };
