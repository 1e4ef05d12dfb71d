#!/usr/bin/env node
/**
 * `npm test`: everything that proves Portico, from a fresh clone, with nothing installed by hand.
 * Installs what is missing, makes sure Debian's Chromium is there, then runs the typecheck; lint, the
 * format check and Jest's unit tests while Strapi and the app are built beside them; Jest's
 * integration tests against a real Strapi; the Playwright suite against the real stack (on SQLite,
 * then against a second content model, then again on PostgreSQL); the scale-out check (two
 * instances, nginx, Redis); the load check; a PostgreSQL restart under load; and the benchmark
 * harness in its quick mode. Stops at the first failure with a non-zero exit code.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../stack/chromium.mjs';
import {
  cmsDir,
  ensureDebianPackage,
  ensureInstalledTogether,
  flushLogs,
  log,
  root,
  run,
  startProcess,
  stopChildrenOnExit,
} from '../stack/processes.mjs';

/**
 * The builds (scripts/build.mjs) run beside the checks that follow them, in a child whose output goes
 * to test-results/build.log (printed if it fails); the step 'builds' waits for it.
 */
const BUILD_LOG = path.join(root, 'test-results', 'build.log');
let building = null;
function startBuilds() {
  rmSync(BUILD_LOG, { force: true });
  // The app's build skips Next's own type check (next.config.js): the typecheck step before it has
  // checked the same files.
  const child = startProcess('builds', 'node', ['scripts/build.mjs'], { env: { PORTICO_TYPECHECKED: '1' }, logFile: BUILD_LOG });
  building = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`scripts/build.mjs failed with ${code ?? signal}`))));
  });
  // Waited for by the 'builds' step; a failure before then is reported there, not as an unhandled rejection.
  building.catch(() => {});
}

async function buildsDone() {
  try {
    await building;
  } catch (error) {
    flushLogs();
    console.log(readFileSync(BUILD_LOG, 'utf8').split('\n').slice(-60).join('\n'));
    throw error;
  }
}

const steps = [
  ['install', () => ensureInstalledTogether([root, cmsDir])],
  ['chromium', () => ensureDebianPackage(CHROMIUM_PATH, 'chromium')],
  // Before the builds start: tsc reads the build's generated route types when they exist (tsconfig.json).
  ['typecheck', () => run('node', ['node_modules/typescript/bin/tsc', '--noEmit'])],
  ['builds, begun beside the checks (log: test-results/build.log)', startBuilds],
  ['lint', () => run('node', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'])],
  ['format (Prettier)', () => run('node', ['node_modules/prettier/bin/prettier.cjs', '--check', '.'])],
  ['unit tests', () => run('node', ['node_modules/jest/bin/jest.js', '--ci', '--selectProjects', 'unit'])],
  ['builds: Strapi and the app (.next-e2e)', buildsDone],
  ['integration tests', () => run('node', ['node_modules/jest/bin/jest.js', '--ci', '--selectProjects', 'integration', '--runInBand'])],
  ['end-to-end tests', () => run('node', ['node_modules/@playwright/test/cli.js', 'test'])],
  // The same app against a second, unlike content model (testing/atlas-cms): nothing in the app is written for either.
  [
    'end-to-end tests on a second content model (atlas)',
    () => run('node', ['node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.atlas.config.ts']),
  ],
  ['end-to-end tests on PostgreSQL', () => run('node', ['scripts/e2e-postgres.mjs'])],
  ['scale-out: two instances behind nginx, Redis cache', () => run('node', ['scripts/scale-test.mjs', '--quick'])],
  ['load (60 s at 50 connections)', () => run('node', ['scripts/load-test.mjs'])],
  ['database restart under load (PostgreSQL)', () => run('node', ['scripts/db-restart-test.mjs'])],
  // Tiny durations: it proves the benchmark harness still runs, not how fast anything is.
  ['benchmark harness (quick)', () => run('node', ['bench/run.mjs', '--quick'])],
];

/** Written by e2e/support/timings-reporter.ts: one line a test, with its leg. */
const TIMINGS = path.join(root, 'test-results', 'timings.jsonl');

/** Each step's time, then the 10 slowest spec files of the end-to-end legs, so growth shows. */
function printTable(timings) {
  const lines = ['', '| Step | Seconds |', '|---|---:|', ...timings.map(([name, seconds]) => `| ${name} | ${seconds.toFixed(0)} |`)];
  if (existsSync(TIMINGS)) {
    const bySpec = new Map();
    for (const line of readFileSync(TIMINGS, 'utf8').split('\n').filter(Boolean)) {
      const { leg, file, ms } = JSON.parse(line);
      const key = `${file} (${leg})`;
      const entry = bySpec.get(key) ?? { key, ms: 0, tests: 0 };
      entry.ms += ms;
      entry.tests += 1;
      bySpec.set(key, entry);
    }
    const slowest = [...bySpec.values()].sort((a, b) => b.ms - a.ms).slice(0, 10);
    lines.push(
      '',
      'The 10 slowest spec files (the sum of their tests; two run at once):',
      '',
      '| Spec (leg) | Tests | Seconds |',
      '|---|---:|---:|',
    );
    for (const { key, tests, ms } of slowest) lines.push(`| ${key} | ${tests} | ${(ms / 1000).toFixed(0)} |`);
  }
  console.log(lines.join('\n'));
}

stopChildrenOnExit();
rmSync(TIMINGS, { force: true });
const started = Date.now();
const timings = [];
for (const [name, step] of steps) {
  const stepStarted = Date.now();
  log(`${name}…`);
  try {
    await step();
  } catch (error) {
    timings.push([`${name} (failed)`, (Date.now() - stepStarted) / 1000]);
    printTable(timings);
    log(`${name} failed: ${error.message}`);
    process.exit(1);
  }
  timings.push([name, (Date.now() - stepStarted) / 1000]);
  log(`${name} passed in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
}
printTable(timings);
log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
