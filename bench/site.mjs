#!/usr/bin/env node
/**
 * `node bench/site.mjs [rounds] [seconds]`: what a site folder costs (issue 38), in one run on one stack.
 *
 * Three apps, one process each, on one Strapi (cms/, demo data) with the same settings:
 * - demo: today's tree built with the demo's site folder (PORTICO_SITE=sites/demo, `.next-e2e`, as the e2e);
 * - generic: today's tree built without one (PORTICO_SITE='', `.next-generic`, as the PostgreSQL leg);
 * - before: the commit before site folders, taken out of git and built under test-results/bench-site/.
 *
 * Once: each page's bytes as sent to a browser (brotli). Then each round, in an order that turns:
 * first-load JavaScript of the home page, the list and an article (all three apps); a fresh render of
 * the list and the article (`?notice=`, which the page server never stores; all three apps); stored
 * document loads, signed out, as a returning browser (demo and before); Lighthouse mobile (demo and
 * before). Prints markdown tables and writes site-<time>.json in the results folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../scripts/stack/index.mjs';
import { ensureAppBuilt, log, root, stopChildrenOnExit } from '../scripts/stack/processes.mjs';
import { firstLoadJs, lighthouseScores } from '../tests/harness/browser.mjs';
import { installCommitPackages } from './lib/commit-packages.mjs';
import { buildCommit } from './lib/filed.mjs';
import { BROWSER_PAGE_HEADERS, cpuTicks, measure, median, TICK_US } from '../tests/harness/load.mjs';
import { firstArticle, idPaths, pagePaths } from '../tests/harness/pages.mjs';
import { pageWeight, rawGet } from './lib/weight.mjs';
import { resultsDir } from '../tests/harness/args.mjs';

const [roundsArgument, secondsArgument] = process.argv.slice(2);
const rounds = Number(roundsArgument || 3);
const seconds = Number(secondsArgument || 10);

/** The last commit before site folders (issue 38's "today"). */
const BEFORE_COMMIT = '5ccedf8cd8d0bfd23636ee2ba476929fc879f942';
const BEFORE_BUILD = '.next-bench';
const DEMO_SITE = 'sites/demo';
const DEMO_BUILD = '.next-e2e';
const GENERIC_BUILD = '.next-generic';
/** A one-time notice no page knows: the page renders as without it, and the page server never stores it. */
const FRESH_RENDER = '?notice=bench-fresh-render';

const BROWSER = { ...BROWSER_PAGE_HEADERS, Cookie: 'portico_locale=en' };
const PAGES = ['home', 'list', 'article'];
const RENDERED = ['list', 'article'];

const range = (values) => `${Math.min(...values).toLocaleString('en-GB')}–${Math.max(...values).toLocaleString('en-GB')}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (value, unit = '') => `${value > 0 ? '+' : ''}${value.toLocaleString('en-GB')}${unit}`;
/** Each round starts with the next app, so the machine's drifts fall on all of them alike. */
const turn = (list, round) => list.map((_, index) => list[(index + round) % list.length]);
const elapsed = (since) => Math.round((Date.now() - since) / 1000);

stopChildrenOnExit();
const startedAt = new Date();
const builds = {};
let since = Date.now();
// Its checkout one level down: the packages it needs and today's root lacks go beside it (installCommitPackages).
const beforeHome = path.join(root, 'test-results', 'bench-site');
installCommitPackages(BEFORE_COMMIT, beforeHome);
const beforeDir = buildCommit(BEFORE_COMMIT, path.join(beforeHome, BEFORE_COMMIT.slice(0, 12)), BEFORE_BUILD);
if (!beforeDir) process.exit(1);
builds.before = elapsed(since);
since = Date.now();
ensureAppBuilt({ distDir: DEMO_BUILD, site: DEMO_SITE });
builds.demo = elapsed(since);
since = Date.now();
ensureAppBuilt({ distDir: GENERIC_BUILD, site: '' });
builds.generic = elapsed(since);
log(`builds (0 s: already built): demo ${builds.demo} s, generic ${builds.generic} s, before ${builds.before} s`);

since = Date.now();
const stack = await startStack({
  logName: 'bench-site',
  withApp: false,
  faultProxy: false,
  distDir: DEMO_BUILD,
  appEnv: { PORTICO_SITE: DEMO_SITE },
  strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '' },
});
try {
  const env = { WEB_CONCURRENCY: '1', TRUSTED_PROXY_HOPS: '0' };
  /** @type {Record<string, { url: string, child: import('node:child_process').ChildProcess }>} */
  const apps = {
    demo: await stack.startAppInstance({ ...env, PORTICO_SITE: DEMO_SITE }),
    generic: await stack.startAppInstance({ ...env, PORTICO_SITE: '' }, { build: GENERIC_BUILD }),
    // Left out of its environment (spawn drops an undefined value): that commit refuses a PORTICO_ name it does not know.
    before: await stack.startAppInstance({ ...env, PORTICO_SITE: undefined }, { cwd: beforeDir, build: BEFORE_BUILD }),
  };
  const names = Object.keys(apps);
  const article = await firstArticle(stack.strapiUrl);
  const { list, detail, home } = pagePaths(article);
  const paths = { home, list, article: detail };
  // The commit before site folders addresses an article by its documentId.
  const pathsOf = (name) => (name === 'before' ? { ...paths, article: idPaths(article).detail } : paths);
  log(`stack and apps up in ${elapsed(since)} s`);

  // Stores every page in every app, and warms each process (stored answers and fresh renders) before anything counts.
  for (const name of names)
    for (const page of PAGES) {
      await measure({ name, url: `${apps[name].url}${pathsOf(name)[page]}`, connections: 10, duration: 1, headers: BROWSER, warmup: 0 });
      const fresh = await rawGet(`${apps[name].url}${pathsOf(name)[page]}${FRESH_RENDER}`, BROWSER);
      if (fresh.status !== 200 || fresh.headers['x-portico-cache'])
        throw new Error(
          `${name} ${page}${FRESH_RENDER}: ${fresh.status}, x-portico-cache ${fresh.headers['x-portico-cache']}: not a fresh render`,
        );
    }

  log('page weight over the wire');
  const weights = {};
  for (const name of names) {
    weights[name] = {};
    for (const page of PAGES) {
      const { raw, ...weight } = await pageWeight(`${apps[name].url}${pathsOf(name)[page]}`);
      if (raw.status !== 200) throw new Error(`${name} ${page} answered ${raw.status}`);
      weights[name][page] = { ...weight, cache: raw.headers['x-portico-cache'] ?? null };
    }
  }

  const javascript = Object.fromEntries(names.map((name) => [name, Object.fromEntries(PAGES.map((page) => [page, []]))]));
  const renders = Object.fromEntries(names.map((name) => [name, Object.fromEntries(RENDERED.map((page) => [page, []]))]));
  const stored = Object.fromEntries(['demo', 'before'].map((name) => [name, Object.fromEntries(PAGES.map((page) => [page, []]))]));
  const lighthouse = Object.fromEntries(['demo', 'before'].map((name) => [name, Object.fromEntries(PAGES.map((page) => [page, []]))]));

  for (let round = 0; round < rounds; round += 1) {
    const order = turn(names, round);
    const pair = turn(['demo', 'before'], round);
    log(`round ${round + 1} of ${rounds}: ${order.join(', ')}`);

    for (const result of await firstLoadJs(
      order.flatMap((name) => PAGES.map((page) => ({ name: `${name} ${page}`, url: `${apps[name].url}${pathsOf(name)[page]}` }))),
      { files: true },
    )) {
      const [name, page] = result.name.split(' ');
      javascript[name][page].push({ bytes: result.bytes, scripts: result.scripts, swiper: result.swiper, files: result.files });
    }

    // One connection: each answer is one render, so its latency is the render's time.
    for (const page of RENDERED)
      for (const name of order) {
        const app = apps[name];
        const ticks = cpuTicks(app.child.pid);
        const result = await measure({
          name,
          url: `${app.url}${pathsOf(name)[page]}${FRESH_RENDER}`,
          connections: 1,
          duration: seconds,
          headers: BROWSER,
          warmup: 0,
        });
        if (result.non2xx || result.errors) throw new Error(`${name} ${page} render: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const cpuMs = ((cpuTicks(app.child.pid) - ticks) * TICK_US) / result.total / 1000;
        renders[name][page].push({
          p50Ms: result.latencyMs.p50,
          p90Ms: result.latencyMs.p90,
          perSecond: result.requestsPerSecond,
          cpuMs: Math.round(cpuMs * 10) / 10,
        });
        log(`${name} ${page}, fresh render: p50 ${result.latencyMs.p50} ms, ${result.requestsPerSecond}/s, ${cpuMs.toFixed(1)} ms CPU`);
      }

    for (const page of PAGES)
      for (const name of pair) {
        const app = apps[name];
        // Warmed before it counts: the app measured first in a round was otherwise slower (one run had the list
        // 0.80× before's median with demo first in two rounds of three, within the range when measured again).
        await measure({ name, url: `${app.url}${pathsOf(name)[page]}`, connections: 10, duration: 2, headers: BROWSER, warmup: 0 });
        const ticks = cpuTicks(app.child.pid);
        const result = await measure({
          name,
          url: `${app.url}${pathsOf(name)[page]}`,
          connections: 10,
          duration: seconds,
          headers: BROWSER,
          warmup: 0,
        });
        if (result.non2xx || result.errors) throw new Error(`${name} ${page}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const cpu = ((cpuTicks(app.child.pid) - ticks) * TICK_US) / result.total;
        stored[name][page].push({ rps: result.requestsPerSecond, cpuUs: Math.round(cpu * 10) / 10 });
        log(`${name} ${page}, stored: ${result.requestsPerSecond} req/s, ${cpu.toFixed(1)} µs CPU per request`);
      }

    for (const result of await lighthouseScores(
      pair.flatMap((name) => PAGES.map((page) => ({ name: `${name} ${page}`, url: `${apps[name].url}${pathsOf(name)[page]}` }))),
    )) {
      const [name, page] = result.name.split(' ');
      const { performance, accessibility, lcpMs, tbtMs, failedAccessibility } = result;
      lighthouse[name][page].push({ performance, accessibility, lcpMs, tbtMs, failedAccessibility });
      log(`${name} ${page}, Lighthouse: performance ${performance}, LCP ${lcpMs} ms, TBT ${tbtMs} ms`);
    }
  }

  const pick = (values, key) => values.map((value) => value[key]);
  const mid = (values, key) => median(pick(values, key));
  const verdicts = { javascript: {}, stored: {}, lighthouse: {} };
  const lines = [];
  const table = (head, rows) => {
    lines.push('', `| ${head.join(' | ')} |`, `|${head.map((_, index) => (index ? '---:' : '---')).join('|')}|`);
    for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  };

  lines.push(`### First-load JavaScript (bytes on the wire, Chromium, cache disabled; median of ${rounds})`);
  table(
    ['Page', 'demo', 'generic', 'before', 'demo − generic', 'demo no more than generic'],
    PAGES.map((page) => {
      const [demo, generic, before] = names.map((name) => mid(javascript[name][page], 'bytes'));
      verdicts.javascript[page] = demo <= generic;
      return [page, kb(demo), kb(generic), kb(before), signed(demo - generic, ' bytes'), demo <= generic ? 'yes' : '**no**'];
    }),
  );

  // Which scripts the difference is made of: names carry their content's hash, so a changed chunk shows on both sides.
  const scriptsOf = (name, page) => javascript[name][page].at(-1).files;
  for (const page of PAGES) {
    const [demo, generic] = ['demo', 'generic'].map((name) => scriptsOf(name, page));
    const only = (mine, theirs) =>
      mine.filter((script) => !theirs.some((other) => other.path === script.path)).map((script) => `${script.path} ${script.bytes}`);
    const [demoOnly, genericOnly] = [only(demo, generic), only(generic, demo)];
    verdicts.javascript[page] = { noMore: verdicts.javascript[page], demoOnly, genericOnly };
    if (demoOnly.length || genericOnly.length)
      lines.push(
        '',
        `${page}: only the demo's: ${demoOnly.join(', ') || 'none'}; only the generic site's: ${genericOnly.join(', ') || 'none'}`,
      );
  }

  lines.push('', '### HTML over the wire (a browser’s first load, stored page: body as sent, and decoded)');
  table(
    ['Page', 'demo', 'generic', 'before', 'demo ÷ generic', 'demo decoded', 'generic decoded', 'before decoded'],
    PAGES.map((page) => {
      const [demo, generic, before] = names.map((name) => weights[name][page]);
      return [
        page,
        `${demo.bodyBytes.toLocaleString('en-GB')} (${demo.encoding})`,
        `${generic.bodyBytes.toLocaleString('en-GB')} (${generic.encoding})`,
        `${before.bodyBytes.toLocaleString('en-GB')} (${before.encoding})`,
        `${(demo.bodyBytes / generic.bodyBytes).toFixed(3)}×`,
        demo.htmlBytes.toLocaleString('en-GB'),
        generic.htmlBytes.toLocaleString('en-GB'),
        before.htmlBytes.toLocaleString('en-GB'),
      ];
    }),
  );

  lines.push('', `### A fresh render (\`${FRESH_RENDER}\`, never stored; one connection, ${seconds} s a round; medians of ${rounds})`);
  table(
    ['Page', 'demo p50 ms', 'generic p50 ms', 'before p50 ms', 'demo CPU ms', 'generic CPU ms', 'before CPU ms', 'demo ÷ generic (CPU)'],
    RENDERED.map((page) => {
      const [demo, generic, before] = names.map((name) => renders[name][page]);
      return [
        page,
        mid(demo, 'p50Ms'),
        mid(generic, 'p50Ms'),
        mid(before, 'p50Ms'),
        mid(demo, 'cpuMs'),
        mid(generic, 'cpuMs'),
        mid(before, 'cpuMs'),
        `${(mid(demo, 'cpuMs') / mid(generic, 'cpuMs')).toFixed(3)}×`,
      ];
    }),
  );

  lines.push('', `### Stored pages, signed out, a returning browser’s document load (10 connections, ${rounds} × ${seconds} s)`);
  table(
    ['Page', 'before req/s', 'demo req/s', 'before µs CPU/request', 'demo µs CPU/request', 'demo’s median'],
    PAGES.map((page) => {
      const theirs = pick(stored.before[page], 'rps');
      const mine = median(pick(stored.demo[page], 'rps'));
      const verdict =
        mine > Math.max(...theirs) ? 'above the range' : mine >= Math.min(...theirs) ? 'within the range' : '**BELOW the range**';
      verdicts.stored[page] = {
        demoMedian: mine,
        beforeRange: [Math.min(...theirs), Math.max(...theirs)],
        verdict: verdict.replaceAll('*', ''),
      };
      return [
        page,
        range(theirs),
        range(pick(stored.demo[page], 'rps')),
        range(pick(stored.before[page], 'cpuUs')),
        range(pick(stored.demo[page], 'cpuUs')),
        `${mine.toLocaleString('en-GB')}: ${verdict} (${(mine / median(theirs)).toFixed(3)}× before’s median)`,
      ];
    }),
  );

  lines.push('', `### Lighthouse, mobile defaults (median of ${rounds})`);
  table(
    ['Page', 'demo performance', 'before performance', 'demo LCP ms', 'before LCP ms', 'demo TBT ms', 'before TBT ms', 'demo no lower'],
    PAGES.map((page) => {
      const [demo, before] = ['demo', 'before'].map((name) => lighthouse[name][page]);
      const met = mid(demo, 'performance') >= mid(before, 'performance');
      verdicts.lighthouse[page] = met;
      return [
        page,
        mid(demo, 'performance'),
        mid(before, 'performance'),
        mid(demo, 'lcpMs'),
        mid(before, 'lcpMs'),
        mid(demo, 'tbtMs'),
        mid(before, 'tbtMs'),
        met ? 'yes' : '**no**',
      ];
    }),
  );
  const failed = Object.entries(lighthouse).flatMap(([name, byPage]) =>
    Object.entries(byPage).flatMap(([page, runs]) =>
      [...new Set(runs.flatMap((run) => run.failedAccessibility))].map((audit) => `${name} ${page}: ${audit}`),
    ),
  );
  if (failed.length) lines.push('', `Failed accessibility audits: ${failed.join(', ')}`);

  const report = {
    startedAt: startedAt.toISOString(),
    commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
    before: BEFORE_COMMIT,
    settings: { rounds, seconds, freshRender: FRESH_RENDER, builds: { demo: DEMO_BUILD, generic: GENERIC_BUILD, before: BEFORE_BUILD } },
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    buildSeconds: builds,
    paths,
    weights,
    javascript,
    renders,
    stored,
    lighthouse,
    verdicts,
    runSeconds: elapsed(since),
  };
  const file = path.join(resultsDir(), `site-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${lines.join('\n')}\n`);
  log(`written ${path.relative(root, file)}; builds ${JSON.stringify(builds)} s, the run ${report.runSeconds} s`);
} finally {
  await stack.stop();
}
