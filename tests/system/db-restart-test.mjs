#!/usr/bin/env node
/**
 * A database restart under load (run by `npm test`): Strapi on a real PostgreSQL server (as
 * tests/system/e2e-postgres.mjs runs it) behind a production build of the app. A steady mix of visitor
 * page views, signed-in views and form saves (posted as a browser without JavaScript posts them)
 * runs while PostgreSQL is stopped (`pg_ctl stop -m fast`) for DOWN_SECONDS and started again on
 * the same data directory and port. It fails unless
 * - before the restart, and from RECOVERY_BOUND_MS after PostgreSQL accepts connections again,
 *   every answer is the good one: pages 200, signed-in views 200 and naming the member, saves 303
 *   to the saved entry;
 * - in between, the only other answers are the outage page (503, Retry-After) or, for a save, the
 *   form again with what was typed and the "nothing was saved" message: no 500, 502 or 504, no
 *   socket error, no request left without an answer for HUNG_MS, no session ended;
 * - the first good signed-in view and the first good save after PostgreSQL accepts connections
 *   come within RECOVERY_BOUND_MS (the figures are reported either way);
 * - every save answered as saved is in Strapi with the title typed.
 * Figures go to test-results/db-restart.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
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
import { startPostgres } from '../../scripts/stack/postgres.mjs';
import { startStack } from '../../scripts/stack/index.mjs';
import { log, root, stopChildrenOnExit } from '../../scripts/stack/processes.mjs';

const DOWN_SECONDS = 8;
const BEFORE_SECONDS = 8;
const AFTER_SECONDS = 15;
/** The spec's bound: the app serves again on its own within 10 s of the database coming back. */
const RECOVERY_BOUND_MS = 10_000;
/** An answer slower than this counts as hung (the app's own Strapi timeout is 10 s). */
const HUNG_MS = 15_000;
const VISITORS = 6;
const MEMBERS = 4;
const SAVERS = 2;
const UNAVAILABLE_MESSAGE = 'The content service is unavailable right now. Nothing was saved; your entries are still here.';
const isOutagePage = (status, headers, body) =>
  status === 503 && headers.get('retry-after') !== null && body.includes('<h1>Service unavailable</h1>');

/** A member: an account registered with Strapi and signed in through the app's own sign-in. */
async function signedInMember(stack, index) {
  const account = await registerMember(stack.strapiUrl, `restart${Date.now().toString(36)}${index}`, index, 'Restart-test-pass-1');
  const signIn = await appSignIn(stack.appUrl, stack.appUrl, account.email, account.password);
  const cookie = sessionCookie(signIn);
  if (signIn.status !== 200 || !cookie) throw new Error(`sign-in failed for ${account.username}: ${signIn.status}`);
  return { ...account, cookie };
}

async function main() {
  stopChildrenOnExit();
  const postgres = await startPostgres();
  let stack;
  try {
    stack = await startStack({
      logName: 'db-restart',
      faultProxy: false,
      databaseUrl: postgres.url,
      strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '', AUTH_RATE_LIMIT_MAX: '1000000' },
      // The app as deployed: the production timeouts (scripts/stack/index.mjs shortens them for the fault specs).
      appEnv: { STRAPI_TIMEOUT_MS: '10000', BACKEND_PROBE_TIMEOUT_MS: '2000' },
    });
    await run(stack, postgres);
  } finally {
    await stack?.stop();
    await postgres.stop();
  }
}

async function run(stack, postgres) {
  const app = stack.appUrl;
  const articles = await (await fetch(`${stack.strapiUrl}/api/articles?fields[0]=slug&pagination[pageSize]=6`)).json();
  const details = articles.data.map((article) => `/articles/${article.slug}`);
  const members = [];
  for (let index = 0; index < MEMBERS; index += 1) members.push(await signedInMember(stack, index));
  const form = await newArticleForm(stack.appUrl, members[0].cookie);
  const visitorPaths = ['/', '/articles', '/articles?page=2', '/articles?q=design&sort=title:asc', '/categories', ...details];
  const memberPaths = ['/account', '/articles', '/articles/new', ...details.slice(0, 3)];

  const { answers, ask } = answerLog(HUNG_MS);
  let stopping = false;

  const judgeView = (member) => (status, headers, body) => {
    if (member && endsSession(headers)) return { verdict: 'bad', detail: 'the session cookie was deleted' };
    if (isOutagePage(status, headers, body)) return { verdict: 'outage' };
    if (status !== 200) return { verdict: 'bad', detail: headers.get('location') ?? undefined };
    if (body.includes('data-page-error')) return { verdict: 'bad', detail: 'an error page' };
    if (member && !namesMember(body, member)) return { verdict: 'bad', detail: 'not signed in' };
    return { verdict: 'good' };
  };

  const visitor = async (index) => {
    for (let turn = index; !stopping; turn += 1) {
      const pagePath = visitorPaths[turn % visitorPaths.length];
      await ask('page view', pagePath, `${app}${pagePath}`, { headers: HTML }, judgeView(null));
    }
  };
  const member = async (index) => {
    const who = members[index % members.length];
    for (let turn = index; !stopping; turn += 1) {
      const pagePath = memberPaths[turn % memberPaths.length];
      await ask('signed-in view', pagePath, `${app}${pagePath}`, { headers: { ...HTML, Cookie: who.cookie } }, judgeView(who));
    }
  };
  /** Titles the app said it saved, by the address it sent the browser to. */
  const saved = [];
  const saver = async (index) => {
    const who = members[index % members.length];
    for (let turn = 0; !stopping; turn += 1) {
      const title = `Restart check ${index}-${turn} ${randomUUID().slice(0, 8)}`;
      const body = articleBody(form, { title, summary: `Typed by saver ${index}, turn ${turn}.`, intent: 'publish' }, randomUUID());
      await ask(
        'save',
        '/articles/new',
        `${app}/articles/new`,
        { method: 'POST', headers: { ...HTML, Origin: app, Cookie: who.cookie }, body },
        (status, headers, html) => {
          if (endsSession(headers)) return { verdict: 'bad', detail: 'the session cookie was deleted' };
          const location = headers.get('location') ?? '';
          if (status === 303 && /^\/articles\/[a-z0-9-]+\?notice=published$/.test(location)) {
            saved.push({ title, location });
            return { verdict: 'good' };
          }
          if (isOutagePage(status, headers, html)) return { verdict: 'outage' };
          const typed = html.includes(`name="title" value="${title}"`);
          if (status === 200 && typed && html.includes(UNAVAILABLE_MESSAGE)) return { verdict: 'kept' };
          // What the form said instead, so that a wrong answer can be traced to what Strapi answered.
          const said = unescapeHtml(/class="form-status[^"]*">([^<]*)</.exec(html)?.[1] ?? '');
          return {
            verdict: 'bad',
            detail: status === 200 ? `form ${typed ? 'with' : 'without'} the title typed, no outage message: "${said}"` : location,
          };
        },
      );
      await sleep(200);
    }
  };

  log(`db-restart: ${VISITORS} visitors, ${MEMBERS} members browsing, ${SAVERS} saving; PostgreSQL down for ${DOWN_SECONDS} s`);
  const load = Promise.all([
    ...Array.from({ length: VISITORS }, (_, index) => visitor(index)),
    ...Array.from({ length: MEMBERS }, (_, index) => member(index)),
    ...Array.from({ length: SAVERS }, (_, index) => saver(index)),
  ]);
  await sleep(BEFORE_SECONDS * 1000);
  const stopAsked = Date.now();
  await postgres.stopServer();
  const stopped = Date.now();
  log(`db-restart: PostgreSQL stopped (${stopped - stopAsked} ms)`);
  await sleep(DOWN_SECONDS * 1000);
  const startAsked = Date.now();
  await postgres.startServer();
  while (!(await postgres.isReady())) {
    if (Date.now() - startAsked > 60_000) throw new Error('PostgreSQL did not accept connections within 60 s of its start');
    await sleep(50);
  }
  const ready = Date.now();
  log(`db-restart: PostgreSQL accepts connections again (${ready - startAsked} ms after the start)`);
  // Until the bound has passed and the app has served a good signed-in view and a good save since.
  const firstGood = (kind) => answers.find((answer) => answer.kind === kind && answer.verdict === 'good' && answer.started >= ready);
  const deadline = ready + Math.max(AFTER_SECONDS * 1000, RECOVERY_BOUND_MS + 5000);
  while (Date.now() < deadline || (!(firstGood('signed-in view') && firstGood('save')) && Date.now() < ready + HUNG_MS * 2))
    await sleep(200);
  stopping = true;
  await load;

  // What each class answered, in each phase.
  const windowEnd = ready + RECOVERY_BOUND_MS;
  const phaseOf = (answer) => (answer.ended < stopAsked ? 'before' : answer.started < windowEnd ? 'outage' : 'after');
  const table = byClassAndPhase(answers, phaseOf);
  const recovery = Object.fromEntries(
    ['page view', 'signed-in view', 'save'].map((kind) => {
      const first = firstGood(kind);
      return [kind, first ? first.ended - ready : null];
    }),
  );
  const slowest = (phase) =>
    Math.max(0, ...answers.filter((answer) => phaseOf(answer) === phase).map((answer) => answer.ended - answer.started));

  const problems = [];
  for (const answer of answers) {
    const phase = phaseOf(answer);
    const allowed = phase === 'outage' ? ['good', 'outage', 'kept'] : ['good'];
    if (!allowed.includes(answer.verdict)) problems.push(answer);
  }
  // Every save the app called done is in Strapi, with the title typed.
  const missing = [];
  for (const { title, location } of saved) {
    // The answer leads to the entry's page, by its slug.
    const slug = location.split('/')[2].split('?')[0];
    const response = await fetch(`${stack.strapiUrl}/api/articles?filters[slug][$eq]=${encodeURIComponent(slug)}&fields[0]=title`);
    const entry = response.ok ? await response.json() : null;
    if (entry?.data?.[0]?.title !== title) missing.push({ title, slug, status: response.status });
  }

  const report = {
    downSeconds: DOWN_SECONDS,
    stopMs: stopped - stopAsked,
    startMs: ready - startAsked,
    recoveryMs: recovery,
    recoveryBoundMs: RECOVERY_BOUND_MS,
    slowestMs: { before: slowest('before'), outage: slowest('outage'), after: slowest('after') },
    answers: answers.length,
    saves: saved.length,
    byClassAndPhase: table,
    problems: problems.slice(0, 50),
    missingSaves: missing,
  };
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  writeFileSync(path.join(root, 'test-results', 'db-restart.json'), JSON.stringify(report, null, 2));
  for (const [kind, phases] of Object.entries(table)) {
    for (const [phase, statuses] of Object.entries(phases)) log(`db-restart: ${kind}, ${phase}: ${JSON.stringify(statuses)}`);
  }
  log(
    `db-restart: ${answers.length} answers; slowest ${JSON.stringify(report.slowestMs)} ms; after PostgreSQL accepted connections, first good signed-in view in ${recovery['signed-in view']} ms, first good save in ${recovery.save} ms, first good page view in ${recovery['page view']} ms`,
  );

  const failures = [];
  if (problems.length)
    failures.push(`${problems.length} answers that should not have been: ${JSON.stringify(problemCounts(problems, phaseOf))}`);
  for (const kind of ['signed-in view', 'save']) {
    if (recovery[kind] === null || recovery[kind] > RECOVERY_BOUND_MS)
      failures.push(
        `no good ${kind} within ${RECOVERY_BOUND_MS / 1000} s of PostgreSQL accepting connections (${recovery[kind] ?? 'none'} ms)`,
      );
  }
  if (!answers.some((answer) => answer.kind === 'save' && answer.verdict !== 'good' && phaseOf(answer) === 'outage'))
    failures.push('no save was answered during the outage: the check did not test it');
  if (missing.length) failures.push(`${missing.length} saves answered as saved are not in Strapi with their title`);
  if (failures.length) throw new Error(failures.join('; '));
}

main().catch((error) => {
  // A fetch failure says why only in its cause (a refused or reset connection), and where only in its stack.
  log(`db-restart test failed: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}\n${error.stack}`);
  process.exit(1);
});
