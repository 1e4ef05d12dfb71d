// @ts-check
/**
 * Which catalog (messages/{code}.json) serves a locale: shared by the app (lib/i18n/catalogs.ts)
 * and the page server, which words its outage page without Next (server/outages/outage-words.mjs).
 */

export const DEFAULT_CATALOG = 'en';

/**
 * The catalog codes to try for a locale code, most specific first: its own, its language's, English.
 * @param {string | undefined} code @returns {string[]}
 */
export function catalogCandidates(code) {
  if (!code) return [DEFAULT_CATALOG];
  const language = code.split('-')[0] ?? code;
  return [...new Set([code, language, DEFAULT_CATALOG])];
}

/**
 * Whether `code` may name a catalog file (a BCP 47 tag's letters and digits: never a path).
 * @param {string} code @returns {boolean}
 */
export const isCatalogCode = (code) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code);
