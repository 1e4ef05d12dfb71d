// @ts-check
/**
 * The site's locales (Strapi's i18n plugin), kept once per process for the app (lib/i18n) and the
 * page server alike: both run in one process and share this memo through globalThis.
 *
 * Only the first call waits for Strapi. Later ones answer at once, refreshing in the background
 * once the list is older than LOCALES_TTL_MS: a slow or stopped Strapi never delays a page (or
 * its outage page) for the sake of the locales.
 *
 * @typedef {{ code: string, name: string, isDefault: boolean }} Locale
 * @typedef {{ locales: Locale[], at: number, pending?: Promise<Locale[]> }} Memo
 */

import { outsideRequest } from '../observability/observe.mjs';

const LOCALES_TTL_MS = 60_000;
const RETRY_MS = 5_000;
/** @type {{ __porticoLocales?: Memo }} */
const store = /** @type {any} */ (globalThis);

/**
 * @param {() => Promise<Locale[]>} load how to ask Strapi (an error: Strapi unreachable)
 * @returns {Promise<Locale[]>}
 */
export async function siteLocales(load, now = Date.now()) {
  const memo = store.__porticoLocales;
  if (memo?.pending && memo.at === 0) return memo.pending;
  if (memo && (now - memo.at < LOCALES_TTL_MS || memo.pending)) return memo.locales;
  // A refresh in the background is the process's, not the request's that happened to start it.
  const pending = (memo ? outsideRequest(load) : load())
    .then((locales) => {
      store.__porticoLocales = { locales, at: Date.now() };
      return locales;
    })
    .catch((error) => {
      // Strapi unreachable: keep what was known and try again on a later call. Never known: later
      // calls answer "none" at once for RETRY_MS instead of each waiting for Strapi again.
      store.__porticoLocales = memo ? { locales: memo.locales, at: memo.at } : { locales: [], at: Date.now() - LOCALES_TTL_MS + RETRY_MS };
      if (memo) return memo.locales;
      throw error;
    });
  store.__porticoLocales = { locales: memo?.locales ?? [], at: memo?.at ?? 0, pending };
  return memo ? memo.locales : pending;
}

/**
 * The locales when they are known without waiting (the first call's answer is in), else
 * undefined: then `siteLocales` waits for them. A list past its age is answered still, and
 * refreshed in the background, as `siteLocales` does.
 * @param {() => Promise<Locale[]>} load @returns {Locale[] | undefined}
 */
export function siteLocalesNow(load, now = Date.now()) {
  const memo = store.__porticoLocales;
  if (!memo || (memo.pending && memo.at === 0)) return undefined;
  if (now - memo.at >= LOCALES_TTL_MS && !memo.pending) siteLocales(load, now).catch(() => {});
  return memo.locales;
}

/**
 * The page server's way to ask (the app's goes through lib/strapi): GET /api/i18n/locales. A
 * Strapi without i18n, or that refuses listLocales, has none.
 * @param {string} strapiUrl @param {number} timeoutMs @returns {Promise<Locale[]>}
 */
export async function fetchSiteLocales(strapiUrl, timeoutMs) {
  const response = await fetch(`${strapiUrl}/api/i18n/locales`, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if ([401, 403, 404].includes(response.status)) return [];
  if (!response.ok) throw new Error(`locales answered ${response.status}`);
  const locales = /** @type {Locale[]} */ (await response.json());
  return locales.map(({ code, name, isDefault }) => ({ code, name, isDefault: Boolean(isDefault) }));
}
