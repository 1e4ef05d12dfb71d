// @ts-check
import Negotiator from 'negotiator';
import { firstValue } from '../shared/first-value.mjs';

/** @typedef {{ code: string, isDefault: boolean }} Locale @typedef {Record<string, string | undefined>} Cookies */

export const LOCALE_COOKIE = 'portico_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const language = (/** @type {string} */ tag) => tag.split('-')[0];

// The exact locale, else one of the same language: intl-localematcher's best fit is ~1,000 times slower, and wrong.
export function negotiateLocale(/** @type {string | undefined} */ header, /** @type {Locale[]} */ locales) {
  const ranges = new Negotiator({ headers: { 'accept-language': header ?? '' } }).languages();
  for (const range of ranges.map((tag) => tag.toLowerCase())) {
    if (range === '*') continue;
    const exact = locales.find((locale) => locale.code.toLowerCase() === range);
    if (exact) return exact.code;
    const sameLanguage = locales.find((locale) => language(locale.code.toLowerCase()) === language(range));
    if (sameLanguage) return sameLanguage.code;
  }
  return undefined;
}

/** @template {Locale} L @param {string} pathname @param {L[]} locales @returns {{ locale: L | undefined, pathname: string }} */
export function splitLocale(pathname, locales) {
  const first = pathname.split('/')[1];
  const prefixed = first ? locales.find((locale) => !locale.isDefault && locale.code === first) : undefined;
  if (!prefixed) return { locale: locales.find((locale) => locale.isDefault), pathname };
  return { locale: prefixed, pathname: pathname.slice(prefixed.code.length + 1) || '/' };
}

// From outside the site only, and never from a locale's own address: no loop.
/** @param {{ pathname: string, headers: Record<string, string | string[] | undefined>, cookies: Cookies, locales: Locale[] }} request */
export function homeRedirect({ pathname, headers, cookies, locales }) {
  if (pathname !== '/' || locales.length < 2) return null;
  if (firstValue(headers['sec-fetch-site']) === 'same-origin') return null;
  const remembered = locales.find((locale) => locale.code === cookies[LOCALE_COOKIE]);
  const chosen = remembered ? remembered.code : negotiateLocale(firstValue(headers['accept-language']), locales);
  const target = locales.find((locale) => locale.code === chosen && !locale.isDefault);
  return target ? `/${target.code}` : null;
}

export function rememberLocale(/** @type {{ code: string | undefined, cookies: Cookies, https: boolean }} */ { code, cookies, https }) {
  if (!code || cookies[LOCALE_COOKIE] === code) return null;
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${https ? '; Secure' : ''}`;
}
