// @ts-check
import { readFile } from 'node:fs/promises';
import { isMessagesCode, messagesCandidates } from '../locales/message-files.mjs';

/** @type {Map<string, Promise<import('./outage-page.mjs').OutageWords | null>>} */
const read = new Map();

/** @param {string} file */
function wordsOf(file) {
  let words = read.get(file);
  if (!words) {
    words = readFile(new URL(`../../messages/${file}.json`, import.meta.url), 'utf8')
      .then((text) => JSON.parse(text).Outage ?? null)
      .catch(() => null);
    read.set(file, words);
  }
  return words;
}

/** @param {string | undefined} code @returns {Promise<{ lang: string, words: import('./outage-page.mjs').OutageWords }>} */
export async function outageWords(code) {
  for (const file of messagesCandidates(code)) {
    if (!isMessagesCode(file)) continue;
    const words = await wordsOf(file);
    if (words) return { lang: code && isMessagesCode(code) ? code : file, words };
  }
  throw new Error('messages/en.json has no Outage words');
}
