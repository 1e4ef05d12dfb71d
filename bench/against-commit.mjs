#!/usr/bin/env node
/**
 * `node bench/against-commit.mjs <commit> [rounds] [seconds]`: today's stored pages beside another
 * commit's, in one run on one stack, so a change meant to leave speed alone can show it did.
 *
 * The commit's app is taken out of git and built under test-results/ (once per commit); both apps
 * run one process each on the same Strapi with the same settings. Each round measures every page
 * (the list, an article, the home page; a returning browser's document load, signed out and signed
 * in) on both, in an order that alternates, so the machine's drifts hit them alike. Prints each
 * round, then per scenario both apps' range of requests per second and CPU time per request, and
 * whether today's median lies within the commit's range or above it.
 */
import path from 'node:path';
import { startStack } from '../scripts/stack/index.mjs';
import { log, root, stopChildrenOnExit } from '../scripts/stack/processes.mjs';
import { buildCommit } from './lib/filed.mjs';
import { BROWSER_PAGE_HEADERS, cpuTicks, measure, median, TICK_US } from '../tests/harness/load.mjs';
import { firstArticle, idPaths, pagePaths, PAGES, signIn } from '../tests/harness/pages.mjs';

const [commit, roundsArgument, secondsArgument] = process.argv.slice(2);
if (!commit) throw new Error('usage: node bench/against-commit.mjs <commit> [rounds] [seconds]');
const rounds = Number(roundsArgument || 3);
const seconds = Number(secondsArgument || 10);
const BROWSER = { ...BROWSER_PAGE_HEADERS, Cookie: 'portico_locale=en' };

const range = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

stopChildrenOnExit();
const commitDir = buildCommit(commit, path.join(root, 'test-results', `bench-${commit.slice(0, 12)}`), '.next-bench');
if (!commitDir) process.exit(1);
const stack = await startStack({
  logName: 'against-commit',
  withApp: true,
  faultProxy: false,
  strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '' },
});
try {
  const env = { WEB_CONCURRENCY: '1', TRUSTED_PROXY_HOPS: '0' };
  const apps = [
    ['today', await stack.startAppInstance(env)],
    [commit.slice(0, 7), await stack.startAppInstance(env, { cwd: commitDir, build: '.next-bench' })],
  ];
  const article = await firstArticle(stack.strapiUrl);
  const paths = pagePaths(article);
  // A commit before entries were addressed by name answers the article at its documentId only.
  const byName = await fetch(`${apps[1][1].url}${paths.detail}`, { redirect: 'manual' });
  const commitPaths = byName.status === 404 ? idPaths(article) : paths;
  const member = { ...BROWSER, Cookie: `portico_locale=en; strapi_jwt=${await signIn(stack.strapiUrl)}` };
  const scenarios = PAGES.flatMap((page) => [
    { name: `${page}, signed out`, page, headers: BROWSER },
    { name: `${page}, signed in`, page, headers: member },
  ]);
  const urlOf = (app, scenario) => `${app.url}${(app === apps[0][1] ? paths : commitPaths)[scenario.page]}`;
  /** @type {Record<string, Record<string, { rps: number[], cpu: number[] }>>} */
  const figures = {};
  // What each answer weighs as sent: a difference in speed may be a difference in bytes.
  for (const scenario of scenarios) {
    const sizes = [];
    for (const [name, app] of apps) {
      const response = await fetch(urlOf(app, scenario), { headers: scenario.headers });
      sizes.push(`${name} ${(await response.arrayBuffer()).byteLength} bytes decoded`);
    }
    log(`${scenario.name}: ${sizes.join(', ')}`);
  }
  for (const scenario of scenarios) {
    figures[scenario.name] = Object.fromEntries(apps.map(([name]) => [name, { rps: [], cpu: [] }]));
    // Fills both stores; not counted.
    for (const [, app] of apps)
      await measure({
        name: scenario.name,
        url: urlOf(app, scenario),
        connections: 10,
        duration: 1,
        headers: scenario.headers,
        warmup: 0,
      });
  }
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [...apps].reverse() : apps;
    for (const scenario of scenarios)
      for (const [name, app] of order) {
        const ticks = cpuTicks(app.child.pid);
        const url = urlOf(app, scenario);
        const result = await measure({ name, url, connections: 10, duration: seconds, headers: scenario.headers, warmup: 0 });
        if (result.non2xx || result.errors) throw new Error(`${name} ${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const cpu = ((cpuTicks(app.child.pid) - ticks) * TICK_US) / result.total;
        figures[scenario.name][name].rps.push(result.requestsPerSecond);
        figures[scenario.name][name].cpu.push(Math.round(cpu * 10) / 10);
        log(`round ${round + 1} ${scenario.name} ${name}: ${result.requestsPerSecond} req/s, ${cpu.toFixed(1)} µs CPU per request`);
      }
  }
  const [today, other] = apps.map(([name]) => name);
  console.log(`\n| Scenario | ${today} req/s | ${other} req/s | ${today} µs CPU/request | ${other} µs CPU/request | today's median |`);
  console.log('|---|---:|---:|---:|---:|---|');
  for (const [scenario, byApp] of Object.entries(figures)) {
    const mine = median(byApp[today].rps);
    const theirs = byApp[other].rps;
    const verdict = mine > Math.max(...theirs) ? 'above the range' : mine >= Math.min(...theirs) ? 'within the range' : 'BELOW the range';
    console.log(
      `| ${scenario} | ${range(byApp[today].rps)} | ${range(theirs)} | ${range(byApp[today].cpu)} | ${range(byApp[other].cpu)} | ${verdict} (${(mine / median(theirs)).toFixed(3)}×) |`,
    );
  }
} finally {
  await stack.stop();
}
