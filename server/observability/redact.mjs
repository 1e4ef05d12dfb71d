// @ts-check
// Second line of defence for free text nobody chose (error messages, library output); the request log
// writes only known fields. Strapi's logs use a twin (cms/src/utils/redact.js): change both together.

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const COOKIE = /\b(cookie|set-cookie)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\n]*)/gi;
const SECRET_FIELD =
  /\b(password|passwordConfirmation|currentPassword|newPassword|code|resetPasswordToken|confirmation|confirmationToken|token|jwt|refreshToken|accessToken|access_token|id_token|secret|authorization)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;"'}]+)/gi;
// Hex reset codes, refresh tokens standing alone.
const LONG_SECRET = /\b[A-Fa-f0-9]{32,}\b|\b[\w-]{48,}\b/g;

/** @param {string} text */
export function redact(text) {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [redacted]')
    .replace(COOKIE, '$1$2[redacted]')
    .replace(SECRET_FIELD, '$1$2[redacted]')
    .replace(EMAIL, '[email]')
    .replace(LONG_SECRET, '[redacted]');
}
