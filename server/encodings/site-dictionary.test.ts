import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import * as zstd from '@bokuweb/zstd-wasm';
import { compressInThread, createSiteDictionary, DICTIONARY_PREFIX, stopCompressing } from './site-dictionary.mjs';

/** Two pages of one site: the same layout, different content (what the dictionary is for). */
function sitePage(title: string, entries: number) {
  let html =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/app.css"/></head>';
  html += '<body><header class="site-header"><a class="brand" href="/">Portico</a><nav aria-label="Collections"><ul>';
  html += '<li><a href="/articles">Articles</a></li><li><a href="/categories">Categories</a></li></ul></nav></header>';
  html += `<main id="main"><h1>${title}</h1><ul class="document-list">`;
  for (let i = 0; i < entries; i += 1)
    html += `<li class="document-card"><h2 class="document-title"><a href="/articles/${randomBytes(12).toString('hex')}">${title} ${i}</a></h2><p class="document-summary">Summary ${i * 7} of ${title}</p></li>`;
  return Buffer.from(`${html}</ul></main><footer class="site-footer"><p>Portico · content from Strapi</p></footer></body></html>`);
}

beforeAll(() => zstd.init());
afterAll(() => stopCompressing());

type Answer = { status: number; headers: Record<string, string>; body: Buffer | undefined };

function ask(dictionary: ReturnType<typeof createSiteDictionary>, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const answer: Answer = { status: 0, headers: {}, body: undefined };
  const response = {
    writeHead(status: number, sent: Record<string, string>) {
      answer.status = status;
      answer.headers = Object.fromEntries(Object.entries(sent).map(([name, value]) => [name.toLowerCase(), value]));
    },
    end(body?: Buffer | string) {
      answer.body = body === undefined ? undefined : Buffer.from(body);
    },
  } as unknown as ServerResponse;
  dictionary.answer({ method, url: path, headers } as unknown as IncomingMessage, response, path);
  return answer;
}

describe('the site dictionary', () => {
  const home = sitePage('Welcome', 3);

  it('is made once from what `load` gives, however many ask at once', async () => {
    const load = jest.fn(async () => home);
    const dictionary = createSiteDictionary({ load });
    const [first, second] = await Promise.all([dictionary.ready(), dictionary.ready()]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first!.bytes.equals(home)).toBe(true);
    expect(first!.offered).toBe(`:${createHash('sha256').update(home).digest('base64')}:`);
    expect(first!.path).toBe(`${DICTIONARY_PREFIX}${createHash('sha256').update(home).digest('base64url')}`);
    expect(dictionary.now()).toBe(first);
  });

  it('tries again only after retryMs when the home page could not be had', async () => {
    const load = jest.fn<Promise<Buffer | null>, []>(async () => null);
    const dictionary = createSiteDictionary({ load, retryMs: 50 });
    expect(await dictionary.ready()).toBeNull();
    expect(await dictionary.ready()).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    load.mockImplementation(async () => {
      throw new Error('Strapi is down');
    });
    expect(await dictionary.ready()).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('encodes a page as dcz: the magic number, the dictionary’s hash, then Zstandard against it', async () => {
    const dictionary = createSiteDictionary({ load: async () => home, compress: compressInThread });
    const made = (await dictionary.ready())!;
    const page = sitePage('Articles', 40);
    const dcz = await dictionary.encode(page);
    expect([...dcz.subarray(0, 8)]).toEqual([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);
    expect(dcz.subarray(8, 40).equals(made.hash)).toBe(true);
    const frame = dcz.subarray(40);
    expect(Buffer.from(zstd.decompressUsingDict(zstd.createDCtx(), frame, home)).equals(page)).toBe(true);
    // What the dictionary is for: the layout is not sent again.
    expect(frame.length).toBeLessThan(Buffer.from(zstd.compress(page, 10)).length);
  });

  it('compresses each page against the dictionary it was given, when the dictionary changes between pages too', async () => {
    const other = sitePage('Authors', 30);
    const articles = sitePage('Articles', 40);
    const tags = sitePage('Tags', 12);
    const search = sitePage('Search', 5);
    const copies = [articles, tags, search].map((page) => Buffer.from(page));
    const frames = await Promise.all([articles, tags, search].map((page) => compressInThread(page, home, 10)));
    const againstOther = await compressInThread(articles, other, 10);
    const backToHome = await compressInThread(tags, home, 10);
    const decode = (frame: Buffer, dictionary: Buffer) => Buffer.from(zstd.decompressUsingDict(zstd.createDCtx(), frame, dictionary));
    expect(frames.map((frame) => decode(frame, home))).toEqual(copies);
    expect(decode(againstOther, other)).toEqual(articles);
    expect(decode(backToHome, home)).toEqual(tags);
    // The thread works on a copy: the caller's pages are left whole.
    expect([articles, tags, search]).toEqual(copies);
  });

  it('is used only for a request that holds it and takes dcz', async () => {
    const dictionary = createSiteDictionary({ load: async () => home });
    const { offered } = (await dictionary.ready())!;
    const browser = 'gzip, deflate, br, zstd, dcb, dcz';
    expect(dictionary.heldBy({ 'available-dictionary': offered, 'accept-encoding': browser })).toBe(true);
    expect(dictionary.heldBy({ 'available-dictionary': ` ${offered} `, 'accept-encoding': browser })).toBe(true);
    expect(dictionary.heldBy({ 'available-dictionary': offered, 'accept-encoding': 'gzip, br' })).toBe(false);
    expect(dictionary.heldBy({ 'available-dictionary': offered, 'accept-encoding': 'br, dcz;q=0' })).toBe(false);
    const other = `:${createHash('sha256').update('another dictionary').digest('base64')}:`;
    expect(dictionary.heldBy({ 'available-dictionary': other, 'accept-encoding': browser })).toBe(false);
    expect(dictionary.heldBy({ 'accept-encoding': browser })).toBe(false);
    expect(createSiteDictionary({ load: async () => home }).heldBy({ 'available-dictionary': offered, 'accept-encoding': browser })).toBe(
      false,
    );
  });

  it('is answered at its own address for a year, as text, for documents of the whole site; nothing elsewhere', async () => {
    const dictionary = createSiteDictionary({ load: async () => home });
    expect(ask(dictionary, `${DICTIONARY_PREFIX}anything`).status).toBe(404);
    const { path } = (await dictionary.ready())!;
    const answer = ask(dictionary, path, { 'accept-encoding': 'gzip, br', 'x-request-id': 'req-1' });
    expect(answer.status).toBe(200);
    expect(answer.headers['use-as-dictionary']).toBe('match="/*", match-dest=("document")');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['x-request-id']).toBe('req-1');
    expect(brotliDecompressSync(answer.body!).equals(home)).toBe(true);
    const plain = ask(dictionary, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body!.equals(home)).toBe(true);
    expect(ask(dictionary, path, {}, 'HEAD').body).toBeUndefined();
    expect(ask(dictionary, `${path}x`).status).toBe(404);
    expect(ask(dictionary, path, {}, 'POST').status).toBe(404);
  });
});
