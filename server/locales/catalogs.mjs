// @ts-check
export const DEFAULT_CATALOG = 'en';

/** Most specific first: the code, its language, English. @param {string | undefined} code @returns {string[]} */
export function catalogCandidates(code) {
  if (!code) return [DEFAULT_CATALOG];
  const language = code.split('-')[0] ?? code;
  return [...new Set([code, language, DEFAULT_CATALOG])];
}

/** A BCP 47 tag's letters and digits only, so a code never names a path. @param {string} code @returns {boolean} */
export const isCatalogCode = (code) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code);
