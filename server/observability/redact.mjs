// @ts-check
/**
 * What must never reach a log line, taken out of free text (an error's message, what Next or a
 * library printed): email addresses, JSON Web Tokens, bearer credentials, cookies, and the
 * values of parameters and fields that carry secrets (password, code, token, confirmation…).
 *
 * The request log itself writes only known fields (method, path without its query, status,
 * duration, request id), so this is the second line of defence, for text nobody chose.
 * cms/src/utils/redact.js is the same for Strapi's logs: change both together.
 */

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const COOKIE = /\b(cookie|set-cookie)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\n]*)/gi;
/** A parameter or field whose value is a secret: `password=…`, `"code":"…"`, `token: …`. */
const SECRET_FIELD =
  /\b(password|passwordConfirmation|currentPassword|newPassword|code|resetPasswordToken|confirmation|confirmationToken|token|jwt|refreshToken|accessToken|access_token|id_token|secret|authorization)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;"'}]+)/gi;
/** Long random strings (hex reset codes, refresh tokens) that stand alone. */
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
