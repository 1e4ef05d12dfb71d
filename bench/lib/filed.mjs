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
import { log, root, run } from '../../scripts/stack/processes.mjs';

/** The commit issue 24 was filed on (its run: bench/baseline-issue-24.json). */
export const FILED_COMMIT = 'c519ea0d4170e36f08fd79eacc7aea95deb4a809';
export const FILED_DIR = path.join(root, 'test-results', 'bench-filed');
export const FILED_BUILD = '.next-bench';
/** What the app is made of at a commit: everything but the backend, the tests and their tools. */
const APP_PATHS = [
  'app',
  'components',
  'lib',
  'messages',
  'server',
  // The site folders (the build names one with PORTICO_SITE).
  'sites',
  'public',
  'proxy.ts',
  'instrumentation.ts',
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
  return buildCommit(FILED_COMMIT, FILED_DIR, FILED_BUILD);
}

/**
 * Another commit's app, taken out of git into `dir` and built there into `dir/distDir` (once: a
 * stamp names the commit). Null, with the reason logged, when this clone does not hold it.
 * @returns {string | null} the directory to run it from
 */
export function buildCommit(commit, dir, distDir) {
  const known = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: root });
  if (known.status !== 0) {
    log(`the commit ${commit.slice(0, 7)} is not in this clone (shallow?): no same-run comparison with it`);
    return null;
  }
  const stamp = path.join(dir, distDir, '.portico-commit');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === commit) return dir;
  log(`building the app of ${commit.slice(0, 7)} in ${path.relative(root, dir)}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Only the paths that commit has (cache-handler.mjs moved, messages/ came later).
  const present = execFileSync('git', ['ls-tree', '--name-only', commit, '--', ...APP_PATHS], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const archive = execFileSync('git', ['archive', '--format=tar', commit, '--', ...present], { cwd: root, maxBuffer: 1 << 30 });
  const unpacked = spawnSync('tar', ['-x', '-C', dir], { input: archive });
  if (unpacked.status !== 0) throw new Error(`tar could not unpack ${commit.slice(0, 7)}: ${unpacked.stderr}`);
  removeTests(dir);
  // No lockfile of its own: Turbopack takes the root's as the project root, so the root's
  // node_modules is inside it and resolves as for any package.
  run('node', [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: dir,
    env: { NODE_ENV: 'production', NEXT_DIST_DIR: distDir },
  });
  writeFileSync(stamp, commit);
  return dir;
}
