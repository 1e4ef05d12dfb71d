#!/usr/bin/env node
/**
 * `npm test`: everything that proves Portico, from a fresh clone, with nothing installed by hand.
 * Installs what is missing, makes sure Debian's Chromium is there, then runs lint, the format check, typecheck,
 * Jest (unit, then integration against a real Strapi), the Playwright suite against the real
 * stack (on SQLite, then against a second content model, then again on PostgreSQL), the scale-out check (two instances, nginx, Redis),
 * the load check, a PostgreSQL restart under load, and the benchmark harness in its quick mode. Stops at the first failure with a non-zero exit code.
 */
import { CHROMIUM_PATH } from '../stack/chromium.mjs';
import { ensureDebianPackage, ensureInstalled, cmsDir, log, root, run, stopChildrenOnExit } from '../stack/processes.mjs';

const steps = [
  [
    'install',
    () => {
      ensureInstalled(root);
      ensureInstalled(cmsDir);
    },
  ],
  ['chromium', () => ensureDebianPackage(CHROMIUM_PATH, 'chromium')],
  ['lint', () => run('node', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'])],
  ['format (Prettier)', () => run('node', ['node_modules/prettier/bin/prettier.cjs', '--check', '.'])],
  ['typecheck', () => run('node', ['node_modules/typescript/bin/tsc', '--noEmit'])],
  ['unit tests', () => run('node', ['node_modules/jest/bin/jest.js', '--ci', '--selectProjects', 'unit'])],
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

stopChildrenOnExit();
const started = Date.now();
for (const [name, step] of steps) {
  const stepStarted = Date.now();
  log(`${name}…`);
  try {
    step();
  } catch (error) {
    log(`${name} failed: ${error.message}`);
    process.exit(1);
  }
  log(`${name} passed in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
}
log(`all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
