'use strict';

// What Strapi refuses in a new password beside its length (ASVS 5.0 6.2.4, 6.2.11). Clients read these messages.
const COMMON = 'Password is too common';
const PERSONAL = 'Password contains the username or email';

// A name shorter than this is found inside too many good passwords ("al" in "crystal").
const MIN_NAME = 3;

let common = null;

/** 49,233 passwords from breach corpora, lower-cased (zxcvbn-ts' list, shipped in the package), loaded at first use. */
function commonPasswords() {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((word) => String(word).toLowerCase()));
  }
  return common;
}

/** The names a password may not hold: the username and the email's local part, lower-cased. */
function namesOf({ username, email } = {}) {
  const names = [];
  if (typeof username === 'string') names.push(username);
  if (typeof email === 'string' && email.includes('@')) names.push(email.slice(0, email.lastIndexOf('@')));
  return names.map((name) => name.trim().toLowerCase()).filter((name) => [...name].length >= MIN_NAME);
}

/**
 * The message for what is wrong with `password`, or null, ignoring case; the length rule is users-permissions'.
 * @param {unknown} password @param {{ username?: unknown, email?: unknown }} [account]
 */
function passwordProblem(password, account) {
  if (typeof password !== 'string' || !password) return null;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return COMMON;
  if (namesOf(account).some((name) => lower.includes(name))) return PERSONAL;
  return null;
}

module.exports = { passwordProblem, commonPasswords, COMMON, PERSONAL };
