const zlib = require('zlib');

/**
 * A small PNG in one colour with a lighter band across the middle: the seed's images are made in
 * code, so nothing binary is checked in. 64 x 40 pixels is a few hundred bytes.
 */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function makePng([red, green, blue], width = 64, height = 40) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const band = y >= height / 3 && y < (2 * height) / 3;
    const pixel = band ? [red, green, blue].map((value) => Math.min(255, value + 60)) : [red, green, blue];
    rows.push(Buffer.from([0, ...Array.from({ length: width }, () => pixel).flat()]));
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

module.exports = { makePng };
