#!/usr/bin/env node
/**
 * The load check (run by `npm test`): 60 s at 50 connections on loopback against a production
 * build, mixing anonymous browsing (30), signed-in browsing (15) and sign-ins (5), after a warm-up
 * with the same mix (45–240 s, until memory stops climbing). Every answer is checked against what
 * its class must answer: a page view 200 with the page (not an error page, and naming no member),
 * a signed-in view 200 naming its member (not a redirect to /login, not a signed-out page), a
 * sign-in 200 `{ ok: true }` with the session cookie. Fails on any other answer (in the warm-up
 * too), on socket errors or timeouts, or when the app's resident memory (median of 15 s of
 * samples) grows by more than 20 % during the run; prints the answers of each class, p95 latency
 * and the memory samples.
 * Figures go to test-results/load.json.  `--seconds N` shortens the run and `--warm-up N` the
 * warm-up (N seconds, no memory rounds) for local tries.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_PAGE_HEADERS, namesMember } from '../harness/load.mjs';
import { startStack } from '../../scripts/stack/index.mjs';
import { log, root, stopChildrenOnExit } from '../../scripts/stack/processes.mjs';

/**
 * A browser's page request, but asking for the page uncompressed: every answer's body is read and
 * checked (a member's name, no error page), and autocannon hands over bodies as they came. The page
 * server answers it from the same stored page (its identity copy); compressed answers are checked for
 * leaks in tests/e2e/stored-pages.serial.spec.ts and measured in the benchmark.
 */
const BROWSER = { ...BROWSER_PAGE_HEADERS, 'Accept-Encoding': 'identity' };
const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const seconds = Number(argument('--seconds')) || 60;
/** The warm-up's first stretch, before the 15 s rounds that go on while memory still grows. */
const MIN_WARM_UP_SECONDS = 45;
/** --warm-up N: a fixed warm-up of N seconds instead of 45 s and then rounds until memory settles (local tries only). */
const fixedWarmUp = Number(argument('--warm-up')) || 0;
/** --heap MB overrides the app's V8 heap cap (256 by default; see APP_HEAP_MB in scripts/stack/processes.mjs). */
const heapMb = argument('--heap');

/** Resident memory (KiB) of every process in the app's process group. */
function groupRss(pgid) {
  const output = execFileSync('ps', ['-e', '-o', 'pgid=,rss='], { encoding: 'utf8' });
  return output
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([group]) => group === pgid)
    .reduce((sum, [, rss]) => sum + rss, 0);
}

/** An account registered straight with Strapi, each from its own address. */
async function newAccountForLoad(strapiUrl, index) {
  const id = `load${Date.now().toString(36)}${index}`;
  const account = { username: id, email: `${id}@example.test`, password: 'Load-test-pass-1' };
  const response = await fetch(`${strapiUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.200.0.${index + 1}` },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`could not register ${id}: ${response.status} ${await response.text()}`);
  const { user } = await response.json();
  return { ...account, id: user.id };
}

/**
 * The answers of each class of request, good or not: `good` counts the expected answers, `other`
 * every other one by what it was ("307 /login?next=…", "200 not signed in").
 */
function newTally() {
  return Object.fromEntries(['page view', 'signed-in view', 'sign-in'].map((name) => [name, { good: 0, other: {} }]));
}

const header = (headers, name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * What a 200 of each class must hold: null when it does, otherwise what is wrong with it. Any
 * other status is wrong for every class.
 */
const EXPECTED_200 = {
  'page view': (body) => (body.includes('data-page-error') ? 'an error page' : /data-member-id="\d/.test(body) ? 'names a member' : null),
  'signed-in view': (body, _headers, member) => {
    if (body.includes('data-page-error')) return 'an error page';
    return namesMember(body, member) ? null : 'not signed in';
  },
  'sign-in': (body, headers) => {
    const cookies = [header(headers, 'set-cookie') ?? []].flat();
    if (!cookies.some((cookie) => /^strapi_jwt=[^;]+/.test(cookie))) return 'no session cookie';
    return body.includes('"ok":true') ? null : 'not ok';
  },
};

/** An autocannon onResponse that counts the answer in `tally()` under `name`, by what it was when it is not the expected one. */
function expecting(name, tally, member) {
  return (status, body, _context, headers) => {
    const counts = tally()[name];
    const wrong = status === 200 ? EXPECTED_200[name](body, headers, member) : String(status);
    if (wrong === null) {
      counts.good += 1;
      return;
    }
    const location = status >= 300 && status < 400 ? header(headers, 'location') : undefined;
    const key = status === 200 ? `200 ${wrong}` : location ? `${status} ${String(location).split('?')[0]}` : wrong;
    counts.other[key] = (counts.other[key] ?? 0) + 1;
  };
}

const unexpectedIn = (tally) => Object.values(tally).reduce((sum, { other }) => sum + Object.values(other).reduce((a, b) => a + b, 0), 0);
const describeTally = (tally) =>
  Object.entries(tally)
    .map(([name, { good, other }]) => `${name} ${good} good${Object.keys(other).length ? `, other ${JSON.stringify(other)}` : ''}`)
    .join('; ');

const SAMPLE_MS = 2000;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(sorted, fraction) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : 0;
}

function run(options, latencies, statuses) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

async function main() {
  stopChildrenOnExit();
  const stack = await startStack({
    logName: 'load',
    faultProxy: false,
    strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '', AUTH_RATE_LIMIT_MAX: '1000000' },
    // The app as deployed: the production timeouts, not the short ones the fault specs use to
    // provoke outages quickly (scripts/stack/index.mjs).
    appEnv: {
      STRAPI_TIMEOUT_MS: '10000',
      BACKEND_PROBE_TIMEOUT_MS: '2000',
      ...(heapMb ? { NODE_OPTIONS: `--max-old-space-size=${heapMb}` } : {}),
    },
  });
  try {
    const app = stack.appUrl;
    const articles = await (await fetch(`${stack.strapiUrl}/api/articles?fields[0]=slug&pagination[pageSize]=10`)).json();
    const details = articles.data.map((article) => `/articles/${article.slug}`);
    const accounts = [];
    for (let index = 0; index < 10; index += 1) accounts.push(await newAccountForLoad(stack.strapiUrl, index));
    const members = [];
    for (const account of accounts) {
      const response = await fetch(`${app}/api/auth/login`, {
        method: 'POST',
        headers: { Origin: app, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ identifier: account.email, password: account.password }),
      });
      const cookie = response.headers.getSetCookie().find((value) => value.startsWith('strapi_jwt='));
      if (!cookie) throw new Error(`sign-in failed for ${account.email}: ${response.status}`);
      members.push({ ...account, cookie: cookie.split(';')[0] });
    }
    // Where each answer is counted: the warm-up's tally, then the run's.
    let tally = newTally();
    const currentTally = () => tally;
    const anonymous = ['/', '/articles', '/articles?page=2', '/articles?q=design&sort=title:asc', '/categories', ...details].map(
      (path) => ({ method: 'GET', path, onResponse: expecting('page view', currentTally) }),
    );
    const signedIn = (member) =>
      ['/account', '/articles', ...details.slice(0, 4), '/articles/new'].map((path) => ({
        method: 'GET',
        path,
        onResponse: expecting('signed-in view', currentTally, member),
      }));
    const signIn = accounts.map((account) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { Origin: app, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identifier: account.email, password: account.password }).toString(),
      onResponse: expecting('sign-in', currentTally),
    }));

    const mix = (duration, latencies, statuses) =>
      Promise.all([
        run({ url: app, connections: 30, duration, headers: BROWSER, requests: anonymous }, latencies, statuses),
        ...members
          .slice(0, 5)
          .map((member) =>
            run(
              { url: app, connections: 3, duration, headers: { ...BROWSER, Cookie: member.cookie }, requests: signedIn(member) },
              latencies,
              statuses,
            ),
          ),
        run({ url: app, connections: 5, duration, requests: signIn }, latencies, statuses),
      ]);

    // Warm up with the same mix, so the baseline is the server at its working size (heap grown
    // to 50 concurrent requests, caches filled); growth from there is what a leak would show.
    // Two things make single readings useless here. At its working size the RSS of a healthy
    // server swings by about ±9 % between collections (262–313 MB over 180 s). And V8 keeps
    // enlarging its heap for about 80 s under this load (RSS stays 88 MB above heapTotal) while
    // the live heap after each full collection stays at 85–110 MB (measured with --trace-gc and
    // process.memoryUsage()): no leak, and a slower machine gets there later. So the warm-up lasts
    // 45 s and then goes on in 15 s rounds (up to 240 s) until the median RSS of a round is
    // within 2 % of the round before; the check compares that median with the median of the
    // run's last 15 s. (With today's page server the RSS levels off sooner: in a fresh-clone run
    // on 2026-11-25 it was within 3 % of its final level after 30 s, and the 90 s fixed warm-up
    // this replaced spent a minute at that level.)
    const pgid = stack.appProcess().pid;
    const idleRss = groupRss(pgid);
    const samples = [];
    const sampler = setInterval(() => samples.push(groupRss(pgid)), SAMPLE_MS);
    const medianOfLast = (spanSeconds) => median(samples.slice(-Math.round((spanSeconds * 1000) / SAMPLE_MS)));
    log(
      fixedWarmUp
        ? `load: warm-up with the same mix (${fixedWarmUp} s)`
        : `load: warm-up with the same mix (${MIN_WARM_UP_SECONDS} s, longer while memory still grows)`,
    );
    let warmUpSeconds = fixedWarmUp || MIN_WARM_UP_SECONDS;
    await mix(warmUpSeconds, [], {});
    let rssBefore = medianOfLast(15);
    while (!fixedWarmUp && warmUpSeconds < 240) {
      await mix(15, [], {});
      warmUpSeconds += 15;
      const previous = rssBefore;
      rssBefore = medianOfLast(15);
      if (rssBefore <= previous * 1.02) break;
    }
    const warmUpSamples = samples.splice(0);
    const warmUpTally = tally;
    log(`load: warm-up answers: ${describeTally(warmUpTally)}`);
    tally = newTally();
    const latencies = [];
    const statuses = {};
    log(`load: ${seconds} s at 50 connections (30 anonymous, 15 signed in, 5 signing in) after ${warmUpSeconds} s of warm-up`);
    const started = Date.now();
    const results = await mix(seconds, latencies, statuses);
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    const rssAfter = medianOfLast(15);
    latencies.sort((a, b) => a - b);
    const serverErrors = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const report = {
      seconds,
      connections: 50,
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      statuses,
      answers: tally,
      warmUpAnswers: warmUpTally,
      serverErrors,
      socketErrors: results.reduce((sum, result) => sum + result.errors, 0),
      timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
      latencyMs: {
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        max: latencies.at(-1),
      },
      warmUpSeconds,
      rssKiB: {
        idle: idleRss,
        afterWarmUp: rssBefore,
        after: rssAfter,
        growthPercent: Math.round(((rssAfter - rssBefore) / rssBefore) * 1000) / 10,
        sampleEveryMs: SAMPLE_MS,
        warmUpSamples,
        runSamples: samples,
      },
    };
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    writeFileSync(path.join(root, 'test-results', 'load.json'), JSON.stringify(report, null, 2));
    log(
      `load: ${report.requests} requests (${report.requestsPerSecond}/s), statuses ${JSON.stringify(statuses)}, p95 ${report.latencyMs.p95} ms, RSS (median of 15 s) ${rssBefore} → ${rssAfter} KiB (${report.rssKiB.growthPercent} %)`,
    );
    log(`load: answers: ${describeTally(tally)}`);
    const problems = [];
    if (unexpectedIn(tally) > 0) problems.push(`${unexpectedIn(tally)} answers were not what their class must answer`);
    if (unexpectedIn(warmUpTally) > 0)
      problems.push(`${unexpectedIn(warmUpTally)} answers in the warm-up were not what their class must answer`);
    if (serverErrors > 0) problems.push(`${serverErrors} responses were 5xx`);
    if (report.socketErrors > 0 || report.timeouts > 0) problems.push(`${report.socketErrors} socket errors, ${report.timeouts} timeouts`);
    if (report.rssKiB.growthPercent > 20) problems.push(`RSS grew ${report.rssKiB.growthPercent} %`);
    if (problems.length) throw new Error(problems.join('; '));
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  log(`load test failed: ${error.message}`);
  process.exit(1);
});
