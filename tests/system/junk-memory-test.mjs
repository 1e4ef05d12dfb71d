#!/usr/bin/env node
/**
 * Memory under junk searches (run by `npm test`): the production build, one process, fed rounds of 1,500 distinct
 * searches nobody made before (750 on a list's `?q=`, 750 on the site search), four at a time. Rounds run until the
 * caps are reached (the page store's shelf for searches holds at least 90 % of its bytes, the data cache its entries;
 * the data cache's entries are capped at DATA_CACHE_ENTRIES=500 here, so that it fills in one round rather than
 * three), then two more while V8's heap and glibc's arenas settle, then the measured one. After each of those three and 16 s
 * idle the process collects its garbage (through the inspector) and what it keeps then is read (VmRSS). It fails
 * unless every answer is a 200 and the measured round raises what the process keeps by at most 5 MB. Figures go to
 * test-results/junk-memory.json; bench/junk-memory.mjs explains where the memory goes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { collectGarbage, junkBatch, memoryOf } from '../harness/junk.mjs';
import { startStack } from '../../scripts/stack/index.mjs';
import { APP_HEAP_MB, freePort, log, root, stopChildrenOnExit } from '../../scripts/stack/processes.mjs';

const ROUND = 1500;
const BOUND_MB = 5;
const MAX_FILL_ROUNDS = 4;
const IDLE_MS = 16_000;

async function main() {
  stopChildrenOnExit();
  const inspectPort = await freePort();
  const stack = await startStack({
    logName: 'junk-memory',
    faultProxy: false,
    strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '' },
    appEnv: {
      STRAPI_TIMEOUT_MS: '10000',
      BACKEND_PROBE_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
      DATA_CACHE_ENTRIES: '500',
      NODE_OPTIONS: `--max-old-space-size=${APP_HEAP_MB} --inspect=127.0.0.1:${inspectPort}`,
    },
  });
  try {
    const instance = { url: stack.appUrl, pid: stack.appProcess().pid };
    const rounds = [];
    // `settle`: what the process keeps is read after it has idled and collected; a round that only fills the caps
    // reads how full they are, at once.
    const round = async (purpose, { settle = true } = {}) => {
      const answers = [];
      for (const kind of ['list', 'site search']) answers.push(await junkBatch(instance.url, ROUND / 2, kind));
      if (settle) {
        // Idle past the longest timeout a request leaves armed (15 s), which keeps what it closes over alive.
        await sleep(IDLE_MS);
        await collectGarbage(inspectPort);
        await sleep(1000);
      }
      const memory = await memoryOf(instance, stack);
      const row = {
        purpose,
        bad: answers.reduce((sum, answer) => sum + answer.bad, 0),
        statuses: answers.map((a) => a.statuses),
        ...memory,
      };
      rounds.push(row);
      log(
        `junk-memory: ${purpose}: ${settle ? 'after a collection ' : ''}RSS ${memory.rssMb} MB (peak ${memory.peakMb} MB), heap ${memory.heapUsedMb} of ${memory.heapTotalMb} MB, page store's searches ${memory.pageStore.queriesMb} MB (${memory.pageStore.queries}), data cache ${memory.dataCache.entries} entries`,
      );
      return row;
    };
    const capsReached = ({ pageStore, dataCache }) =>
      pageStore.queriesMb >= 0.9 * pageStore.queriesCapMb && dataCache.entries >= dataCache.entriesCap;
    let filled = false;
    for (let attempt = 0; attempt < MAX_FILL_ROUNDS && !filled; attempt += 1)
      filled = capsReached(await round('filling the caps', { settle: false }));
    await round('settling');
    const settled = await round('settling');
    const measured = await round('measured');
    const growthMb = Math.round((measured.rssMb - settled.rssMb) * 10) / 10;
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    writeFileSync(
      path.join(root, 'test-results', 'junk-memory.json'),
      JSON.stringify({ round: ROUND, boundMb: BOUND_MB, growthMb, rounds }, null, 2),
    );
    log(
      `junk-memory: ${ROUND} more junk searches with the caps reached grew what the process keeps by ${growthMb} MB (bound ${BOUND_MB} MB)`,
    );
    const failures = [];
    if (!filled) failures.push(`the caps were not reached in ${MAX_FILL_ROUNDS} rounds`);
    const bad = rounds.reduce((sum, row) => sum + row.bad, 0);
    if (bad) failures.push(`${bad} searches not answered 200: ${JSON.stringify(rounds.map((row) => row.statuses))}`);
    if (growthMb > BOUND_MB) failures.push(`the measured round grew what the process keeps by ${growthMb} MB, more than ${BOUND_MB} MB`);
    if (failures.length) throw new Error(failures.join('; '));
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  log(`junk-memory test failed: ${error.message}\n${error.stack}`);
  process.exit(1);
});
