/** What a page weighs over the wire: its body as sent to a browser (compressed as the server chooses), and its headers. */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { BROWSER_PAGE_HEADERS } from './load.mjs';

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

/**
 * A page's weight for a browser, and, for Portico, what it weighed before this design: the same
 * HTML gzipped at level 4 for each answer (issue 24's starting point).
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
    raw: sent,
  };
}
