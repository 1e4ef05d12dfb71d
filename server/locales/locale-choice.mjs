// @ts-check
/**
 * Which locale a visitor gets at the site's address. Pure, so it is unit-tested
 * (locale-choice.test.ts); the page server applies it.
 *
 * - A visitor who arrives at "/" from outside the site (typed, bookmarked, linked: Sec-Fetch-Site
 *   is not same-origin) is sent to the locale they chose before (the LOCALE_COOKIE), or on a
 *   first visit to the best match of their browser's Accept-Language: one redirect at most, and
 *   never from a locale's own address, so never a loop.
 * - Every page a visitor opens records its locale as their choice: following the Language
 *   navigation is choosing. Inside the site "/" is always the default locale's home page.
 *
 * @typedef {{ code: string, isDefault: boolean }} Locale
 */
import { firstValue } from '../shared/first-value.mjs';

export const LOCALE_COOKIE = 'portico_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Language ranges by preference (q=0 means "not this one"), lower-cased.
 * @param {string | undefined} header @returns {string[]}
 */
export function acceptedLanguages(header) {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range, q }) => range && range !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ range }) => range);
}

/**
 * The site locale that best serves an Accept-Language header: an exact match first, then one of
 * the same language (fr-CA is served French, pt the first Portuguese locale).
 * @param {string | undefined} header @param {Locale[]} locales @returns {string | undefined}
 */
export function negotiateLocale(header, locales) {
  const language = (/** @type {string} */ tag) => tag.split('-')[0];
  for (const range of acceptedLanguages(header)) {
    const exact = locales.find((locale) => locale.code.toLowerCase() === range);
    if (exact) return exact.code;
    const sameLanguage = locales.find((locale) => language(locale.code.toLowerCase()) === language(range));
    if (sameLanguage) return sameLanguage.code;
  }
  return undefined;
}

/**
 * The locale of a page address: its first segment when that is a non-default locale, else the
 * default locale. Undefined when the site has no locales.
 * @param {string} pathname @param {Locale[]} locales
 */
export function localeOfPath(pathname, locales) {
  const first = pathname.split('/')[1] ?? '';
  const prefixed = locales.find((locale) => !locale.isDefault && locale.code === first);
  return (prefixed ?? locales.find((locale) => locale.isDefault))?.code;
}

/**
 * Where a request for "/" from outside the site should go instead, if anywhere.
 * @param {{ pathname: string, headers: Record<string, string | string[] | undefined>, cookies: Map<string, string>, locales: Locale[] }} request
 * @returns {string | null}
 */
export function homeRedirect({ pathname, headers, cookies, locales }) {
  if (pathname !== '/' || locales.length < 2) return null;
  if (firstValue(headers['sec-fetch-site']) === 'same-origin') return null;
  const remembered = locales.find((locale) => locale.code === cookies.get(LOCALE_COOKIE));
  const chosen = remembered ? remembered.code : negotiateLocale(firstValue(headers['accept-language']), locales);
  const target = locales.find((locale) => locale.code === chosen && !locale.isDefault);
  return target ? `/${target.code}` : null;
}

/**
 * The Set-Cookie value that records the locale of the page being answered, or null when it is
 * already recorded.
 * @param {{ code: string | undefined, cookies: Map<string, string>, https: boolean }} choice
 */
export function rememberLocale({ code, cookies, https }) {
  if (!code || cookies.get(LOCALE_COOKIE) === code) return null;
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`;
}
