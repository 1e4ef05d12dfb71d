// @ts-check
import { readFile } from 'node:fs/promises';
import { catalogCandidates, isCatalogCode } from '../locales/catalogs.mjs';

/**
 * The outage page's words for the page server, which answers it without Next (a render that failed
 * under an outage: server/outages/outage-fallback.mjs): the `Outage` namespace of the locale's catalog, read
 * from messages/ as the app reads it (its code's, its language's, English). Each file is read once.
 */

/** @type {Map<string, Promise<import('./outage-page.mjs').OutageWords | null>>} */
const read = new Map();

/** @param {string} catalog */
function wordsOf(catalog) {
  let words = read.get(catalog);
  if (!words) {
    words = readFile(new URL(`../../messages/${catalog}.json`, import.meta.url), 'utf8')
      .then((text) => JSON.parse(text).Outage ?? null)
      .catch(() => null);
    read.set(catalog, words);
  }
  return words;
}

/**
 * @param {string | undefined} code the page's locale (undefined: none known, English)
 * @returns {Promise<{ lang: string, words: import('./outage-page.mjs').OutageWords }>}
 */
export async function outageWords(code) {
  for (const catalog of catalogCandidates(code)) {
    if (!isCatalogCode(catalog)) continue;
    const words = await wordsOf(catalog);
    if (words) return { lang: code && isCatalogCode(code) ? code : catalog, words };
  }
  throw new Error('messages/en.json has no Outage words');
}
