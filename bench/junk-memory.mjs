#!/usr/bin/env node
/**
 * `node bench/junk-memory.mjs [--batches=N] [--batch=1500]`: what distinct junk searches cost the app's memory.
 *
 * Two instances of the production build on one Strapi, side by side and fed the same requests: one with the
 * caches as shipped, one with every cache Portico bounds at its smallest (PAGE_STORE_MB=1, PAGE_STORE_ENTRIES=4,
 * DATA_CACHE_MB=1, DATA_CACHE_ENTRIES=1), so the difference is what the caches hold and the rest is Next's and
 * V8's own. Each batch is `--batch` searches with two random words, on a list (`/articles?q=…`), then as many on
 * the site search (`/search?q=…`), four at a time, as a browser asks (Accept: text/html). After each batch and a
 * few seconds idle: each process's resident memory (VmRSS) and peak, V8's heap (used, total), memory outside it
 * (external, array buffers), how full the page store and the data cache are, and the build folder's disk.
 * Written to junk-memory-<time>.json in the results folder. Not part of `npm test`; the bound it shows is checked by
 * tests/system/junk-memory-test.mjs.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startStack } from '../scripts/stack/index.mjs';
import { log, root, stopChildrenOnExit } from '../scripts/stack/processes.mjs';
import { scriptOptions, resultsDir } from '../tests/harness/args.mjs';
import { junkBatch, memoryOf } from '../tests/harness/junk.mjs';

/** `--env-a=NAME=value,…` and `--env-b=…`: settings on top of each instance's, for other comparisons. */
const options = scriptOptions({ batches: 5, batch: 1500 }, ['env-a', 'env-b']);
const BATCHES = options.batches;
const BATCH = options.batch;
const SMALLEST = { PAGE_STORE_MB: '1', PAGE_STORE_ENTRIES: '4', DATA_CACHE_MB: '1', DATA_CACHE_ENTRIES: '1' };

const diskMb = (dir) => Number(execFileSync('du', ['-sk', dir]).toString().split('\t')[0]) / 1024;

async function main() {
  stopChildrenOnExit();
  const stack = await startStack({
    logName: 'bench-junk',
    faultProxy: false,
    strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '' },
    appEnv: { STRAPI_TIMEOUT_MS: '10000', BACKEND_PROBE_TIMEOUT_MS: '2000', LOG_LEVEL: 'warn', ...options['env-a'] },
  });
  try {
    const smallest = await stack.startAppInstance({ ...SMALLEST, LOG_LEVEL: 'warn', ...options['env-b'] });
    const instances = [
      { name: 'as shipped', url: stack.appUrl, pid: stack.appProcess().pid },
      { name: 'caches at their smallest', url: smallest.url, pid: smallest.child.pid },
    ];
    const rows = [];
    const sample = async (batch, kind) => {
      await sleep(3000);
      for (const instance of instances) {
        const row = { batch, kind, instance: instance.name, ...(await memoryOf(instance, stack)), diskMb: diskMb(stack.appDir) };
        rows.push(row);
        log(`junk-memory: ${JSON.stringify(row)}`);
      }
    };
    await sample(0, 'start');
    // The first requests load code; warm both on the pages themselves before the baseline.
    for (const instance of instances) await junkBatch(instance.url, 50, 'list');
    await sample(0, 'warmed');
    for (let batch = 1; batch <= BATCHES; batch += 1) {
      for (const kind of ['list', 'site search']) {
        const answers = await Promise.all(instances.map((instance) => junkBatch(instance.url, BATCH, kind)));
        for (const [index, answered] of answers.entries())
          if (answered.bad) log(`junk-memory: ${instances[index].name}: ${JSON.stringify(answered)}`);
        await sample(batch, kind);
      }
    }
    const dir = resultsDir();
    const file = path.join(dir, `junk-memory-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ batch: BATCH, batches: BATCHES, smallest: SMALLEST, rows }, null, 2));
    log(`junk-memory: written to ${path.relative(root, file)}`);
    await smallest.stop();
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  log(`junk-memory failed: ${error.stack}`);
  process.exit(1);
});
