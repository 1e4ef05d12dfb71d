// @ts-check
// Free text nobody chose (error messages, library output) loses what must never be logged; the request log writes
// only known fields. Strapi's log keeps a copy of these rules in its own app, held equal to them by a unit test.

/** In order: a JWT before the fields that may hold one, an address before the long strings it may contain. @type {[RegExp, string][]} */
export const REDACTIONS = [
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [/\b(cookie|set-cookie)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\n]*)/gi, '$1$2[redacted]'],
  [
    /\b(password|passwordConfirmation|currentPassword|newPassword|code|resetPasswordToken|confirmation|confirmationToken|token|jwt|refreshToken|accessToken|access_token|id_token|secret|authorization)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;"'}]+)/gi,
    '$1$2[redacted]',
  ],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  // Hex reset codes, refresh tokens standing alone.
  [/\b[A-Fa-f0-9]{32,}\b|\b[\w-]{48,}\b/g, '[redacted]'],
];

/** @param {string} text */
export const redact = (text) => REDACTIONS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
