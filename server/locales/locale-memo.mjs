// @ts-check
/**
 * Only the first call waits: a slow or stopped Strapi never delays a page for the sake of the locales.
 * @typedef {import('../shared/process-globals.mjs').SiteLocale} Locale
 * @typedef {import('../shared/process-globals.mjs').LocalesMemo} Memo
 */

import { outsideRequest } from '../observability/observe.mjs';
import { processGlobal, setProcessGlobal } from '../shared/process-globals.mjs';
import { plainName } from './locale-names.mjs';

const LOCALES_TTL_MS = 60_000;
const RETRY_MS = 5_000;

/** @param {() => Promise<Locale[]>} load @returns {Promise<Locale[]>} */
export async function siteLocales(load, now = Date.now()) {
  const memo = processGlobal('siteLocales');
  if (memo?.pending && memo.at === 0) return memo.pending;
  if (memo && (now - memo.at < LOCALES_TTL_MS || memo.pending)) return memo.locales;
  const pending = (memo ? outsideRequest(load) : load())
    .then((locales) => {
      setProcessGlobal('siteLocales', { locales, at: Date.now() });
      return locales;
    })
    .catch((error) => {
      // Never known: "none" at once for RETRY_MS, rather than each call waiting for Strapi again.
      setProcessGlobal(
        'siteLocales',
        memo ? { locales: memo.locales, at: memo.at } : { locales: [], at: Date.now() - LOCALES_TTL_MS + RETRY_MS },
      );
      if (memo) return memo.locales;
      throw error;
    });
  setProcessGlobal('siteLocales', { locales: memo?.locales ?? [], at: memo?.at ?? 0, pending });
  return memo ? memo.locales : pending;
}

/** Never waits. @param {() => Promise<Locale[]>} load @returns {Locale[] | undefined} */
export function siteLocalesNow(load, now = Date.now()) {
  const memo = processGlobal('siteLocales');
  if (!memo || (memo.pending && memo.at === 0)) return undefined;
  if (now - memo.at >= LOCALES_TTL_MS && !memo.pending) siteLocales(load, now).catch(() => {});
  return memo.locales;
}

/** @param {string} strapiUrl @param {number} timeoutMs @returns {Promise<Locale[]>} */
export async function fetchSiteLocales(strapiUrl, timeoutMs) {
  const response = await fetch(`${strapiUrl}/api/i18n/locales`, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if ([401, 403, 404].includes(response.status)) return [];
  if (!response.ok) throw new Error(`locales answered ${response.status}`);
  const locales = /** @type {Locale[]} */ (await response.json());
  return locales.map(({ code, name, isDefault }) => ({ code, name: plainName(name, code), isDefault: Boolean(isDefault) }));
}
