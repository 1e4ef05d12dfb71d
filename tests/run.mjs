#!/usr/bin/env node
/**
 * `npm test`: everything that proves Portico, from a fresh clone, with nothing installed by hand.
 * Installs what is missing (the root's packages first; cms/'s packages, Strapi's build and Debian's
 * packages go on in the background), runs the typecheck, then lint, the format check and Jest's unit
 * tests while the app is built beside them; Jest's integration tests against a real Strapi; Portico's
 * Strapi plugin packed and installed by npm into a fresh Strapi; the Playwright suite against the real stack (on SQLite, then against a second content model, then again
 * on PostgreSQL, the demo model's specs there on a build with no site folder); the scale-out check (two instances, nginx, Redis); the load check; a PostgreSQL
 * restart and a Redis restart under load; memory under junk searches; and the benchmark harness in its quick mode. Stops at the first failure with a
 * non-zero exit code.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from '../scripts/stack/chromium.mjs';
import { postgresInstalled } from '../scripts/stack/postgres.mjs';
import {
  cmsDir,
  flushLogs,
  installDebianPackagesInBackground,
  installInBackground,
  linkPluginPackages,
  log,
  root,
  runInBackground,
  runWithoutBlocking as run,
  stopChildrenOnExit,
} from '../scripts/stack/processes.mjs';

/**
 * Work begun by one step and waited for by a later one, so that it fills the core the steps in
 * between leave idle: cms/'s install (its native build of better-sqlite3 runs on one core for about a
 * minute) and then Strapi's build, Debian's packages, and the app's build. Each writes to a log in
 * test-results/ (its end is printed if it fails).
 */
const RESULTS = path.join(root, 'test-results');
const LOGS = {
  debian: path.join(RESULTS, 'apt.log'),
  app: path.join(RESULTS, 'build-app.log'),
  atlasApp: path.join(RESULTS, 'build-atlas.log'),
  genericApp: path.join(RESULTS, 'build-generic.log'),
  cms: path.join(RESULTS, 'build-cms.log'),
};
const background = {};

/** Debian's packages the later steps start: Chromium, PostgreSQL, Redis and nginx. */
function missingDebianPackages() {
  return [
    [existsSync(CHROMIUM_PATH), 'chromium'],
    [postgresInstalled(), 'postgresql'],
    [existsSync('/usr/bin/redis-server'), 'redis-server'],
    [existsSync('/usr/sbin/nginx'), 'nginx'],
  ]
    .filter(([present]) => !present)
    .map(([, pkg]) => pkg);
}

async function install() {
  for (const file of Object.values(LOGS)) rmSync(file, { force: true });
  background.cmsPackages = installInBackground(cmsDir);
  background.cms = background.cmsPackages.then(() =>
    runInBackground('Strapi build', 'node', ['scripts/build.mjs', 'cms'], { logFile: LOGS.cms }),
  );
  background.debian = installDebianPackagesInBackground(missingDebianPackages(), LOGS.debian);
  // Waited for by their own steps; a failure before then is reported there, not as an unhandled rejection.
  for (const work of Object.values(background)) work.catch(() => {});
  await installInBackground(root);
}

function startAppBuild() {
  // The app's build skips Next's own type check (next.config.js): the typecheck step before it has
  // checked the same files.
  const env = { PORTICO_TYPECHECKED: '1' };
  background.app = runInBackground('app build', 'node', ['scripts/build.mjs', 'app'], { env, logFile: LOGS.app });
  // The second model's build, with its own site folder, once the first is done: beside the tests before its leg.
  background.atlasApp = background.app.then(() =>
    runInBackground('atlas app build', 'node', ['scripts/build.mjs', 'atlas'], { env, logFile: LOGS.atlasApp }),
  );
  // Then the generic site's (no site folder), for the PostgreSQL leg: what an operator's first build is.
  background.genericApp = background.atlasApp.then(() =>
    runInBackground('generic app build', 'node', ['scripts/build.mjs', 'generic'], { env, logFile: LOGS.genericApp }),
  );
  for (const work of [background.app, background.atlasApp, background.genericApp]) work.catch(() => {});
}

/** Waits for background work; when it failed, prints the end of its log before failing the step. */
async function finished(name) {
  try {
    await background[name];
  } catch (error) {
    flushLogs();
    if (LOGS[name] && existsSync(LOGS[name])) console.log(readFileSync(LOGS[name], 'utf8').split('\n').slice(-60).join('\n'));
    throw error;
  }
}

const steps = [
  ["install (the root's packages; cms/'s and Debian's go on in the background)", install],
  // Before the app's build starts: tsc reads the build's generated route types when they exist (tsconfig.json).
  ['typecheck', () => run('node', ['node_modules/typescript/bin/tsc', '--noEmit'])],
  ['app build, begun beside the checks (log: test-results/build-app.log)', startAppBuild],
  ['lint', () => run('node', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'])],
  ['format (Prettier)', () => run('node', ['node_modules/prettier/bin/prettier.cjs', '--check', '.'])],
  // The unit tests include cms/'s own (portico-guard's rules), which need its packages.
  ["cms/'s packages", () => finished('cmsPackages').then(linkPluginPackages)],
  ['unit tests', () => run('node', ['node_modules/jest/bin/jest.js', '--ci', '--selectProjects', 'unit'])],
  ["Strapi's build (log: test-results/build-cms.log)", () => finished('cms')],
  ['app build (.next-e2e)', () => finished('app')],
  ["Debian's packages (log: test-results/apt.log)", () => finished('debian')],
  ['integration tests', () => run('node', ['node_modules/jest/bin/jest.js', '--ci', '--selectProjects', 'integration', '--runInBand'])],
  // The plugin as an operator installs it: packed, installed by npm into Strapi's default app with a generated model.
  ['portico-guard in a fresh Strapi (npm pack, npm install, a generated model)', () => run('node', ['tests/system/fresh-strapi-test.mjs'])],
  ['end-to-end tests', () => run('node', ['node_modules/@playwright/test/cli.js', 'test'])],
  // Passkeys need a domain, not 127.0.0.1: the same build on a stack of its own at localhost.
  [
    'end-to-end tests of passkeys (at localhost)',
    () => run('node', ['node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.passkeys.config.ts']),
  ],
  // The same app against a second, unlike content model (tests/atlas-cms): nothing in the app is written for either.
  ["app build with the second model's site folder (.next-atlas)", () => finished('atlasApp')],
  [
    'end-to-end tests on a second content model (atlas)',
    () => run('node', ['node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.atlas.config.ts']),
  ],
  // The generic site's build finishes beside the second model's PostgreSQL run.
  ['end-to-end tests on PostgreSQL, the second model', () => run('node', ['tests/system/e2e-postgres.mjs', 'atlas'])],
  ['app build with no site folder (.next-generic)', () => finished('genericApp')],
  ['end-to-end tests on PostgreSQL, the demo model on the generic site', () => run('node', ['tests/system/e2e-postgres.mjs', 'cms'])],
  ['scale-out: two instances behind nginx, Redis cache', () => run('node', ['tests/system/scale-test.mjs', '--quick'])],
  ['load (60 s at 50 connections)', () => run('node', ['tests/system/load-test.mjs'])],
  [
    'memory under junk searches (1,500 more with the caps reached)',
    () => run('node', ['--experimental-websocket', 'tests/system/junk-memory-test.mjs']),
  ],
  ['database restart under load (PostgreSQL)', () => run('node', ['tests/system/db-restart-test.mjs'])],
  ['Redis restart under load (kept, then lost data)', () => run('node', ['tests/system/redis-restart-test.mjs'])],
  ['site search on PostgreSQL, two Strapi instances on one database', () => run('node', ['tests/system/search-instances-test.mjs'])],
  // Tiny durations: it proves the benchmark harness still runs, not how fast anything is.
  ['benchmark harness (quick)', () => run('node', ['bench/run.mjs', '--quick'])],
];

/** Written by tests/e2e/support/timings-reporter.ts: one line a test, with its leg. */
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
