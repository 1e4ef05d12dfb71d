// The demo's images (committed): gradients and shapes only, so no fonts or downloads are needed.
const path = require('path');
const sharp = require('sharp');

const PALETTES = {
  aurora: ['#0b1026', '#1f6f5c', '#7b4fd6'],
  meadow: ['#dff3e3', '#7cc47f', '#2f6b3a'],
  dune: ['#3b1f2b', '#d9824b', '#f3c98b'],
  lagoon: ['#e8f7f5', '#3cc1b5', '#0f6b8c'],
  ember: ['#1a0d08', '#c2410c', '#fdba74'],
  slate: ['#1e293b', '#475569', '#93c5fd'],
};

function svg([from, middle, to], seed) {
  const circles = [0, 1, 2, 3]
    .map((index) => {
      const x = (seed * 97 + index * 263) % 1200;
      const y = (seed * 53 + index * 149) % 675;
      const r = 80 + (((seed + index) * 37) % 160);
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${index % 2 ? to : middle}" opacity="0.35"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>${circles}
</svg>`;
}

(async () => {
  let seed = 1;
  for (const [name, palette] of Object.entries(PALETTES)) {
    const out = path.join(__dirname, '..', 'seed', 'images', `${name}.jpg`);
    await sharp(Buffer.from(svg(palette, seed++)))
      .jpeg({ quality: 72, mozjpeg: true })
      .toFile(out);
    console.log(out);
  }
})();
