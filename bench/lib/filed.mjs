/**
 * "Today" for issue 24's "client navigations no slower than today": the commit the issue was filed
 * on, built and run beside Portico in the same run, so that its navigations (and its bytes) are
 * measured on the same machine, at the same moment, with the same headers, instead of read from a
 * run made days before on a machine whose load differed.
 *
 * The commit's app (app/, components/, lib/, server/…) is taken out with `git archive` into
 * test-results/bench-filed (ignored by git, TypeScript, Jest and ESLint) and built there with the
 * packages installed at the root: that commit's package.json has only fewer dependencies than
 * today's, none in another version. Its tests are left out (the build type-checks what it holds,
 * and its tests import helpers that are not taken out). The stack runs it with its own page server
 * and the same settings as Portico (stack.startAppInstance with `cwd`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, root, run } from '../../stack/processes.mjs';

/** The commit issue 24 was filed on (its run: bench/results/2026-11-21T18-52-44-063Z.json). */
export const FILED_COMMIT = 'c519ea0d4170e36f08fd79eacc7aea95deb4a809';
export const FILED_DIR = path.join(root, 'test-results', 'bench-filed');
export const FILED_BUILD = '.next-bench';
/** What the app is made of at that commit: everything but the backend, the tests and their tools. */
const APP_PATHS = [
  'app',
  'components',
  'lib',
  'server',
  'public',
  'proxy.ts',
  'next.config.js',
  'cache-handler.mjs',
  'tsconfig.json',
  'package.json',
];
const TEST_FILE = /\.(test|integration)\.tsx?$/;

function removeTests(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) removeTests(file);
    else if (TEST_FILE.test(entry)) rmSync(file);
  }
}

/**
 * The filed commit, built (once per checkout: a stamp names the commit). Null, with the reason
 * logged, when this clone does not hold it (a shallow clone).
 * @returns {string | null} the directory to run it from
 */
export function buildFiled() {
  const known = spawnSync('git', ['cat-file', '-e', `${FILED_COMMIT}^{commit}`], { cwd: root });
  if (known.status !== 0) {
    log(`the filed commit ${FILED_COMMIT.slice(0, 7)} is not in this clone (shallow?): no same-run comparison with it`);
    return null;
  }
  const stamp = path.join(FILED_DIR, FILED_BUILD, '.portico-filed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === FILED_COMMIT) return FILED_DIR;
  log(`building the commit issue 24 was filed on (${FILED_COMMIT.slice(0, 7)}) in ${path.relative(root, FILED_DIR)}`);
  rmSync(FILED_DIR, { recursive: true, force: true });
  mkdirSync(FILED_DIR, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', FILED_COMMIT, '--', ...APP_PATHS], { cwd: root, maxBuffer: 1 << 30 });
  const unpacked = spawnSync('tar', ['-x', '-C', FILED_DIR], { input: archive });
  if (unpacked.status !== 0) throw new Error(`tar could not unpack the filed commit: ${unpacked.stderr}`);
  removeTests(FILED_DIR);
  // No lockfile of its own: Turbopack takes the root's as the project root, so the root's
  // node_modules is inside it and resolves as for any package.
  run('node', [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: FILED_DIR,
    env: { NODE_ENV: 'production', NEXT_DIST_DIR: FILED_BUILD },
  });
  writeFileSync(stamp, FILED_COMMIT);
  return FILED_DIR;
}
