import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncodings, chooseEncoding, compressPage, pageParts } from './compressed-page.mjs';

/** A page like Next's: repeated markup, text in several languages, a nonce-like value in many places. */
function samplePage() {
  const marker = randomBytes(16).toString('base64');
  let html = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>';
  for (let i = 0; i < 12; i += 1) html += `<link rel="preload" as="script" href="/_next/static/chunks/${i}.js"/><i data-x="${marker}"></i>`;
  html += '</head><body>';
  for (let i = 0; i < 60; i += 1)
    html += `<article><h2><a href="/articles/${i}">Entry ${i}: Ça marche, 東京, “quotes”</a></h2><p data-x="${marker}">Text ${i * 7}</p></article>`;
  return { html: `${html}</body></html>`, marker };
}

const decode = (encoding: string, bytes: Buffer) =>
  encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes;

describe('a page compressed once, with holes filled per answer', () => {
  it('decodes to the filled page in every encoding, for any fills', async () => {
    const { html, marker } = samplePage();
    const fixed = html.split(marker);
    const page = await compressPage(
      fixed,
      fixed.slice(1).map(() => ({ length: 24 })),
    );
    // Brotli's pieces are kept only when they decode exactly (checked when stored); gzip's always do.
    expect(page.gzip).not.toBeNull();
    for (let round = 0; round < 5; round += 1) {
      const fill = randomBytes(16).toString('base64');
      const fills = fixed.slice(1).map(() => Buffer.from(fill));
      for (const encoding of ['identity', 'gzip', ...(page.br ? ['br' as const] : [])] as const) {
        const sent = Buffer.concat(pageParts(page, fills, encoding));
        expect(decode(encoding, sent).toString()).toBe(html.replaceAll(marker, fill));
      }
    }
  });

  it('keeps a page without holes as one stream per encoding, smaller than gzip for brotli', async () => {
    const { html } = samplePage();
    const page = await compressPage([html], []);
    const gzip = Buffer.concat(pageParts(page, [], 'gzip'));
    const br = Buffer.concat(pageParts(page, [], 'br'));
    expect(pageParts(page, [], 'br')).toHaveLength(1);
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(br.length).toBeLessThan(gzip.length);
  });

  it('keeps brotli for a page with a few holes, as a members’ page has', async () => {
    const { html, marker } = samplePage();
    const fixed = html.split(marker).slice(0, 5);
    const page = await compressPage(
      [...fixed.slice(0, -1), fixed.slice(-1)[0]!],
      fixed.slice(1).map(() => ({ length: 24 })),
    );
    const fills = fixed.slice(1).map(() => Buffer.from(randomBytes(16).toString('base64')));
    expect(page.br).not.toBeNull();
    expect(brotliDecompressSync(Buffer.concat(pageParts(page, fills, 'br')))).toEqual(Buffer.concat(pageParts(page, fills, 'identity')));
  });

  it('refuses a fill of another length', async () => {
    const page = await compressPage(['<p>', '</p>'], [{ length: 4 }]);
    expect(() => pageParts(page, [Buffer.from('abc')], 'gzip')).toThrow(/4 bytes/);
  });

  it('answers dcz with the bytes kept against the site dictionary, only for a page without holes', async () => {
    const page = await compressPage(['<p>hello</p>'], []);
    expect(() => pageParts(page, [], 'dcz')).toThrow(/without holes/);
    page.dcz = Buffer.from('dcz bytes');
    expect(pageParts(page, [], 'dcz')).toEqual([page.dcz]);
    const holed = await compressPage(['<p>', '</p>'], [{ length: 4 }]);
    holed.dcz = Buffer.from('dcz bytes');
    expect(() => pageParts(holed, [Buffer.from('abcd')], 'dcz')).toThrow(/without holes/);
  });
});

describe('the encoding of an answer', () => {
  it('is brotli for a browser, gzip for a client without brotli, the page as it is otherwise', async () => {
    const page = await compressPage(['<p>hello</p>'], []);
    expect(chooseEncoding(page, 'gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding(page, 'gzip')).toBe('gzip');
    expect(chooseEncoding(page, 'br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding(page, '*')).toBe('br');
    expect(chooseEncoding(page, undefined)).toBe('identity');
    expect(chooseEncoding(page, 'identity')).toBe('identity');
    expect([...acceptedEncodings('GZIP;q=0.5, x-gzip')]).toEqual(['gzip']);
  });
});
