#!/usr/bin/env node
/**
 * `node bench/upload-memory.mjs`: what an image that lies about its size costs Strapi's memory.
 *
 * Two Strapis from the same build, one after the other, each fed the same uploads by a member:
 * - guarded: portico-guard as shipped (an image may claim at most 50 million pixels);
 * - Strapi's own handling: the same plugin with its pixel limit lifted (MEMBER_UPLOAD_MAX_MEGAPIXELS=100000),
 *   so the file reaches Strapi's upload service, which reads and (through sharp) decodes it.
 *
 * Each upload is a valid PNG of about 750 KB whose 16,000 × 16,000 black pixels (256
 * million, under sharp's own default limit of 268 million, which would refuse a 50,000 × 50,000 one
 * unread) decode to 768 MB. Reported: each answer, and the growth of the Strapi process's peak resident memory (VmHWM
 * in /proc) over a warmed-up baseline, side by side and as a ratio. Not part of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { startStack } from '../scripts/stack/index.mjs';
import { scriptOptions } from '../tests/harness/args.mjs';

const BOMBS = scriptOptions({ bombs: 3 }).bombs;
const SIDE = 16_000;

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A complete PNG of side × side black RGB pixels: 768 MB of pixels in about 750 KB of file. */
function claimedPng(side) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const peakKb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

async function measure(label, strapiEnv) {
  const stack = await startStack({ withApp: false, logName: `bench-upload-${label}`, faultProxy: false, strapiEnv });
  try {
    const pid = stack.processes.strapi.pid;
    const account = { username: `bench${Date.now()}`, email: `bench${Date.now()}@example.test`, password: 'Correct-horse-1' };
    const registered = await (
      await fetch(`${stack.strapiUrl}/api/auth/local/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      })
    ).json();
    const upload = async (bytes, name) => {
      const form = new FormData();
      form.append('files', new Blob([bytes], { type: 'image/png' }), name);
      const started = Date.now();
      try {
        const response = await fetch(`${stack.strapiUrl}/api/upload`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${registered.jwt}` },
          body: form,
        });
        const body = await response.json();
        return { status: response.status, ms: Date.now() - started, message: body.error?.message };
      } catch (error) {
        // Strapi dropped the connection (or died under the load): that is an answer too.
        return { status: `no answer (${error.cause?.code ?? error.message})`, ms: Date.now() - started, message: error.cause?.message };
      }
    };
    // Warm up the upload path with a real small picture, so the baseline includes sharp being loaded.
    await upload(readFileSync('cms/seed/images/slate.jpg'), 'warm-up.jpg');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baselinePeak = peakKb(pid);
    const baselineRss = rssKb(pid);
    const bomb = claimedPng(SIDE);
    const answers = [];
    for (let index = 0; index < BOMBS; index += 1) {
      answers.push(await upload(bomb, `bomb-${index}.png`));
      const last = answers.at(-1);
      console.log(`${label}: upload ${index + 1}: ${last.status} in ${last.ms} ms, peak RSS ${(peakKb(pid) / 1024).toFixed(0)} MB`);
    }
    return { label, bytes: bomb.length, answers, baselineRss, peakGrowthKb: peakKb(pid) - baselinePeak };
  } finally {
    await stack.stop();
  }
}

const guarded = await measure('guarded', {});
const unguarded = await measure('strapi', { MEMBER_UPLOAD_MAX_MEGAPIXELS: '100000' });
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
console.log(
  `\n${BOMBS} uploads of a ${guarded.bytes}-byte PNG claiming ${SIDE.toLocaleString('en')} × ${SIDE.toLocaleString('en')} pixels\n`,
);
console.log('| Strapi | answers | slowest | RSS before | peak RSS growth |');
console.log('|---|---|---:|---:|---:|');
for (const run of [guarded, unguarded]) {
  const statuses = [...new Set(run.answers.map((answer) => answer.status))].join(', ');
  const slowest = Math.max(...run.answers.map((answer) => answer.ms));
  console.log(
    `| ${run.label === 'guarded' ? 'portico-guard (50 MP)' : "Strapi's own handling"} | ${statuses} | ${slowest} ms | ${mb(run.baselineRss)} | ${mb(run.peakGrowthKb)} |`,
  );
}
console.log(
  `\nPeak growth, guarded / Strapi's own: ${(Math.max(guarded.peakGrowthKb, 1) / Math.max(unguarded.peakGrowthKb, 1)).toFixed(3)}`,
);
console.log(
  `First answers: guarded "${guarded.answers[0]?.message ?? guarded.answers[0]?.status}", Strapi's own "${unguarded.answers[0]?.message ?? unguarded.answers[0]?.status}"`,
);
