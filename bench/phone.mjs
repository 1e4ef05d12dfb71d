#!/usr/bin/env node
/**
 * `npm run bench:phone [-- --runs N] [-- --pages home,list,…] [-- --as-built]`: Portico's pages, and the
 * ISR peer's beside them, as a phone on a mobile network meets them (bench/lib/phone.mjs), on one stack of
 * their own. `--as-built` measures the app's build as it is, without building it again when the sources
 * changed since (while someone is still editing them, say). Writes phone-<time>.json in the results folder and the phone section of bench/README.md, and
 * prints the tables with each of issue 40's targets. `npm run bench` runs the same in a full run.
 */
import path from 'node:path';
import { startStack } from '../scripts/stack/index.mjs';
import { ensureInstalled, log, root, stopChildrenOnExit, stopProcess } from '../scripts/stack/processes.mjs';
import { firstArticle, idPaths, pagePaths, signIn } from '../tests/harness/pages.mjs';
import { startBareServer, startPeer } from './lib/peers.mjs';
import { PHONE_PAGES, phoneBench, renderPhone, writePhone } from './lib/phone.mjs';
import { rawGet } from './lib/weight.mjs';

const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Number(option('runs') ?? 5);
const pages = option('pages')?.split(',') ?? PHONE_PAGES;
const asBuilt = process.argv.includes('--as-built');
const unknown = pages.filter((page) => !PHONE_PAGES.includes(page));
if (!(runs >= 1) || unknown.length) {
  console.error(`usage: node bench/phone.mjs [--runs N] [--pages ${PHONE_PAGES.join(',')}] [--as-built]`);
  process.exit(2);
}

async function main() {
  stopChildrenOnExit();
  ensureInstalled(root);
  ensureInstalled(path.join(root, 'bench', 'peers'));
  const stack = await startStack({
    logName: 'bench-phone',
    faultProxy: false,
    withApp: !asBuilt,
    strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '', AUTH_RATE_LIMIT_MAX: '1000000' },
  });
  let peer;
  let bare;
  try {
    const appUrl = asBuilt ? (await stack.startAppInstance()).url : stack.appUrl;
    peer = await startPeer('isr', stack);
    const article = await firstArticle(stack.strapiUrl);
    const paths = pagePaths(article);
    // Stored first, so the bare server sends the stored page's bytes.
    for (const page of Object.values(paths)) await rawGet(`${appUrl}${page}`);
    bare = await startBareServer(appUrl, paths);
    const result = await phoneBench({
      appUrl,
      peerUrl: peer.url,
      paths,
      // The peer addresses an article by its documentId.
      peerPaths: idPaths(article),
      signIn: () => signIn(stack.strapiUrl),
      bareUrl: `${bare.url}${paths.list}`,
      runs,
      pages,
    });
    const file = writePhone(result);
    console.log(`\n${renderPhone(result)}\n`);
    log(`phone bench written to ${path.relative(root, file)} and bench/README.md`);
  } finally {
    await stopProcess(bare?.child);
    await stopProcess(peer?.child);
    await stack.stop();
  }
}

main().catch((error) => {
  log(`phone bench failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
