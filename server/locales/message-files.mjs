// @ts-check
export const DEFAULT_MESSAGES = 'en';

/** The code, its language, English. @param {string | undefined} code @returns {string[]} */
export function messagesCandidates(code) {
  if (!code) return [DEFAULT_MESSAGES];
  const language = code.split('-')[0] ?? code;
  return [...new Set([code, language, DEFAULT_MESSAGES])];
}

/** So a code never names a path. @param {string} code @returns {boolean} */
export const isMessagesCode = (code) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code);
