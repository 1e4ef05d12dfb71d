#!/usr/bin/env node
/**
 * `npm run bench [-- --quick]`: Portico beside Strapi's own REST API, a peer app written with
 * @strapi/client, and a bare Next.js page, in one run on this machine.
 *
 * Full runs write bench/results/<time>.json, bench/results/latest.json and the tables in
 * bench/README.md. `--quick` (run by `npm test`, so the harness cannot rot) uses tiny durations
 * and sizes and writes only bench/results/quick.json: its figures mean nothing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../e2e/support/stack.mjs';
import { ensureInstalled, freePort, log, root, run, startNext, stopChildrenOnExit, stopProcess, waitForHttp } from '../scripts/services.mjs';
import { firstLoadJs, lighthouseScores } from './lib/browser.mjs';
import { countArticles, growArticles } from './lib/growth.mjs';
import { BROWSER_PAGE_HEADERS as BROWSER, measure } from './lib/load.mjs';
import { renderReport } from './lib/report.mjs';

const quick = process.argv.includes('--quick');
const settings = quick
  ? { duration: 2, connections: [10], growth: [200, 1000], growthDuration: 2, lighthousePages: ['login'] }
  : { duration: 15, connections: [10, 50], growth: [1000, 100_000], growthDuration: 10, lighthousePages: ['home', 'list', 'detail', 'login'] };
const DEMO = { identifier: 'ada@portico.local', password: 'Portico-demo-1' };
const PEER_DIR = path.join(root, 'bench', 'peers', 'strapi-client');

async function signIn(strapiUrl) {
  const response = await fetch(`${strapiUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.250.0.1' },
    body: JSON.stringify(DEMO),
  });
  const { jwt } = await response.json();
  if (!jwt) throw new Error('the demo account could not sign in');
  return jwt;
}

async function detailPath(strapiUrl) {
  // An article with markdown, blocks and a gallery (a carousel).
  const response = await fetch(`${strapiUrl}/api/articles?filters[slug][$eq]=a-beginner-s-guide-to-caching&fields[0]=title`);
  const { data } = await response.json();
  return `/articles/${data[0].documentId}`;
}

const readRecorded = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/**
 * Phase 1, with the request recorder on: the exact Strapi query the list page makes, and how many
 * Strapi requests each page view costs (cold, warm, signed in).
 */
async function probe() {
  const stack = await startStack({ logName: 'bench-probe', distDir: '.next-bench', faultProxy: false });
  try {
    const jwt = await signIn(stack.strapiUrl);
    const detail = await detailPath(stack.strapiUrl);
    const cookie = { ...BROWSER, Cookie: `strapi_jwt=${jwt}` };
    const views = [
      { name: 'list, signed out, first view', path: '/articles', headers: BROWSER },
      { name: 'list, signed out, cached', path: '/articles', headers: BROWSER },
      { name: 'detail, signed out, first view', path: detail, headers: BROWSER },
      { name: 'detail, signed out, cached', path: detail, headers: BROWSER },
      { name: 'list, signed in', path: '/articles', headers: cookie },
      { name: 'detail, signed in', path: detail, headers: cookie },
      { name: 'account, signed in', path: '/account', headers: cookie },
    ];
    const roundTrips = [];
    let listQuery;
    for (const view of views) {
      const before = readRecorded(stack.requestRecordFile).length;
      const response = await fetch(`${stack.appUrl}${view.path}`, { headers: view.headers, redirect: 'manual' });
      await response.text();
      const requests = readRecorded(stack.requestRecordFile).slice(before);
      roundTrips.push({
        view: view.name,
        status: response.status,
        strapiRequests: requests.length,
        usersMe: requests.filter((request) => request.url.startsWith('/api/users/me')).length,
        paths: requests.map((request) => request.url.split('?')[0]),
      });
      if (view.name === 'list, signed in') listQuery = requests.find((request) => request.url.startsWith('/api/articles?'))?.url;
    }
    if (!listQuery) throw new Error('could not see the list page’s Strapi query');
    return { roundTrips, listQuery };
  } finally {
    await stack.stop();
  }
}

async function main() {
  stopChildrenOnExit();
  ensureInstalled(root);
  const startedAt = new Date();
  log(`benchmark${quick ? ' (quick: figures are not meaningful)' : ''}: probing Strapi round trips`);
  const probed = await probe();

  log('starting the measured stack (request logging off, no recorder)');
  const stack = await startStack({
    logName: 'bench',
    distDir: '.next-bench',
    faultProxy: false,
    strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '', AUTH_RATE_LIMIT_MAX: '1000000' },
  });
  let peer;
  try {
    const peerPort = await freePort();
    const peerEnv = { STRAPI_URL: stack.strapiUrl, NEXT_DIST_DIR: '.next-bench' };
    run('node', [path.join(root, 'node_modules/next/dist/bin/next'), 'build', PEER_DIR], { env: { ...peerEnv, NODE_ENV: 'production' } });
    peer = startNext({ port: peerPort, distDir: '.next-bench', env: peerEnv, logFile: path.join(root, 'test-results', 'logs', 'bench', 'peer.log'), dir: PEER_DIR });
    const peerUrl = `http://127.0.0.1:${peerPort}`;
    await waitForHttp(`${peerUrl}/floor`, { child: peer });

    const jwt = await signIn(stack.strapiUrl);
    const signedIn = { ...BROWSER, Cookie: `strapi_jwt=${jwt}` };
    // Document ids differ between the probe's database and this one.
    const detail = await detailPath(stack.strapiUrl);
    const scenarios = [
      { name: 'Strapi REST: the list query', url: `${stack.strapiUrl}${probed.listQuery}` },
      { name: 'Portico list', url: `${stack.appUrl}/articles`, headers: BROWSER },
      { name: 'Portico detail (markdown, carousel)', url: `${stack.appUrl}${detail}`, headers: BROWSER },
      { name: 'Portico list, signed in', url: `${stack.appUrl}/articles`, headers: signedIn },
      { name: 'Peer list (@strapi/client, no cache)', url: `${peerUrl}/articles`, headers: BROWSER },
      { name: 'Bare Next.js page (floor)', url: `${peerUrl}/floor`, headers: BROWSER },
    ];
    const load = [];
    for (const connections of settings.connections) {
      for (const scenario of scenarios) {
        log(`load: ${scenario.name} at ${connections} connections`);
        load.push(await measure({ ...scenario, connections, duration: settings.duration }));
      }
    }

    log('first-load JavaScript in Chromium');
    const pages = {
      home: `${stack.appUrl}/`,
      list: `${stack.appUrl}/articles`,
      detail: `${stack.appUrl}${detail}`,
      login: `${stack.appUrl}/login`,
    };
    const javascript = await firstLoadJs([...Object.entries(pages).map(([name, url]) => ({ name, url })), { name: 'floor', url: `${peerUrl}/floor` }]);

    log(`Lighthouse: ${settings.lighthousePages.join(', ')}`);
    const lighthouse = await lighthouseScores(settings.lighthousePages.map((name) => ({ name, url: pages[name] })));

    log('growth');
    const growth = [];
    for (const size of settings.growth) {
      growArticles(stack.databaseFile, size);
      await fetch(`${stack.appUrl}/api/revalidate`, { method: 'POST', headers: { Authorization: `Bearer ${stack.revalidateSecret}`, 'Content-Type': 'application/json' }, body: '{}' });
      const records = countArticles(stack.databaseFile);
      for (const scenario of [scenarios[0], scenarios[1], scenarios[3]]) {
        const result = await measure({ ...scenario, connections: 10, duration: settings.growthDuration });
        growth.push({ records, name: scenario.name, p50: result.latencyMs.p50, requestsPerSecond: result.requestsPerSecond, non2xx: result.non2xx });
      }
    }

    // One instance against two behind nginx (with the Redis cache), measured by the scale check.
    let scale;
    if (!quick) {
      log('scale-out: one instance against two behind nginx');
      run('node', ['scripts/scale-test.mjs']);
      scale = JSON.parse(readFileSync(path.join(root, 'test-results', 'scale.json'), 'utf8'));
    }

    const report = {
      startedAt: startedAt.toISOString(),
      quick,
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      settings,
      roundTrips: probed.roundTrips,
      load,
      javascript,
      lighthouse,
      growth,
      scale,
    };
    const resultsDir = path.join(root, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    if (quick) {
      writeFileSync(path.join(resultsDir, 'quick.json'), JSON.stringify(report, null, 2));
    } else {
      const json = JSON.stringify(report, null, 2);
      writeFileSync(path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`), json);
      writeFileSync(path.join(resultsDir, 'latest.json'), json);
      const readme = path.join(root, 'bench', 'README.md');
      writeFileSync(readme, renderReport(readFileSync(readme, 'utf8'), report));
    }
    const failures = [...load, ...growth].filter((result) => result.non2xx > 0 || result.errors > 0);
    if (failures.length) throw new Error(`requests failed during the benchmark: ${failures.map((failure) => failure.name).join(', ')}`);
    log(`benchmark done in ${Math.round((Date.now() - startedAt.getTime()) / 1000)} s`);
  } finally {
    await stopProcess(peer);
    await stack.stop();
  }
}

main().catch((error) => {
  log(`benchmark failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
