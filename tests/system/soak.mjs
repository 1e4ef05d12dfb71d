#!/usr/bin/env node
/**
 * `node tests/system/soak.mjs [--minutes=30] [--warm-up=5]`: a long mixed load on the documented scale-out (two instances
 * of the production build behind nginx, the cache and sessions Redis, Strapi). Not part of `npm test`.
 *
 * Visitors browse, members browse and save new articles, others sign in and out, and searchers send junk searches
 * (a list's `?q=` and the site search) that nobody made before. Every minute it reports the answers by class and
 * status, the socket errors, and each process's resident memory (the two instances, Strapi, nginx); at the end,
 * each process's RSS growth after the warm-up as the slope of a least-squares line through samples every 10 s
 * (MB a minute). It fails on any 5xx, socket error or unanswered request, or an app instance growing 1 MB a minute
 * or more after the warm-up. Written to soak-<time>.json in the results folder.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { scriptOptions, resultsDir } from '../harness/args.mjs';
import { heapOf, junkPath } from '../harness/junk.mjs';
import { namesMember } from '../harness/load.mjs';
import { appSignIn, articleBody, HTML, newArticleForm, registerMember, sessionCookie, sessionJar } from '../harness/members.mjs';
import { startScaleOut } from '../../scripts/stack/scale-out.mjs';
import { log, root, stopChildrenOnExit } from '../../scripts/stack/processes.mjs';

/** `--env-b=NAME=value,…`: settings of the second instance's own, to compare two under the same load. */
const options = scriptOptions({ minutes: 30, 'warm-up': 5 }, ['env-b']);
const envB = options['env-b'];
const MINUTES = options.minutes;
const WARM_UP_MINUTES = options['warm-up'];
const GROWTH_LIMIT_MB_PER_MINUTE = 1;
const HUNG_MS = 30_000;
const PASSWORD = 'Soak-test-pass-1';
const CLIENTS = { visitors: 6, members: 3, searchers: 2, savers: 1, signIns: 1 };

const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
};

/** Least-squares slope of (minute, MB) points. */
function slope(points) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance ? covariance / variance : 0;
}

async function main() {
  stopChildrenOnExit();
  const scaleOut = await startScaleOut({
    logName: 'soak',
    appEnv: { STRAPI_TIMEOUT_MS: '10000', BACKEND_PROBE_TIMEOUT_MS: '2000', LOG_LEVEL: 'warn' },
    instanceEnv: [{}, envB],
  });
  try {
    await soak(scaleOut);
  } finally {
    await scaleOut.stop();
  }
}

async function soak({ siteUrl, stack, instances }) {
  const tag = Date.now().toString(36);
  const accounts = [];
  for (let index = 0; index < CLIENTS.members + CLIENTS.savers + CLIENTS.signIns; index += 1)
    accounts.push(await registerMember(stack.strapiUrl, `soak${tag}${index}`, index, PASSWORD));
  // Each member keeps both session cookies and every renewal of them, as a browser does (access tokens last 10 minutes).
  const signedIn = [];
  for (const account of accounts.slice(0, CLIENTS.members + CLIENTS.savers)) {
    const jar = sessionJar();
    jar.keep(await appSignIn(siteUrl, siteUrl, account.email, PASSWORD));
    signedIn.push({ ...account, jar });
  }
  const form = await newArticleForm(siteUrl, signedIn[0].jar.header());
  const { data: articles } = await (await fetch(`${stack.strapiUrl}/api/articles?fields[0]=slug&pagination[pageSize]=6`)).json();
  const details = articles.map((article) => `/articles/${article.slug}`);
  const visitorPaths = ['/', '/articles', '/articles?page=2', '/categories', '/search?q=design', ...details];
  const memberPaths = ['/account', '/articles', '/articles/new', ...details.slice(0, 3)];

  /** Answers per minute: { minute: { 'class status': count } }; problems kept whole (the first 100). */
  const minutes = [];
  const problems = [];
  const started = Date.now();
  const minuteOf = () => Math.floor((Date.now() - started) / 60_000);
  let stopping = false;
  const count = (kind, status, detail) => {
    const row = (minutes[minuteOf()] ??= {});
    const key = `${kind} ${status}`;
    row[key] = (row[key] ?? 0) + 1;
    const bad = typeof status !== 'number' || status >= 500 || detail;
    if (bad && problems.length < 100) problems.push({ at: Date.now() - started, kind, status, detail });
    return !bad;
  };
  const ask = async (kind, url, init = {}, check = () => undefined, jar = null) => {
    try {
      const headers = jar ? { ...init.headers, Cookie: jar.header() } : init.headers;
      const response = await fetch(url, { redirect: 'manual', ...init, headers, signal: AbortSignal.timeout(HUNG_MS) });
      jar?.keep(response);
      const body = await response.text();
      return count(kind, response.status, check(response, body));
    } catch (error) {
      return count(kind, error.name === 'TimeoutError' ? 'hung' : 'socket error', error.cause?.code ?? error.message);
    }
  };
  const expectPage = (response, body) => (response.status === 200 && !body.trimEnd().endsWith('</html>') ? 'incomplete page' : undefined);

  const visitor = async (index) => {
    for (let turn = index; !stopping; turn += 1)
      await ask('page view', `${siteUrl}${visitorPaths[turn % visitorPaths.length]}`, { headers: HTML }, expectPage);
  };
  const member = async (index) => {
    const who = signedIn[index];
    for (let turn = index; !stopping; turn += 1)
      await ask(
        'signed-in view',
        `${siteUrl}${memberPaths[turn % memberPaths.length]}`,
        { headers: HTML },
        (response, body) =>
          response.status !== 200
            ? `not a page (${response.headers.get('location')})`
            : namesMember(body, who)
              ? expectPage(response, body)
              : 'not signed in',
        who.jar,
      );
  };
  const searcher = async (index) => {
    for (let turn = index; !stopping; turn += 1)
      await ask('junk search', `${siteUrl}${junkPath(turn % 2 ? 'site search' : 'list')}`, { headers: HTML }, expectPage);
  };
  const saver = async (index) => {
    const who = signedIn[CLIENTS.members + index];
    for (let turn = 0; !stopping; turn += 1) {
      const fields = { title: `Soak ${tag} ${index}-${turn}`, summary: 'Typed during the soak.', intent: 'publish' };
      await ask(
        'save',
        `${siteUrl}/articles/new`,
        { method: 'POST', headers: { ...HTML, Origin: siteUrl }, body: articleBody(form, fields, randomUUID()) },
        (response) =>
          response.status === 303 && /^\/articles\/[a-z0-9-]+\?notice=published$/.test(response.headers.get('location') ?? '')
            ? undefined
            : `not saved (${response.status} ${response.headers.get('location') ?? ''})`,
        who.jar,
      );
      await sleep(1000);
    }
  };
  const signInAndOut = async (index) => {
    const who = accounts[CLIENTS.members + CLIENTS.savers + index];
    while (!stopping) {
      let cookie;
      await ask(
        'sign-in',
        `${siteUrl}/api/auth/login`,
        {
          method: 'POST',
          headers: { Origin: siteUrl, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ identifier: who.email, password: PASSWORD }),
        },
        (response) => ((cookie = sessionCookie(response)) ? undefined : `no session (${response.status})`),
      );
      if (cookie)
        await ask('sign-out', `${siteUrl}/api/auth/logout`, { method: 'POST', headers: { Origin: siteUrl, Cookie: cookie } }, (response) =>
          response.status === 303 ? undefined : `not signed out (${response.status})`,
        );
      await sleep(500);
    }
  };

  const processes = [
    ...instances.map((instance, index) => ({ name: `app ${index + 1}`, pid: () => instance.child.pid, app: instance })),
    { name: 'strapi', pid: () => stack.processes?.strapi?.pid ?? null },
  ];
  /** Per process: [minute, RSS MB] and, for the app's, V8's heap total and in use and the memory outside it (its /metrics). */
  const samples = processes.map(() => []);
  const sampler = setInterval(() => {
    const minute = (Date.now() - started) / 60_000;
    processes.forEach(async (process_, index) => {
      const pid = process_.pid();
      if (!pid) return;
      const rss = rssMb(pid);
      const heap = process_.app
        ? await heapOf(process_.app.url).then(
            (figures) => [figures.heapTotalMb, figures.heapUsedMb, figures.externalMb],
            () => [],
          )
        : [];
      samples[index].push([minute, rss, ...heap]);
    });
  }, 10_000);
  const reporter = setInterval(() => {
    const minute = minuteOf() - 1;
    const rss = processes
      .map((process_, index) => {
        const [, mb, heapTotal] = samples[index].at(-1) ?? [];
        return `${process_.name} ${mb?.toFixed(1)} MB${heapTotal ? ` (heap ${heapTotal})` : ''}`;
      })
      .join(', ');
    log(`soak: minute ${minute + 1}: ${JSON.stringify(minutes[minute] ?? {})}; RSS ${rss}`);
  }, 60_000);

  log(`soak: ${MINUTES} minutes, ${JSON.stringify(CLIENTS)} through nginx; warm-up ${WARM_UP_MINUTES} minutes`);
  const load = Promise.all([
    ...Array.from({ length: CLIENTS.visitors }, (_, index) => visitor(index)),
    ...Array.from({ length: CLIENTS.members }, (_, index) => member(index)),
    ...Array.from({ length: CLIENTS.searchers }, (_, index) => searcher(index)),
    ...Array.from({ length: CLIENTS.savers }, (_, index) => saver(index)),
    ...Array.from({ length: CLIENTS.signIns }, (_, index) => signInAndOut(index)),
  ]);
  await sleep(MINUTES * 60_000);
  stopping = true;
  await load;
  clearInterval(sampler);
  clearInterval(reporter);

  const totals = {};
  for (const row of minutes) for (const [key, value] of Object.entries(row ?? {})) totals[key] = (totals[key] ?? 0) + value;
  const growth = processes.map((process_, index) => {
    const after = samples[index].filter(([minute]) => minute >= WARM_UP_MINUTES);
    return {
      process: process_.name,
      app: Boolean(process_.app),
      env: process_.app?.env,
      startMb: samples[index][0]?.[1],
      afterWarmUpMb: after[0]?.[1],
      endMb: samples[index].at(-1)?.[1],
      mbPerMinute: after.length > 2 ? Math.round(slope(after) * 100) / 100 : null,
    };
  });
  const report = {
    minutes: MINUTES,
    warmUpMinutes: WARM_UP_MINUTES,
    clients: CLIENTS,
    totals,
    perMinute: minutes,
    growth,
    problems,
    samples,
  };
  const dir = resultsDir();
  const file = path.join(dir, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  log(`soak: answers ${JSON.stringify(totals)}`);
  for (const row of growth)
    log(
      `soak: ${row.process}: RSS ${row.startMb?.toFixed(1)} MB at the start, ${row.afterWarmUpMb?.toFixed(1)} after the warm-up, ${row.endMb?.toFixed(1)} at the end; ${row.mbPerMinute} MB a minute after the warm-up`,
    );
  log(`soak: written to ${path.relative(root, file)}`);
  const failures = [];
  if (problems.length) failures.push(`${problems.length} bad answers, the first: ${JSON.stringify(problems.slice(0, 5))}`);
  for (const row of growth.filter((entry) => entry.app))
    if (row.mbPerMinute === null || row.mbPerMinute >= GROWTH_LIMIT_MB_PER_MINUTE)
      failures.push(`${row.process} grew ${row.mbPerMinute} MB a minute after the warm-up`);
  if (failures.length) throw new Error(failures.join('; '));
}

main().catch((error) => {
  log(`soak failed: ${error.message}\n${error.stack}`);
  process.exit(1);
});
