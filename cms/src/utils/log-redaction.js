// The app's rules, copied: this Strapi app cannot load the app's modules (CommonJS, built into dist/). A test holds them equal.
const REDACTIONS = [
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [/\b(cookie|set-cookie)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\n]*)/gi, '$1$2[redacted]'],
  [
    /\b(password|passwordConfirmation|currentPassword|newPassword|code|resetPasswordToken|confirmation|confirmationToken|token|jwt|refreshToken|accessToken|access_token|id_token|secret|authorization)(["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;"'}]+)/gi,
    '$1$2[redacted]',
  ],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  [/\b[A-Fa-f0-9]{32,}\b|\b[\w-]{48,}\b/g, '[redacted]'],
];

/** @param {string} text */
const redact = (text) => REDACTIONS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

module.exports = { REDACTIONS, redact };
