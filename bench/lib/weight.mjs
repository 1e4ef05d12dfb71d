/** What a page weighs over the wire: its body as sent to a browser (compressed as the server chooses), and its headers. */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROWSER_PAGE_HEADERS } from '../../tests/harness/load.mjs';

/** The raw exchange: status, headers, body bytes as they came (not decoded). */
export function rawGet(url, headers = BROWSER_PAGE_HEADERS) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const headerBytes = response.rawHeaders.reduce((sum, part, index) => sum + Buffer.byteLength(part) + (index % 2 ? 2 : 2), 0);
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), headerBytes });
        });
      })
      .on('error', reject);
  });
}

/** What Chromium adds to Accept-Encoding when it holds a dictionary for the request. */
const DICTIONARY_ENCODINGS = 'gzip, deflate, br, zstd, dcb, dcz';

/**
 * The same page for a browser that has been on the site before: it fetched the dictionary the
 * site names in a `Link: <…>; rel="compression-dictionary"` header (server/encodings/site-dictionary.mjs)
 * and offers it. Null when the server names none (the peers).
 * @param {string} url @param {Record<string, string | string[] | undefined>} headers the first answer's
 */
async function returningWeight(url, headers) {
  const named = /<([^>]+)>;\s*rel="compression-dictionary"/.exec(String(headers.link ?? ''))?.[1];
  if (!named) return null;
  const dictionary = await rawGet(new URL(named, url).href, { 'Accept-Encoding': 'identity' });
  if (dictionary.status !== 200) throw new Error(`the dictionary ${named} answered ${dictionary.status}`);
  const offered = `:${createHash('sha256').update(dictionary.body).digest('base64')}:`;
  const sent = await rawGet(url, { ...BROWSER_PAGE_HEADERS, 'Accept-Encoding': DICTIONARY_ENCODINGS, 'Available-Dictionary': offered });
  return {
    returningEncoding: sent.headers['content-encoding'] ?? 'identity',
    returningBytes: sent.body.length,
    dictionaryBytes: dictionary.body.length,
  };
}

/** Brotli at its best (quality 11): what no per-answer compressor spends, a floor for the bytes. @param {Buffer} bytes */
export const brotliBest = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length;

/**
 * The page without React's payload for hydration: the inline scripts that push the Flight rows
 * (`self.__next_f`), whatever their nonce. What the markup alone weighs.
 * @param {Buffer} html
 */
export const withoutPayload = (html) =>
  Buffer.from(html.toString('utf8').replace(/<script(?: nonce="[^"]*")?>\(?self\.__next_f\b.*?<\/script>/gs, ''));

/**
 * The smallest page the site's layout makes: its not-found page (the header, a heading, a sentence, a
 * link, and the footer), for an address nothing answers. Next answers it itself (not stored), so it is
 * fetched plain and weighed as brotli at its best: what any page of the site weighs at least.
 * @param {string} origin
 */
export async function layoutFloor(origin) {
  const missing = await rawGet(`${origin}/bench-no-such-page-${Date.now()}`, { ...BROWSER_PAGE_HEADERS, 'Accept-Encoding': 'identity' });
  if (missing.status !== 404) throw new Error(`an address nothing answers answered ${missing.status}`);
  return { htmlBytes: missing.body.length, brotliBytes: brotliBest(missing.body), markupBytes: brotliBest(withoutPayload(missing.body)) };
}

/**
 * A page's weight for a browser, and, for Portico, what it weighed before this design: the same
 * HTML gzipped at level 4 for each answer (issue 24's starting point); and for a browser that holds
 * the site's dictionary.
 */
export async function pageWeight(url) {
  const sent = await rawGet(url);
  const plain = await rawGet(url, { ...BROWSER_PAGE_HEADERS, 'Accept-Encoding': 'identity' });
  return {
    encoding: sent.headers['content-encoding'] ?? 'identity',
    bodyBytes: sent.body.length,
    headerBytes: sent.headerBytes,
    htmlBytes: plain.body.length,
    gzip4Bytes: gzipSync(plain.body, { level: 4 }).length,
    markupBytes: brotliBest(withoutPayload(plain.body)),
    ...(await returningWeight(url, sent.headers)),
    raw: sent,
  };
}
