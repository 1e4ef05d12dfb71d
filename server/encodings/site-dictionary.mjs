// @ts-check
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants } from 'node:zlib';
import { acceptedEncodings } from './compressed-page.mjs';
import { requestIdHeader } from '../observability/request-id.mjs';

// Compression Dictionary Transport: visitor pages are also kept as Zstandard against the home page. Visitors' only, so
// BREACH has no secret to find; the address changes with the bytes, hence a year's caching.
export const DICTIONARY_PREFIX = '/_portico/dictionary/';
// Measured: the list page (99 KB) in about 7 ms, 27 % fewer bytes than brotli at 10.
export const ZSTD_LEVEL = 10;
const DCZ_MAGIC = Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00]);
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * @typedef {{ bytes: Buffer, hash: Buffer, offered: string, path: string, link: string, brotli: Buffer }} Dictionary
 * @typedef {(source: Buffer, dictionary: Buffer, level: number) => Promise<Buffer>} Compress
 */

const brotli = promisify(brotliCompress);

/** Once per process, so brotli at 11 (about 22 ms). @param {Buffer} bytes @returns {Promise<Dictionary>} */
async function dictionaryOf(bytes) {
  const hash = createHash('sha256').update(bytes).digest();
  const path = `${DICTIONARY_PREFIX}${hash.toString('base64url')}`;
  return {
    bytes,
    hash,
    // A structured-field byte sequence: base64 between colons.
    offered: `:${hash.toString('base64')}:`,
    path,
    link: `<${path}>; rel="compression-dictionary"`,
    brotli: await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** @param {{ load: () => Promise<Buffer | null>, retryMs?: number, compress?: Compress }} options */
export function createSiteDictionary({ load, retryMs = 60_000, compress = compressInThread }) {
  /** @type {Dictionary | null} */
  let current = null;
  /** @type {Promise<Dictionary | null> | null} */
  let loading = null;
  let failedAt = -Infinity;

  return {
    /** @returns {Promise<Dictionary | null>} */
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

    now: () => current,

    /** @param {Buffer} page @returns {Promise<Buffer>} */
    async encode(page) {
      if (!current) throw new Error('the site dictionary is not made yet');
      const { hash, bytes } = current;
      return Buffer.concat([DCZ_MAGIC, hash, await compress(page, bytes, ZSTD_LEVEL)]);
    },

    /** @param {import('node:http').IncomingHttpHeaders} headers */
    heldBy(headers) {
      const offered = headers['available-dictionary'];
      return (
        !!current &&
        typeof offered === 'string' &&
        offered.trim() === current.offered &&
        acceptedEncodings(headers['accept-encoding']).has('dcz')
      );
    },

    // As text/plain, never as the page it was: it must not run as a document without the page's policy.
    /**
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
/** The dictionary the worker holds. @type {Buffer | null} */
let workerDictionary = null;
let nextJob = 0;
/** @type {Map<number, { resolve: (bytes: Buffer) => void, reject: (error: Error) => void }>} */
const jobs = new Map();

/** @type {Compress} */
export function compressInThread(source, dictionary, level) {
  if (!worker) {
    const thread = new Worker(new URL('./zstd-worker.mjs', import.meta.url));
    // Must not keep a finished process from exiting.
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
    workerDictionary = null;
  }
  const id = nextJob++;
  const thread = worker;
  const changed = workerDictionary === dictionary ? undefined : dictionary;
  workerDictionary = dictionary;
  return new Promise((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    thread.postMessage({ id, source, dictionary: changed, level });
  });
}

export async function stopCompressing() {
  const thread = worker;
  worker = null;
  await thread?.terminate();
}
