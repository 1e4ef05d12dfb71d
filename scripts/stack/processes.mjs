/**
 * Processes, ports, installs and builds: what scripts/stack/index.mjs starts the real parts with, and what
 * the commands in scripts/ and the benchmark share. Every child is tracked by PID and stopped
 * with its process group on exit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markStartupScripts } from '../../server/encodings/startup-scripts.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cmsDir = path.join(root, 'cms');
/** Portico's Strapi plugin, the package cms/ and tests/atlas-cms install by path. */
export const pluginDir = path.join(root, 'plugin');

export const baseEnv = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  // Quietens npm's warning about a machine-wide setting it no longer knows.
  npm_config_loglevel: 'error',
};

const children = new Set();

export function log(message) {
  process.stdout.write(`[portico] ${message}\n`);
}

/** Ports already handed out by this process, listened on yet or not. */
const handedOut = new Set();

/**
 * A port nobody listens on right now, on 127.0.0.1, and never one this process handed out before: a port chosen
 * but not yet listened on is free to the kernel, and two servers given it answered each other's requests.
 */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: chosen } = server.address();
        server.close(() => resolve(chosen));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Runs a command to completion, inheriting output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv, ...options.env },
    cwd: options.cwd ?? root,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

/**
 * run() without blocking: a promise of the command's end, its output inherited. `npm test` runs its
 * steps this way so that work it left in the background (installs, builds) goes on being served by
 * its event loop: the next build starts the moment an install ends, and children's logs are drained.
 */
export function runWithoutBlocking(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, ...baseEnv, ...options.env },
      cwd: options.cwd ?? root,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed with exit code ${code ?? signal}`)),
    );
  });
}

/**
 * Starts a long-running child in its own process group. Its output goes to `logFile` (and to the
 * console when `echo` is set), so test output stays readable while nothing is lost.
 */
export function startProcess(name, command, args, { cwd = root, env = {}, logFile, echo = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  const chunks = [];
  const write = (chunk) => {
    if (logFile) chunks.push(chunk);
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on('data', write);
  child.stderr.on('data', write);
  const flush = () => {
    if (logFile && chunks.length) {
      mkdirSync(path.dirname(logFile), { recursive: true });
      writeFileSync(logFile, Buffer.concat(chunks.splice(0)), { flag: 'a' });
    }
  };
  const timer = setInterval(flush, 1000);
  timer.unref();
  child.flushLog = flush;
  child.on('exit', (code, signal) => {
    children.delete(child);
    clearInterval(timer);
    flush();
    child.exitInfo = { code, signal };
  });
  child.label = name;
  return child;
}

/** Writes what every running child has printed so far to its log file now, not at the next tick. */
export function flushLogs() {
  for (const child of children) child.flushLog?.();
}

export function stopProcess(child, timeoutMs = 10_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    kill('SIGTERM');
  });
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stopProcess(child)));
}

let exiting = false;
/** True once Ctrl-C (or SIGTERM) asked everything to stop. */
export const isShuttingDown = () => exiting;

/** Stops every child when this process ends, however it ends. */
export function stopChildrenOnExit() {
  const finish = async (code) => {
    if (exiting) return;
    exiting = true;
    await stopAll();
    process.exit(code);
  };
  process.on('SIGINT', () => finish(130));
  process.on('SIGTERM', () => finish(143));
  process.on('exit', () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  });
}

/** Waits until `url` answers with a status accepted by `ok`, or the child exits, or time runs out. */
export async function waitForHttp(url, { child, timeoutMs = 120_000, ok = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitInfo) throw new Error(`${child.label} exited (${JSON.stringify(child.exitInfo)}) before ${url} answered`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      if (ok(response.status)) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function hashTree(hash, target) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target).sort()) hashTree(hash, path.join(target, entry));
  } else {
    hash.update(target);
    hash.update(readFileSync(target));
  }
}

/** A fingerprint of the given files and folders, to skip builds whose inputs did not change. */
export function fingerprint(paths, extra = '') {
  const hash = createHash('sha256');
  for (const target of paths) hashTree(hash, target);
  hash.update(extra);
  return hash.digest('hex');
}

/**
 * Installs a Debian package (Chromium, PostgreSQL, nginx, redis-server) when `binary` is missing:
 * apt-get as root, otherwise a message saying what to install.
 */
export function ensureDebianPackage(binary, pkg) {
  if (!existsSync(binary)) installDebianPackage(pkg, binary);
}

/** apt-get install `pkg` as root; otherwise fails saying that `missing` needs it. */
export function installDebianPackage(pkg, missing) {
  if (process.getuid?.() !== 0)
    throw new Error(`${missing} is missing. Install Debian's ${pkg} package (sudo apt-get install -y ${pkg}) and run again.`);
  log(`installing Debian ${pkg} (apt-get)`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', pkg], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/**
 * Installs the locked versions when node_modules is missing or older than the lock file.
 * `npm install --no-save` rather than `npm ci`: some registries (this project's CI mirror among
 * them) lack other platforms' optional binaries (@next/swc-darwin-*), which the lock file then
 * omits and `npm ci` rejects; `npm install` installs the same locked tree and leaves the lock alone.
 */
const installed = (dir) => {
  const marker = path.join(dir, 'node_modules', '.package-lock.json');
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(path.join(dir, 'package-lock.json')).mtimeMs;
};
// --prefer-offline: a package already in npm's cache is taken from it without asking the registry
// whether it changed (the lock file pins every version and its integrity anyway). Both installs
// together took 151 s here against 178 s without it; with an empty cache it fetches as before.
const INSTALL = ['install', '--no-save', '--no-audit', '--no-fund', '--prefer-offline'];

export function ensureInstalled(dir) {
  if (installed(dir)) return;
  log(`installing dependencies in ${path.relative(root, dir) || '.'}`);
  run('npm', INSTALL, { cwd: dir });
}

/**
 * ensureInstalled without blocking: resolves at once when `dir` is installed, otherwise when npm
 * is done (its output on the console). `npm test` starts the root's and cms/'s installs together so
 * their downloads and native builds (better-sqlite3 in cms/, one core for about a minute) overlap,
 * and goes on with the root's checks while cms/ is still installing. npm's cache is safe to share.
 */
export function installInBackground(dir) {
  if (installed(dir)) return Promise.resolve();
  const where = path.relative(root, dir) || '.';
  log(`installing dependencies in ${where}`);
  return runWithoutBlocking('npm', INSTALL, { cwd: dir }).catch((error) => {
    throw new Error(`${error.message} (in ${where})`);
  });
}

/**
 * A command run to completion in the background: resolves when it exits 0, rejects (naming its log)
 * otherwise. Its output goes to `logFile`; it is stopped with the other children on exit.
 */
export function runInBackground(name, command, args, { cwd = root, env = {}, logFile } = {}) {
  const child = startProcess(name, command, args, { cwd, env, logFile });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      const where = logFile ? ` (log: ${path.relative(root, logFile)})` : '';
      reject(new Error(`${name} failed with ${code ?? signal}${where}`));
    });
  });
}

/**
 * Debian's `packages` in one apt-get run in the background (output in `logFile`). Not as root it
 * installs nothing: the step that needs a missing one fails then, naming the package
 * (installDebianPackage).
 */
export function installDebianPackagesInBackground(packages, logFile) {
  if (!packages.length || process.getuid?.() !== 0) return Promise.resolve();
  log(`installing Debian ${packages.join(', ')} (apt-get, in the background; log: ${path.relative(root, logFile)})`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return runInBackground('apt-get update', 'apt-get', ['update', '-qq'], { env, logFile }).then(() =>
    runInBackground('apt-get install', 'apt-get', ['install', '-y', '-qq', ...packages], { env, logFile }),
  );
}

/** Builds cms/ (compiles src and config into dist/, and the admin panel) when its sources changed. */
export function ensureCmsBuilt() {
  linkPluginPackages();
  const stamp = path.join(cmsDir, 'dist', '.portico-build');
  const inputs = ['src', 'config', 'package-lock.json', 'tsconfig.json'].map((entry) => path.join(cmsDir, entry));
  const print = fingerprint(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === print && existsSync(path.join(cmsDir, 'dist', 'build'))) return;
  log('building Strapi (admin panel and server code)');
  // `strapi build` compiles over what is there: a file deleted from src/ would still load from dist/.
  for (const compiled of ['src', 'config']) rmSync(path.join(cmsDir, 'dist', compiled), { recursive: true, force: true });
  run('node', ['node_modules/@strapi/strapi/bin/strapi.js', 'build'], { cwd: cmsDir, env: { NODE_ENV: 'production' } });
  writeFileSync(stamp, print);
}

/**
 * Builds the Next app into `distDir` when its sources changed. One build serves every setting: the
 * server reads next.config.js when it starts (images.remotePatterns from STRAPI_URL, the body limit),
 * proxy.ts and every page run in Node and read the environment then, and the data cache chooses
 * Redis or memory at start. So the tests, the second content model, PostgreSQL, load, scale-out,
 * restart and the benchmark all run `.next-e2e`, whatever Strapi's random port.
 */
export function ensureAppBuilt({ distDir = '.next', site = '' } = {}) {
  const stamp = path.join(root, distDir, '.portico-build');
  const inputs = [
    'app',
    'components',
    'lib',
    'sites',
    'server',
    'public',
    'proxy.ts',
    'instrumentation.ts',
    'next.config.js',
    'messages',
    'package-lock.json',
    'tsconfig.json',
  ].map((entry) => path.join(root, entry));
  // The site folder is part of what is built.
  const print = `${fingerprint(inputs)} site=${site}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === print) return;
  log(`building the Next app (${distDir})`);
  // The site folder is the build's only setting, as the stamp says: a run's own (NODE_OPTIONS's heap cap or inspector)
  // would reach it otherwise, and broke it.
  run('node', ['node_modules/next/dist/bin/next', 'build'], {
    env: { PORTICO_SITE: site, NEXT_DIST_DIR: distDir, NODE_ENV: 'production' },
  });
  markStartupScripts(path.join(root, distDir));
  writeFileSync(stamp, print);
}

export function randomSecret(bytes = 24) {
  return randomBytes(bytes).toString('base64url');
}

/** Fresh secrets for a Strapi that lives for one run. */
export function strapiSecrets() {
  return {
    APP_KEYS: [1, 2, 3, 4].map(() => randomSecret(16)).join(','),
    API_TOKEN_SALT: randomSecret(),
    ADMIN_JWT_SECRET: randomSecret(),
    TRANSFER_TOKEN_SALT: randomSecret(),
    JWT_SECRET: randomSecret(),
    ENCRYPTION_KEY: randomSecret(),
  };
}

/**
 * Readies another Strapi app in `dir` that runs on cms/'s installed packages (the end-to-end
 * suite's second content model, tests/atlas-cms): its node_modules is a link to cms/node_modules
 * (gitignored), so the same Strapi 5.54.0 is never installed twice. Such an app is plain
 * JavaScript without a tsconfig.json and turns the admin panel off (config/admin.js
 * `serveAdminPanel: false`), so `strapi start` runs its src/ and config/ as they are: no build.
 */
export function linkCmsPackages(dir) {
  const link = path.join(dir, 'node_modules');
  const present = (() => {
    try {
      return lstatSync(link);
    } catch {
      return null;
    }
  })();
  if (!present) symlinkSync(path.relative(dir, path.join(cmsDir, 'node_modules')), link, 'dir');
  if (!existsSync(path.join(link, '@strapi', 'strapi', 'bin', 'strapi.js')))
    throw new Error(`${link} does not lead to cms/'s packages: install cms/ first (npm install in cms/)`);
}

/**
 * Readies the Strapi plugin (plugin/, installed into cms/ by path): a link to cms/node_modules
 * (gitignored) as its own node_modules. Node resolves a linked package's imports from its real
 * folder, where neither @strapi/utils nor cms/'s sharp would be found, and a second @strapi/utils
 * would make Strapi answer its refusals with 500s. An operator's install (a tarball, the registry)
 * needs nothing of the kind: npm puts the plugin inside the app's node_modules.
 */
export function linkPluginPackages() {
  const link = path.join(pluginDir, 'node_modules');
  try {
    lstatSync(link);
  } catch {
    symlinkSync(path.relative(pluginDir, path.join(cmsDir, 'node_modules')), link, 'dir');
  }
}

/** Strapi from cms/ (default) or another app folder (`dir`) that linkCmsPackages readied. */
export function startStrapi({ port, env, logFile, echo, dir = cmsDir }) {
  const child = startProcess('strapi', 'node', ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
    cwd: dir,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    logFile,
    echo,
  });
  return child;
}

/**
 * The V8 heap cap for app instances (MB). Without one, V8 on a large machine lets the heap grow to
 * about 4 GB before collecting hard: RSS doubled in a minute of load without any leak
 * (tests/system/load-test.mjs). Under 50 connections the live heap after a full collection is 85–110 MB;
 * with a 256 MB cap V8's heap (and RSS, 88 MB above it) stops growing after about 80 s, with a
 * 320 MB cap it was still growing after 165 s. Same throughput either way (70–75 req/s).
 */
export const APP_HEAP_MB = process.env.APP_HEAP_MB || '256';

/**
 * glibc's allocator for app instances, as `npm run serve` sets it: two arenas (not 8 per core), and blocks of 128 KB
 * or more (compression's buffers, a page's bytes) mapped on their own and returned when freed. In a 15-minute soak
 * side by side, 85 MB less resident memory, growing 0.28 MB a minute after the warm-up against 0.97, for 1.6 % more
 * CPU (bench/README.md).
 */
export const APP_MALLOC = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || '131072',
};

/**
 * The app behind its page server, or another Next project in `dir` on `next start` (the
 * benchmark's peers); `cwd`: another checkout of the app, behind its own page server (the
 * benchmark's build of the commit issue 24 was filed on: bench/lib/filed.mjs).
 */
export function startNext({ port, distDir = '.next', env, logFile, echo, dir, cwd = root }) {
  const args = dir ? ['node_modules/next/dist/bin/next', 'start', dir, '-H', '127.0.0.1', '-p', String(port)] : ['server/index.mjs'];
  return startProcess('next', 'node', args, {
    cwd,
    env: {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      NODE_OPTIONS: `--max-old-space-size=${APP_HEAP_MB}`,
      ...APP_MALLOC,
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    logFile,
    echo,
  });
}
