import { Buffer } from 'node:buffer';
import zlib from 'node:zlib';

/**
 * (Not type-checked: indexed byte arithmetic throughout, which the strict index checks would
 * bury in casts; its unit tests decode every encoding.)
 *
 * A page compressed once, when it is stored, and answered with a copy: brotli, gzip and identity.
 *
 * A stored page is fixed text with holes: what differs per response (the CSP nonce, a member's
 * name, whether an owner's controls are shown). Every fill of a hole has the same length in bytes.
 * The page is compressed once as one stream with a placeholder in each hole, flushed before and
 * after each placeholder, so each hole is a piece of the stream on its own. A response is the
 * stored pieces with each hole's piece replaced by an uncompressed block holding that response's
 * fill: a deflate stored block (gzip), an uncompressed meta-block (brotli). No compression, no
 * rewrite of the page, only a few small blocks and copies.
 *
 * Why it decodes to the filled page:
 * - the placeholder's bytes never occur anywhere else in the page, so no back-reference the
 *   compressor wrote can reach into a hole (a match would have to contain those bytes); every
 *   distance stays right, because a fill is exactly as long as its placeholder;
 * - each hole ends with the two bytes of fixed text that follow it, in the placeholder too, so
 *   brotli's context for the next literal (the last two bytes) is the same as the compressor saw.
 * - gzip's CRC-32 is linear: the CRC of the filled page is the stored page's CRC combined with
 *   the CRC of each fill XOR its placeholder, shifted by the bytes after it.
 * Brotli's encoder also keeps a cache of recent distances, which a hole's piece could change. So
 * every stored page is checked once: filled with random fills and decompressed. A page whose
 * brotli piecing does not decode exactly is kept without brotli (gzip, whose check has no such
 * state, still applies). Unit tests: compressed-page.test.ts.
 *
 * A page without holes may also be kept against the site dictionary (`dcz`,
 * server/encodings/site-dictionary.mjs), added by the page server when it stores it.
 *
 * @typedef {{ length: number }} Hole the length in bytes of every fill
 * @typedef {'br' | 'gzip' | 'identity' | 'dcz'} Encoding
 * @typedef {{
 *   length: number,
 *   holes: { length: number, tail: Buffer, placeholder?: Buffer }[],
 *   identity: Buffer[],
 *   gzip: { pieces: Buffer[], crc: number, after: number[] } | null,
 *   br: Buffer[] | null,
 *   dcz?: Buffer,
 *   bytes: number,
 * }} CompressedPage
 */

const POLY = 0xedb88320;
const CRC_TABLE = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
  return c;
});

/** CRC-32 without its initial and final inversion: linear in XOR. @param {Buffer} bytes */
function crcRaw(bytes) {
  let crc = 0;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return crc >>> 0;
}

/** a·b modulo the CRC polynomial (zlib's multmodp). @param {number} a @param {number} b */
function multmodp(a, b) {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N = (() => {
  const table = [0x40000000];
  for (let k = 1; k < 32; k += 1) table.push(multmodp(table[k - 1], table[k - 1]));
  return table;
})();

/** x^(8·bytes) modulo the polynomial: shifts a CRC over that many zero bytes. @param {number} bytes */
function shiftOver(bytes) {
  let p = 0x80000000;
  let k = 3;
  for (let n = bytes; n; n = Math.floor(n / 2), k += 1) if (n & 1) p = multmodp(X2N[k & 31], p);
  return p;
}

/**
 * Bytes that valid UTF-8 HTML from React does not contain: C0, C1 and F5–FF never occur in UTF-8,
 * and control characters other than tab, line feed and carriage return are not in markup. Which
 * ones a placeholder uses depends on what the page holds (checked per page).
 */
const RARE_BYTES = [
  ...Array.from({ length: 8 }, (_, i) => 0x01 + i),
  0x0b,
  0x0c,
  ...Array.from({ length: 18 }, (_, i) => 0x0e + i),
  0xc0,
  0xc1,
  ...Array.from({ length: 11 }, (_, i) => 0xf5 + i),
];

/** @param {import('node:stream').Transform & { flush(kind: number, callback: () => void): void }} stream @param {number} kind */
function pieceWriter(stream, kind) {
  /** @type {Buffer[]} */
  let pending = [];
  stream.on('data', (chunk) => pending.push(chunk));
  return {
    /** Writes bytes and flushes; answers what the compressor emitted for them. @param {Buffer} bytes @returns {Promise<Buffer>} */
    piece: (bytes) =>
      new Promise((resolve, reject) => {
        stream.once('error', reject);
        if (bytes.length) stream.write(bytes);
        stream.flush(kind, () => {
          stream.off('error', reject);
          resolve(Buffer.concat(pending.splice(0)));
        });
      }),
    /** @returns {Promise<Buffer>} */
    end: () =>
      new Promise((resolve, reject) => {
        stream.once('error', reject);
        stream.once('end', () => resolve(Buffer.concat(pending.splice(0))));
        stream.end();
      }),
  };
}

/**
 * The compressed stream's pieces: fixed[0], hole, fixed[1], hole, …, fixed[n] and the end; the
 * hole pieces are dropped (a response puts its own there).
 * @param {'gzip' | 'br'} kind @param {Buffer[]} fixed @param {Buffer[]} placeholders @param {number} total
 */
async function compressPieces(kind, fixed, placeholders, total) {
  const stream =
    kind === 'gzip'
      ? zlib.createDeflateRaw({ level: 9, memLevel: 9 })
      : zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_LGWIN]: 22,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: total,
          },
        });
  const writer = pieceWriter(
    /** @type {any} */ (stream),
    kind === 'gzip' ? zlib.constants.Z_SYNC_FLUSH : zlib.constants.BROTLI_OPERATION_FLUSH,
  );
  /** @type {Buffer[]} */
  const pieces = [];
  for (let i = 0; i < placeholders.length; i += 1) {
    pieces.push(await writer.piece(fixed[i]));
    await writer.piece(placeholders[i]);
  }
  if (fixed.at(-1)?.length) stream.write(fixed.at(-1));
  pieces.push(await writer.end());
  return pieces;
}

/** Brotli's quality for stored pages: paid once per page, in the thread pool (measured in bench/README.md). */
export const BROTLI_QUALITY = 10;

/** A deflate stored block (not final) holding `bytes`. @param {Buffer} bytes */
function storedBlock(bytes) {
  const header = Buffer.from([0, bytes.length & 0xff, bytes.length >> 8, ~bytes.length & 0xff, (~bytes.length >> 8) & 0xff]);
  return [header, bytes];
}

/** A brotli uncompressed meta-block (not last) holding `bytes` (at most 65,536). @param {Buffer} bytes */
function uncompressedMetaBlock(bytes) {
  // ISLAST 0, MNIBBLES 4 (code 0), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, then padding to the byte.
  const bits = ((bytes.length - 1) << 3) | (1 << 19);
  return [Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), bytes];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * @param {string[]} fixed the page's text between the holes (one more than holes)
 * @param {Hole[]} holes
 * @param {{ verify?: boolean }} [options]
 * @returns {Promise<CompressedPage>}
 */
export async function compressPage(fixed, holes, { verify = true } = {}) {
  if (fixed.length !== holes.length + 1) throw new Error('a page has one more fixed part than holes');
  const texts = fixed.map((text) => Buffer.from(text));
  // Each hole takes in the two bytes of fixed text after it (brotli's literal context): they are
  // sent in the hole's block, the same in every fill.
  const tails = texts.slice(1).map((bytes) => Buffer.from(bytes.subarray(0, Math.min(2, bytes.length))));
  const fixedBytes = texts.map((bytes, i) => (i ? bytes.subarray(tails[i - 1].length) : bytes));
  const lengths = holes.map((hole, i) => hole.length + tails[i].length);
  const present = new Set();
  for (const bytes of texts) for (const byte of bytes) present.add(byte);
  const alphabet = RARE_BYTES.filter((byte) => !present.has(byte));
  const length = texts.reduce((sum, bytes) => sum + bytes.length, 0) + holes.reduce((sum, hole) => sum + hole.length, 0);
  /** @type {CompressedPage} */
  const page = {
    length,
    holes: holes.map((hole, i) => ({ length: hole.length, tail: tails[i] })),
    identity: fixedBytes,
    gzip: null,
    br: null,
    bytes: 0,
  };
  if (alphabet.length >= 2 && holes.every((hole) => hole.length > 0)) {
    // Placeholders cut from one de Bruijn sequence: no two bytes in a row repeat anywhere in them,
    // so the compressor finds nothing to copy inside or between them.
    const sequence = deBruijn(alphabet);
    let offset = 0;
    const placeholders = lengths.map((size, i) => {
      const bytes = Buffer.alloc(size);
      for (let j = 0; j < holes[i].length; j += 1) bytes[j] = sequence[(offset + j) % sequence.length];
      offset += holes[i].length;
      tails[i].copy(bytes, holes[i].length);
      page.holes[i].placeholder = bytes.subarray(0, holes[i].length);
      return bytes;
    });
    const [gzipPieces, brPieces] = await Promise.all([
      compressPieces('gzip', fixedBytes, placeholders, length),
      compressPieces('br', fixedBytes, placeholders, length),
    ]);
    // The CRC of the page with its placeholders, and how far each hole's variable part is from the end.
    const withPlaceholders = [];
    for (let i = 0; i < holes.length; i += 1) withPlaceholders.push(fixedBytes[i], placeholders[i]);
    withPlaceholders.push(fixedBytes[holes.length]);
    let after = length;
    const afterHoles = holes.map((hole, i) => {
      after -= fixedBytes[i].length + hole.length;
      const shift = shiftOver(after);
      after -= tails[i].length;
      return shift;
    });
    page.gzip = { pieces: gzipPieces, crc: crcOf(Buffer.concat(withPlaceholders)), after: afterHoles };
    page.br = brPieces;
    if (verify) {
      const fills = holes.map((hole) => randomFill(hole.length));
      const expected = Buffer.concat(pageParts(page, fills, 'identity'));
      if (!gunzipsTo(Buffer.concat(pageParts(page, fills, 'gzip')), expected)) page.gzip = null;
      if (!brotliDecodesTo(Buffer.concat(pageParts(page, fills, 'br')), expected)) page.br = null;
    }
  }
  page.bytes = [...fixedBytes, ...(page.gzip?.pieces ?? []), ...(page.br ?? [])].reduce((sum, bytes) => sum + bytes.length, 0);
  return page;
}

/**
 * A sequence over `symbols` in which every pair of symbols occurs once (a de Bruijn sequence of
 * order 2, from Lyndon words).
 * @param {number[]} symbols
 */
function deBruijn(symbols) {
  const k = symbols.length;
  const a = [0, 0, 0];
  /** @type {number[]} */
  const out = [];
  /** @param {number} t @param {number} p */
  const walk = (t, p) => {
    if (t > 2) {
      if (2 % p === 0) for (let j = 1; j <= p; j += 1) out.push(symbols[a[j]]);
      return;
    }
    a[t] = a[t - p];
    walk(t + 1, p);
    for (let j = a[t - p] + 1; j < k; j += 1) {
      a[t] = j;
      walk(t + 1, t);
    }
  };
  walk(1, 1);
  return out;
}

/** @param {Buffer} compressed @param {Buffer} expected */
function gunzipsTo(compressed, expected) {
  try {
    return zlib.gunzipSync(compressed).equals(expected);
  } catch {
    return false;
  }
}

/** @param {Buffer} compressed @param {Buffer} expected */
function brotliDecodesTo(compressed, expected) {
  try {
    return zlib.brotliDecompressSync(compressed).equals(expected);
  } catch {
    return false;
  }
}

/** Standard CRC-32 (where zlib.crc32 is missing). @param {Buffer} bytes */
function crcOf(bytes) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** @param {number} length */
function randomFill(length) {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = 0x41 + Math.floor(Math.random() * 26);
  return bytes;
}

/**
 * The response's bytes, in order (write them, or Buffer.concat them).
 * @param {CompressedPage} page
 * @param {Buffer[]} fills one per hole, each exactly its hole's length and ending with its tail
 * @param {Encoding} encoding one the page has (see encodings())
 * @returns {Buffer[]}
 */
export function pageParts(page, fills, encoding) {
  if (fills.length !== page.holes.length) throw new Error(`the page has ${page.holes.length} holes, not ${fills.length}`);
  /** @type {Buffer[]} */
  const parts = [];
  const filled = fills.map((fill, i) => {
    const hole = page.holes[i];
    if (fill.length !== hole.length) throw new Error(`hole ${i}: a fill must be ${hole.length} bytes, not ${fill.length}`);
    return hole.tail.length ? Buffer.concat([fill, hole.tail]) : fill;
  });
  if (encoding === 'dcz') {
    if (!page.dcz || fills.length) throw new Error('only a page without holes is kept as dcz');
    return [page.dcz];
  }
  if (encoding === 'identity') {
    filled.forEach((fill, i) => parts.push(page.identity[i], fill));
    parts.push(page.identity[fills.length]);
    return parts;
  }
  if (encoding === 'br') {
    const pieces = /** @type {Buffer[]} */ (page.br);
    filled.forEach((fill, i) => parts.push(pieces[i], ...uncompressedMetaBlock(fill)));
    parts.push(pieces[fills.length]);
    return parts;
  }
  const gzip = /** @type {NonNullable<CompressedPage['gzip']>} */ (page.gzip);
  let crc = gzip.crc;
  parts.push(GZIP_HEADER);
  filled.forEach((fill, i) => {
    parts.push(gzip.pieces[i], ...storedBlock(fill));
    const placeholder = /** @type {Buffer} */ (page.holes[i].placeholder);
    const delta = Buffer.alloc(placeholder.length);
    for (let j = 0; j < delta.length; j += 1) delta[j] = fill[j] ^ placeholder[j];
    crc = (crc ^ multmodp(gzip.after[i], crcRaw(delta))) >>> 0;
  });
  parts.push(gzip.pieces[fills.length]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(page.length % 2 ** 32, 4);
  parts.push(trailer);
  return parts;
}

/**
 * Which encoding to answer with: brotli when the browser takes it and the page has it, else gzip,
 * else the page as it is.
 * @param {CompressedPage} page @param {string | string[] | undefined} acceptEncoding
 * @returns {Encoding}
 */
export function chooseEncoding(page, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  if (page.br && accepted.has('br')) return 'br';
  if (page.gzip && accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** The codings an Accept-Encoding header takes (a q of 0 refuses one). @param {string | string[] | undefined} header */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  if (accepted.has('*')) for (const name of ['br', 'gzip']) accepted.add(name);
  return accepted;
}
