// @ts-check
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants } from 'node:zlib';
import { acceptedEncodings } from './compressed-page.mjs';
import { requestIdHeader } from '../observability/request-id.mjs';

/**
 * The site dictionary (Compression Dictionary Transport, as Chromium ships it): a browser that has
 * seen the site once gets each stored visitor page compressed against bytes it already holds.
 *
 * Most of a page's bytes are the same on every page: Next's bootstrap, the layout, the header's
 * collections, the class names, the shape of React's payload. Brotli sends them again with every
 * page. The dictionary is the visitors' home page as this process first rendered it; every stored
 * visitor document is also kept compressed with Zstandard against it (`dcz`), once, when it is
 * stored, in a thread of its own (server/encodings/zstd-worker.mjs).
 *
 * The exchange:
 * - each stored document names the dictionary in a `Link: <…>; rel="compression-dictionary"`
 *   header; the browser fetches it when idle, from DICTIONARY_PREFIX + its hash (cached for a year:
 *   the address changes with the bytes) and keeps it, for documents of the site (`Use-As-Dictionary`);
 * - from then on its document requests carry `Available-Dictionary: :<SHA-256>:` and `dcz` in
 *   Accept-Encoding; a stored visitor page is then answered with its `dcz` bytes (the dcz header:
 *   a magic number and the dictionary's hash, then the Zstandard frame), any other answer as before.
 *
 * Only visitors' pages are so compressed: they hold nothing but what everyone may read, as does the
 * dictionary, so nothing secret is ever compressed beside what a page's reader could choose (the
 * compression side channel BREACH needs both). A member's page (their name in it) keeps brotli.
 *
 * The home page renders the same in every process on the same content, so every worker and
 * instance usually holds the same dictionary; one that holds another answers that browser in brotli.
 */
export const DICTIONARY_PREFIX = '/_portico/dictionary/';
/** Zstandard's level for stored pages: the list page (99 KB) in about 7 ms, 27 % fewer bytes than brotli at 10. */
export const ZSTD_LEVEL = 10;
/** The dcz stream's first bytes, before the dictionary's hash. */
const DCZ_MAGIC = Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * @typedef {{ bytes: Buffer, hash: Buffer, offered: string, path: string, link: string, brotli: Buffer }} Dictionary
 * @typedef {(source: Buffer, dictionary: Buffer, level: number) => Promise<Buffer>} Compress
 */

const brotli = promisify(brotliCompress);

/** Made once per process; brotli at 11 (about 22 ms for the home page) in the thread pool, as pages are. @param {Buffer} bytes @returns {Promise<Dictionary>} */
async function dictionaryOf(bytes) {
  const hash = createHash('sha256').update(bytes).digest();
  const path = `${DICTIONARY_PREFIX}${hash.toString('base64url')}`;
  return {
    bytes,
    hash,
    // Available-Dictionary is a structured-field byte sequence: base64 between colons.
    offered: `:${hash.toString('base64')}:`,
    path,
    link: `<${path}>; rel="compression-dictionary"`,
    brotli: await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/**
 * @param {{
 *   load: () => Promise<Buffer | null>,
 *   retryMs?: number,
 *   compress?: Compress,
 * }} options `load`: the dictionary's bytes (the visitors' home page), or null when it cannot be had now
 */
export function createSiteDictionary({ load, retryMs = 60_000, compress = compressInThread }) {
  /** @type {Dictionary | null} */
  let current = null;
  /** @type {Promise<Dictionary | null> | null} */
  let loading = null;
  let failedAt = -Infinity;

  return {
    /** The dictionary, made on first use; null while it cannot be (tried again after retryMs). @returns {Promise<Dictionary | null>} */
    ready() {
      if (current) return Promise.resolve(current);
      if (loading) return loading;
      if (performance.now() - failedAt < retryMs) return Promise.resolve(null);
      loading = load()
        .then((bytes) => (bytes?.length ? dictionaryOf(bytes) : null))
        .catch(() => null)
        .then((made) => {
          loading = null;
          if (made) return (current = made);
          failedAt = performance.now();
          return null;
        });
      return loading;
    },

    /** The dictionary if it is made. */
    now: () => current,

    /**
     * A page as `dcz` against the dictionary (which must be made).
     * @param {Buffer} page @returns {Promise<Buffer>}
     */
    async encode(page) {
      if (!current) throw new Error('the site dictionary is not made yet');
      const { hash, bytes } = current;
      return Buffer.concat([DCZ_MAGIC, hash, await compress(page, bytes, ZSTD_LEVEL)]);
    },

    /**
     * Whether a request may be answered in `dcz`: it takes the coding and holds this dictionary.
     * @param {import('node:http').IncomingHttpHeaders} headers
     */
    heldBy(headers) {
      const offered = headers['available-dictionary'];
      return (
        !!current &&
        typeof offered === 'string' &&
        offered.trim() === current.offered &&
        acceptedEncodings(headers['accept-encoding']).has('dcz')
      );
    },

    /**
     * Answers a request for the dictionary: its bytes at its own address, nothing anywhere else.
     * As text/plain, never as the page it was: it must not run as a document without the page's policy.
     * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {string} pathname
     */
    answer(request, response, pathname) {
      const idHeader = requestIdHeader(request.headers);
      if (!current || pathname !== current.path || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...idHeader });
        response.end(request.method === 'HEAD' ? undefined : 'Not found.');
        return;
      }
      const brotli = acceptedEncodings(request.headers['accept-encoding']).has('br');
      const body = brotli ? current.brotli : current.bytes;
      response.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`,
        'Use-As-Dictionary': 'match="/*", match-dest=("document")',
        Vary: 'Accept-Encoding',
        ...(brotli ? { 'Content-Encoding': 'br' } : {}),
        'Content-Length': String(body.length),
        ...idHeader,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    },
  };
}

/** @type {Worker | null} */
let worker = null;
let nextJob = 0;
/** @type {Map<number, { resolve: (bytes: Buffer) => void, reject: (error: Error) => void }>} */
const jobs = new Map();

/** Zstandard with a dictionary, in server/encodings/zstd-worker.mjs's thread. @type {Compress} */
export function compressInThread(source, dictionary, level) {
  if (!worker) {
    const thread = new Worker(new URL('./zstd-worker.mjs', import.meta.url));
    // A server's thread: it must not keep a process that is done from exiting.
    thread.unref();
    thread.on('message', ({ id, compressed, error }) => {
      const job = jobs.get(id);
      jobs.delete(id);
      if (error) job?.reject(new Error(error));
      else job?.resolve(Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength));
    });
    thread.on('error', (error) => {
      for (const job of jobs.values()) job.reject(error);
      jobs.clear();
      worker = null;
    });
    worker = thread;
  }
  const id = nextJob++;
  const thread = worker;
  return new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    thread.postMessage({ id, source, dictionary, level });
  });
}

/** Ends the compressing thread (tests; a server's ends with its process). */
export async function stopCompressing() {
  const thread = worker;
  worker = null;
  await thread?.terminate();
}
