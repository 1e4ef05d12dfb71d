#!/usr/bin/env node
/**
 * Redis restarts under load (run by `npm test`): the documented scale-out (two instances of the production build
 * behind nginx, a cache Redis and a sessions Redis, Strapi). Both Redis servers are stopped for DOWN_SECONDS and
 * started again, once keeping their data and once without, while visitors browse, members browse and save (each
 * form posted twice with one submission id, as a double click does), and others sign in, sign out and present the
 * cookies of the session they ended to both instances. It fails unless
 * - page views, signed-in views, sign-ins and sign-outs are all good, in every phase: no 5xx, no socket error,
 *   nobody signed out;
 * - no ended session is accepted, on either instance, during the outage or after it (after a restart without data
 *   too);
 * - while Redis is down, failed sign-ins still lock an account (each process counts them), saves are good or
 *   refused with the form kept and "try again in a moment", `/api/ready` answers 200 on both instances,
 *   `/metrics` says `portico_redis_up{use="sessions"} 0`, and each instance's log says Redis is down;
 * - from RECOVERY_BOUND_MS after Redis answers again, every answer is good (the first good save is reported) and
 *   `/metrics` says 1 for every use;
 * - every form answered as saved is in Strapi once, and none answered as refused is there.
 * Figures go to test-results/redis-restart.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerLog, byClassAndPhase, problemCounts } from '../harness/answers.mjs';
import { namesMember } from '../harness/load.mjs';
import {
  appSignIn,
  articleBody,
  endsSession,
  HTML,
  newArticleForm,
  registerMember,
  sessionCookie,
  unescapeHtml,
} from '../harness/members.mjs';
import { startScaleOut } from '../../scripts/stack/scale-out.mjs';
import { log, root, stopChildrenOnExit } from '../../scripts/stack/processes.mjs';

const DOWN_SECONDS = 8;
const BEFORE_SECONDS = 5;
const AFTER_SECONDS = 12;
/** The spec's bound: everything serves again on its own within 10 s of Redis answering. */
const RECOVERY_BOUND_MS = 10_000;
const HUNG_MS = 15_000;
const SIGN_IN_FAILURES_MAX = 5;
const VISITORS = 4;
const MEMBERS = 3;
const SAVERS = 2;
const CYCLERS = 2;
const PASSWORD = 'Redis-restart-pass-1';
const REFUSED_MESSAGE = 'Saving is paused for a moment. Nothing was saved; your entries are still here. Please try again in a moment.';
/** `portico_redis_up` by use, as an instance's /metrics says it (read from loopback, as an operator's scraper would). */
async function redisUp(instance) {
  const text = await (await fetch(`${instance.url}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
  return Object.fromEntries([...text.matchAll(/^portico_redis_up\{use="(\w+)"\} (\d)/gm)].map(([, use, value]) => [use, Number(value)]));
}

async function main() {
  stopChildrenOnExit();
  const scaleOut = await startScaleOut({
    logName: 'redis-restart',
    // The app as deployed: the production timeouts.
    appEnv: { STRAPI_TIMEOUT_MS: '10000', BACKEND_PROBE_TIMEOUT_MS: '2000', SIGN_IN_FAILURES_MAX: String(SIGN_IN_FAILURES_MAX) },
  });
  try {
    const reports = [];
    for (const keepData of [true, false]) reports.push(await restartUnderLoad(scaleOut, keepData));
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    writeFileSync(path.join(root, 'test-results', 'redis-restart.json'), JSON.stringify(reports, null, 2));
    const failures = reports.flatMap((report) => report.failures.map((failure) => `${report.variant}: ${failure}`));
    if (failures.length) throw new Error(failures.join('; '));
  } finally {
    await scaleOut.stop();
  }
}

async function restartUnderLoad({ siteUrl, stack, instances, redis }, keepData) {
  const variant = keepData ? 'restart keeping its data' : 'restart without its data';
  const tag = `${keepData ? 'k' : 'e'}${Date.now().toString(36)}`;
  const accounts = [];
  for (let index = 0; index < MEMBERS + CYCLERS + 1; index += 1)
    accounts.push(await registerMember(stack.strapiUrl, `redis${tag}${index}`, index, PASSWORD));
  const members = [];
  for (const account of accounts.slice(0, MEMBERS)) {
    const cookie = sessionCookie(await appSignIn(siteUrl, siteUrl, account.email, PASSWORD));
    if (!cookie) throw new Error(`${account.username} could not sign in before the restart`);
    members.push({ ...account, cookie });
  }
  const cyclers = accounts.slice(MEMBERS, MEMBERS + CYCLERS);
  const throttled = accounts[MEMBERS + CYCLERS];
  const form = await newArticleForm(siteUrl, members[0].cookie);
  const { data: articles } = await (await fetch(`${stack.strapiUrl}/api/articles?fields[0]=slug&pagination[pageSize]=4`)).json();
  const details = articles.map((article) => `/articles/${article.slug}`);
  const visitorPaths = ['/', '/articles', '/articles?page=2', `/articles?q=restart-${tag}`, '/categories', ...details];
  const memberPaths = ['/account', '/articles', '/articles/new', ...details.slice(0, 2)];

  const { answers, ask } = answerLog(HUNG_MS);
  let stopping = false;
  const judgeView = (member) => (status, headers, body) => {
    if (member && endsSession(headers)) return { verdict: 'bad', detail: 'the session cookie was deleted' };
    if (status !== 200) return { verdict: 'bad', detail: headers.get('location') ?? undefined };
    if (body.includes('data-page-error') || !body.trimEnd().endsWith('</html>')) return { verdict: 'bad', detail: 'an error page' };
    if (member && !namesMember(body, member)) return { verdict: 'bad', detail: 'not signed in' };
    return { verdict: 'good' };
  };
  const judgeEnded = (member) => (status, headers, body) =>
    status === 307 && /session-expired|\/login/.test(headers.get('location') ?? '') && !namesMember(body, member)
      ? { verdict: 'good' }
      : { verdict: 'bad', detail: `an ended session was accepted (${status} ${headers.get('location') ?? ''})` };

  const visitor = async (index) => {
    for (let turn = index; !stopping; turn += 1) {
      const pagePath = visitorPaths[turn % visitorPaths.length];
      await ask('page view', pagePath, `${siteUrl}${pagePath}`, { headers: HTML }, judgeView(null));
    }
  };
  const member = async (index) => {
    const who = members[index];
    for (let turn = index; !stopping; turn += 1) {
      const pagePath = memberPaths[turn % memberPaths.length];
      await ask('signed-in view', pagePath, `${siteUrl}${pagePath}`, { headers: { ...HTML, Cookie: who.cookie } }, judgeView(who));
    }
  };
  /** Cookies of sessions signed out, presented again after the restart. */
  const ended = [];
  const cycler = async (index) => {
    const who = cyclers[index];
    while (!stopping) {
      let cookie;
      await ask(
        'sign-in',
        '/api/auth/login',
        `${siteUrl}/api/auth/login`,
        {
          method: 'POST',
          headers: { Origin: siteUrl, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ identifier: who.email, password: PASSWORD }),
        },
        (status, headers) => {
          cookie = status === 200 ? sessionCookie({ headers }) : undefined;
          return cookie ? { verdict: 'good' } : { verdict: 'bad', detail: 'no session' };
        },
      );
      if (!cookie) {
        await sleep(200);
        continue;
      }
      await ask('signed-in view', '/account', `${siteUrl}/account`, { headers: { ...HTML, Cookie: cookie } }, judgeView(who));
      const out = await ask(
        'sign-out',
        '/api/auth/logout',
        `${siteUrl}/api/auth/logout`,
        {
          method: 'POST',
          headers: { Origin: siteUrl, Cookie: cookie },
        },
        (status, headers) =>
          status === 303 && endsSession(headers) ? { verdict: 'good' } : { verdict: 'bad', detail: headers.get('location') ?? undefined },
      );
      if (out.verdict !== 'good') continue;
      ended.push({ who, cookie });
      // The copied cookie of the session just ended, on both instances.
      for (const instance of instances)
        await ask(
          'ended session',
          `/account on ${instance.port}`,
          `${instance.url}/account`,
          { headers: { ...HTML, Cookie: cookie } },
          judgeEnded(who),
        );
    }
  };
  /** Titles by their answer: saved (and where), or refused with the form kept. */
  const saved = new Map();
  const refused = new Set();
  const saver = async (index) => {
    const who = members[index];
    for (let turn = 0; !stopping; turn += 1) {
      const title = `Redis restart ${tag} ${index}-${turn} ${randomUUID().slice(0, 8)}`;
      const submissionId = randomUUID();
      // A double click: the same form, with the same submission id, twice.
      for (const attempt of ['first', 'again']) {
        const body = articleBody(form, { title, summary: `Typed by saver ${index}, turn ${turn}.`, intent: 'publish' }, submissionId);
        await ask(
          'save',
          `/articles/new (${attempt})`,
          `${siteUrl}/articles/new`,
          {
            method: 'POST',
            headers: { ...HTML, Origin: siteUrl, Cookie: who.cookie },
            body,
          },
          (status, headers, html) => {
            if (endsSession(headers)) return { verdict: 'bad', detail: 'the session cookie was deleted' };
            const location = headers.get('location') ?? '';
            if (status === 303 && /^\/articles\/[a-z0-9-]+\?notice=published$/.test(location)) {
              const before = saved.get(title);
              if (before && before !== location) return { verdict: 'bad', detail: `saved twice: ${before} and ${location}` };
              saved.set(title, location);
              return { verdict: 'good' };
            }
            const typed = html.includes(`name="title" value="${title}"`);
            if (status === 200 && typed && html.includes(REFUSED_MESSAGE)) {
              refused.add(title);
              return { verdict: 'kept' };
            }
            const said = unescapeHtml(/class="form-status[^"]*">([^<]*)</.exec(html)?.[1] ?? '');
            return { verdict: 'bad', detail: status === 200 ? `form ${typed ? 'with' : 'without'} the title typed: "${said}"` : location };
          },
        );
      }
      await sleep(150);
    }
  };

  log(`redis-restart (${variant}): ${VISITORS} visitors, ${MEMBERS} members browsing, ${SAVERS} saving, ${CYCLERS} signing in and out`);
  const load = Promise.all([
    ...Array.from({ length: VISITORS }, (_, index) => visitor(index)),
    ...Array.from({ length: MEMBERS }, (_, index) => member(index)),
    ...Array.from({ length: SAVERS }, (_, index) => saver(index)),
    ...Array.from({ length: CYCLERS }, (_, index) => cycler(index)),
  ]);
  await sleep(BEFORE_SECONDS * 1000);
  const stopAsked = Date.now();
  await Promise.all([redis.cache.stop(), redis.sessions.stop()]);
  log(`redis-restart (${variant}): both Redis servers stopped (${Date.now() - stopAsked} ms)`);

  // While it is down: readiness, the metric, and the throttle (wrong passwords straight at one instance).
  const during = { ready: {}, metrics: [], throttle: [] };
  const watchReady = (async () => {
    while (Date.now() < stopAsked + DOWN_SECONDS * 1000) {
      for (const instance of instances) {
        const status = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(5000) }).then(
          (response) => response.status,
          (error) => error.cause?.code ?? error.message,
        );
        during.ready[status] = (during.ready[status] ?? 0) + 1;
      }
      await sleep(500);
    }
  })();
  await sleep(1500);
  for (const instance of instances) during.metrics.push(await redisUp(instance));
  const [a] = instances;
  for (let attempt = 0; attempt < SIGN_IN_FAILURES_MAX; attempt += 1)
    during.throttle.push((await appSignIn(a.url, siteUrl, throttled.email, 'not-the-password')).status);
  const rightPassword = await appSignIn(a.url, siteUrl, throttled.email, PASSWORD);
  during.throttle.push(rightPassword.status);
  during.throttledSignedIn = Boolean(sessionCookie(rightPassword));
  await watchReady;
  await sleep(Math.max(0, stopAsked + DOWN_SECONDS * 1000 - Date.now()));

  const startAsked = Date.now();
  await Promise.all([redis.cache.start({ keepData }), redis.sessions.start({ keepData })]);
  const ready = Date.now();
  log(`redis-restart (${variant}): Redis answers again (${ready - startAsked} ms after the start)`);
  const firstGood = (kind) => answers.find((answer) => answer.kind === kind && answer.verdict === 'good' && answer.started >= ready);
  const deadline = ready + Math.max(AFTER_SECONDS * 1000, RECOVERY_BOUND_MS + 2000);
  while (Date.now() < deadline || (!firstGood('save') && Date.now() < ready + HUNG_MS * 2)) await sleep(200);
  const metricsAfter = await Promise.all(instances.map(redisUp));
  stopping = true;
  await load;
  // Sessions ended before and during the outage, on both instances, after it.
  for (const { who, cookie } of ended.slice(-12))
    for (const instance of instances)
      await ask(
        'ended session',
        `/account on ${instance.port} (after)`,
        `${instance.url}/account`,
        { headers: { ...HTML, Cookie: cookie } },
        judgeEnded(who),
      );

  const windowEnd = ready + RECOVERY_BOUND_MS;
  const phaseOf = (answer) => (answer.ended < stopAsked ? 'before' : answer.started < windowEnd ? 'outage' : 'after');
  const table = byClassAndPhase(answers, phaseOf);
  const problems = answers.filter((answer) => !(answer.verdict === 'good' || (answer.verdict === 'kept' && phaseOf(answer) === 'outage')));
  // Each title answered as saved is in Strapi once; each refused and never saved, not at all.
  const countOf = async (title) =>
    (
      await (
        await fetch(`${stack.strapiUrl}/api/articles?${new URLSearchParams({ 'filters[title][$eq]': title, 'fields[0]': 'title' })}`)
      ).json()
    ).data.length;
  const wrongCounts = [];
  for (const title of saved.keys())
    if ((await countOf(title)) !== 1) wrongCounts.push({ title, answered: 'saved', found: await countOf(title) });
  for (const title of refused)
    if (!saved.has(title) && (await countOf(title)) !== 0) wrongCounts.push({ title, answered: 'refused', found: await countOf(title) });
  await sleep(1500);
  const logs = instances.map((instance) => readFileSync(instance.logFile, 'utf8'));

  const failures = [];
  if (problems.length)
    failures.push(`${problems.length} answers that should not have been: ${JSON.stringify(problemCounts(problems, phaseOf))}`);
  if (wrongCounts.length) failures.push(`saves in Strapi not as answered: ${JSON.stringify(wrongCounts.slice(0, 5))}`);
  if (!answers.some((answer) => answer.kind === 'save' && phaseOf(answer) === 'outage' && answer.verdict === 'kept'))
    failures.push('no save was refused during the outage: the check did not test it');
  if (!answers.some((answer) => answer.kind === 'ended session' && phaseOf(answer) === 'outage'))
    failures.push('no ended session was presented during the outage: the check did not test it');
  const firstSave = firstGood('save');
  if (!firstSave || firstSave.ended - ready > RECOVERY_BOUND_MS)
    failures.push(
      `no good save within ${RECOVERY_BOUND_MS / 1000} s of Redis answering (${firstSave ? firstSave.ended - ready : 'none'} ms)`,
    );
  if (during.throttle.at(-1) !== 429 || during.throttledSignedIn)
    failures.push(`the sign-in throttle was off while Redis was down (answers ${during.throttle.join(', ')})`);
  if (Object.keys(during.ready).some((status) => status !== '200'))
    failures.push(`/api/ready while Redis was down: ${JSON.stringify(during.ready)}`);
  if (!during.metrics.every((metrics) => metrics.sessions === 0))
    failures.push(`/metrics while Redis was down: ${JSON.stringify(during.metrics)}`);
  if (!metricsAfter.every((metrics) => metrics.sessions === 1 && metrics.cache === 1 && metrics.expiries === 1))
    failures.push(`/metrics after Redis was back: ${JSON.stringify(metricsAfter)}`);
  for (const [index, text] of logs.entries()) {
    if (!/Redis \(sessions\) is down/.test(text) || !/Redis \(sessions\) answers again/.test(text))
      failures.push(`instance ${index + 1}'s log does not say Redis went down and came back`);
  }

  for (const [kind, phases] of Object.entries(table))
    for (const [phase, statuses] of Object.entries(phases))
      log(`redis-restart (${variant}): ${kind}, ${phase}: ${JSON.stringify(statuses)}`);
  log(
    `redis-restart (${variant}): ${answers.length} answers; first good save ${firstSave ? firstSave.ended - ready : 'none'} ms after Redis answered; ` +
      `while down: /api/ready ${JSON.stringify(during.ready)}, sign-ins to a throttled account ${during.throttle.join(', ')}, redis_up ${JSON.stringify(during.metrics)}`,
  );
  return {
    variant,
    downSeconds: DOWN_SECONDS,
    firstGoodSaveMs: firstSave ? firstSave.ended - ready : null,
    answers: answers.length,
    saved: saved.size,
    refused: refused.size,
    during,
    metricsAfter,
    byClassAndPhase: table,
    problems: problems.slice(0, 50),
    failures,
  };
}

main().catch((error) => {
  log(`redis-restart test failed: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}\n${error.stack}`);
  process.exit(1);
});
