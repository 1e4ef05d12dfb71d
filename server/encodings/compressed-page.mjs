import { Buffer } from 'node:buffer';
import zlib from 'node:zlib';

/**
 * Not type-checked: index arithmetic throughout would drown in casts; the unit tests decode every encoding.
 * Compressed once when stored; a response copies the pieces and swaps each hole's (nonce, member name, owner
 * controls) for an uncompressed block holding its fill. That decodes right because a placeholder's bytes occur
 * nowhere else (no back-reference reaches in) and a fill is exactly its length (distances hold); a hole carries
 * the two fixed bytes after it (brotli's literal context); and CRC-32 is linear in XOR. Brotli's distance cache
 * could still differ, so each page is decoded once with random fills and a failing encoding is dropped.
 * @typedef {{ length: number }} Hole
 * @typedef {'br' | 'gzip' | 'identity' | 'dcz'} Encoding
 * @typedef {{ length: number, holes: { length: number, tail: Buffer, placeholder?: Buffer }[], identity: Buffer[],
 *   gzip: { pieces: Buffer[], crc: number, after: number[] } | null, br: Buffer[] | null, dcz?: Buffer, bytes: number }} CompressedPage
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

/** a·b modulo the CRC polynomial, as zlib's multmodp. @param {number} a @param {number} b */
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

/** Shifts a CRC over that many zero bytes. @param {number} bytes */
function shiftOver(bytes) {
  let p = 0x80000000;
  let k = 3;
  for (let n = bytes; n; n = Math.floor(n / 2), k += 1) if (n & 1) p = multmodp(X2N[k & 31], p);
  return p;
}

// Never in UTF-8 (C0, C1, F5–FF) or not in markup (controls but tab, LF, CR); still checked per page.
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
  let pending = [];
  stream.on('data', (chunk) => pending.push(chunk));
  return {
    /** Flushed, so the piece stands alone. @param {Buffer} bytes @returns {Promise<Buffer>} */
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

/** Drops hole pieces. @param {'gzip' | 'br'} kind @param {Buffer[]} fixed @param {Buffer[]} placeholders @param {number} total */
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
  const pieces = [];
  for (let i = 0; i < placeholders.length; i += 1) {
    pieces.push(await writer.piece(fixed[i]));
    await writer.piece(placeholders[i]);
  }
  if (fixed.at(-1)?.length) stream.write(fixed.at(-1));
  pieces.push(await writer.end());
  return pieces;
}

// Paid once per page, in the thread pool; measured by the benchmark.
export const BROTLI_QUALITY = 10;

/** Not final. @param {Buffer} bytes */
function storedBlock(bytes) {
  const header = Buffer.from([0, bytes.length & 0xff, bytes.length >> 8, ~bytes.length & 0xff, (~bytes.length >> 8) & 0xff]);
  return [header, bytes];
}

/** Not last; at most 65,536 bytes. @param {Buffer} bytes */
function uncompressedMetaBlock(bytes) {
  // ISLAST 0, MNIBBLES 4 (code 0), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, then padding to the byte.
  const bits = ((bytes.length - 1) << 3) | (1 << 19);
  return [Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), bytes];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** @param {string[]} fixed @param {Hole[]} holes @param {{ verify?: boolean }} [options] @returns {Promise<CompressedPage>} */
export async function compressPage(fixed, holes, { verify = true } = {}) {
  if (fixed.length !== holes.length + 1) throw new Error('a page has one more fixed part than holes');
  const texts = fixed.map((text) => Buffer.from(text));
  // Brotli's literal context: the two fixed bytes after a hole travel in its block.
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
    // A de Bruijn sequence repeats no byte pair, so the compressor finds nothing to copy inside or between them.
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

/** Order 2, from Lyndon words: every pair of symbols occurs once. @param {number[]} symbols */
function deBruijn(symbols) {
  const k = symbols.length;
  const a = [0, 0, 0];
  const out = [];
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

function gunzipsTo(compressed, expected) {
  try {
    return zlib.gunzipSync(compressed).equals(expected);
  } catch {
    return false;
  }
}

function brotliDecodesTo(compressed, expected) {
  try {
    return zlib.brotliDecompressSync(compressed).equals(expected);
  } catch {
    return false;
  }
}

/** zlib.crc32 is missing from older Node. @param {Buffer} bytes */
function crcOf(bytes) {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function randomFill(length) {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) bytes[i] = 0x41 + Math.floor(Math.random() * 26);
  return bytes;
}

/** @param {CompressedPage} page @param {Buffer[]} fills @param {Encoding} encoding one the page has @returns {Buffer[]} */
export function pageParts(page, fills, encoding) {
  if (fills.length !== page.holes.length) throw new Error(`the page has ${page.holes.length} holes, not ${fills.length}`);
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

/** @param {CompressedPage} page @param {string | string[] | undefined} acceptEncoding @returns {Encoding} */
export function chooseEncoding(page, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  if (page.br && accepted.has('br')) return 'br';
  if (page.gzip && accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** A q of 0 refuses a coding. @param {string | string[] | undefined} header */
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
