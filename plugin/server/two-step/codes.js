'use strict';

const crypto = require('node:crypto');
const OTPAuth = require('otpauth');
const { hashSecret } = require('../secrets');

// Authenticator codes (RFC 6238: SHA-1, 6 digits, 30 s, what every app reads), a step either side for clock drift.
const PERIOD = 30;
const DIGITS = 6;
const RECOVERY_COUNT = 10;
// Without 0, 1, i, l, o: read off a screen or paper and typed back.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

function newSecret() {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

const totp = (secret, { issuer, label } = {}) =>
  new OTPAuth.TOTP({ issuer, label, secret: OTPAuth.Secret.fromBase32(secret), digits: DIGITS, period: PERIOD, algorithm: 'SHA1' });

/** The address an authenticator app reads from the QR code. */
const keyUri = (secret, { issuer, label }) => totp(secret, { issuer, label }).toString();

const isTotpCode = (code) => typeof code === 'string' && /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The time step `code` belongs to, within one step of `now`, or null. */
function codeStep(secret, code, now = Date.now()) {
  const token = code.replace(/\s/g, '');
  const delta = totp(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an app shows at `now` (tests and the admin's check). */
const codeAt = (secret, now = Date.now()) => totp(secret).generate({ timestamp: now });

function newRecoveryCodes(count = RECOVERY_COUNT) {
  return Array.from({ length: count }, () => {
    const bytes = crypto.randomBytes(RECOVERY_LENGTH);
    const text = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Recovery codes as typed: any case, spaces or dashes anywhere. */
const normalizeRecoveryCode = (code) => (typeof code === 'string' ? code.toLowerCase().replace(/[\s-]/g, '') : '');

/** Stored hashed: 50 random bits each, so a plain hash is enough; a leak of the table gives none away. */
const hashRecoveryCode = (code) => hashSecret(normalizeRecoveryCode(code), 'portico-recovery:');

/** How long an account waits before its next code, after `failures` wrong ones: 5 free, then 30 s doubling to 15 min. */
function lockMs(failures) {
  if (failures < 5) return 0;
  return Math.min(30_000 * 2 ** (failures - 5), 15 * 60_000);
}

module.exports = {
  PERIOD,
  RECOVERY_COUNT,
  newSecret,
  keyUri,
  isTotpCode,
  codeStep,
  codeAt,
  newRecoveryCodes,
  normalizeRecoveryCode,
  hashRecoveryCode,
  lockMs,
};
