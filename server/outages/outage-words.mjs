// @ts-check
import { readFile } from 'node:fs/promises';
import { catalogCandidates, isCatalogCode } from '../locales/catalogs.mjs';

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

/** @param {string | undefined} code @returns {Promise<{ lang: string, words: import('./outage-page.mjs').OutageWords }>} */
export async function outageWords(code) {
  for (const catalog of catalogCandidates(code)) {
    if (!isCatalogCode(catalog)) continue;
    const words = await wordsOf(catalog);
    if (words) return { lang: code && isCatalogCode(code) ? code : catalog, words };
  }
  throw new Error('messages/en.json has no Outage words');
}
