#!/usr/bin/env node
/**
 * `npm run bench [-- --quick]`: Portico beside Strapi's own REST API and two peers written the
 * way most teams would, in one run on this machine:
 * - the naive peer (bench/peers/strapi-client): dynamic pages, no cache;
 * - the ISR peer (bench/peers/strapi-isr): static pages revalidated every 60 s, the signed-in
 *   user fetched by the browser from its /api/me.
 * For the list, a detail page and the home page, at 10 and 50 connections: document loads and
 * client-side navigations, signed out and signed in; then how many Strapi requests a signed-in
 * view costs, how many stored pages one edit drops, first-load JavaScript, Lighthouse, growth,
 * and the nginx deployment (tests/system/scale-test.mjs). Every scenario speaks as Chromium does (its
 * Accept and Accept-Encoding) unless it is about another client: curl's Accept (any type, no
 * Accept-Encoding). Beside them: the bare-bytes limit (each page's bytes, compressed once, sent by a bare Node
 * server: bench/lib/bare-server.mjs), the same app with two workers (WEB_CONCURRENCY=2), and
 * each page's weight over the wire for Portico and both peers. Every goal of issues 11 and 24 is
 * printed as a ratio.
 *
 * Full runs write <time>.json in the results folder, latest.json and the tables in
 * bench/README.md. `--quick` (run by `npm test`, so the harness cannot rot) uses tiny durations
 * and writes only quick.json: its figures mean nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '../scripts/stack/index.mjs';
import { ensureInstalled, log, root, run, stopChildrenOnExit, stopProcess } from '../scripts/stack/processes.mjs';
import { captureNavigation, firstLoadJs, lighthouseScores } from '../tests/harness/browser.mjs';
import { buildFiled, FILED_BUILD } from './lib/filed.mjs';
import { countArticles, growArticles } from './lib/growth.mjs';
import { BROWSER_PAGE_HEADERS, measure } from '../tests/harness/load.mjs';
import { firstArticle, idPaths, NAVIGATIONS, PAGES, pagePaths, signIn } from '../tests/harness/pages.mjs';
import { startBareServer, startPeer } from './lib/peers.mjs';
import { phoneBench, writePhone } from './lib/phone.mjs';
import { goals, renderReport } from './lib/report.mjs';
import { layoutFloor, pageWeight, rawGet } from './lib/weight.mjs';
import { resultsDir } from '../tests/harness/args.mjs';

const quick = process.argv.includes('--quick');
// --quick proves the harness in under a minute: one stack for the probe and the load, no peers (their
// builds alone take minutes) and no Lighthouse; every Portico and Strapi scenario still runs.
const settings = quick
  ? {
      duration: 1,
      warmup: 0,
      connections: [10],
      growth: [200],
      growthDuration: 1,
      lighthousePages: [],
      signedInViews: 2,
      peers: false,
      filed: false,
      loadPages: ['list'],
    }
  : {
      duration: 10,
      warmup: 1,
      connections: [10, 50],
      growth: [1000, 100_000],
      growthDuration: 10,
      lighthousePages: ['home', 'list', 'detail', 'login'],
      signedInViews: 20,
      peers: true,
      filed: true,
      loadPages: PAGES,
    };
/**
 * A returning browser: Portico records the locale of every page it answers in a cookie
 * (server/locales/locale-choice.mjs), and a browser sends it back with each request after its first, as
 * it would any cookie; a client that keeps no cookies gets the Set-Cookie again on every answer.
 */
const LOCALE_COOKIE = 'portico_locale=en';
const BROWSER = { ...BROWSER_PAGE_HEADERS, Cookie: LOCALE_COOKIE };
/** Stands for the member's cookie in a scenario until it is measured (signedInNow). */
const MEMBER_COOKIE = 'strapi_jwt=__member__';

const readRecorded = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

/** Every page an edit could touch, stored for visitors and members alike: home, lists and details. */
async function warmEveryPage(appUrl, strapiUrl, cookie) {
  const paths = ['/', '/articles', '/categories'];
  for (const collection of ['articles', 'categories']) {
    const { data } = await (await fetch(`${strapiUrl}/api/${collection}?fields[0]=slug&pagination[pageSize]=100`)).json();
    paths.push(...data.map((entry) => `/${collection}/${entry.slug || entry.documentId}`));
  }
  for (const path of paths) {
    for (const headers of [BROWSER, { ...BROWSER, Cookie: `strapi_jwt=${cookie}` }])
      await (await fetch(`${appUrl}${path}`, { headers })).text();
  }
  return paths.length * 2;
}

async function webhook(stack, body) {
  const response = await fetch(`${stack.appUrl}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.revalidateSecret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * Phase 1, with Strapi's request recorder on: the exact Strapi query behind each page, how many
 * Strapi requests a page view costs (signed out, and on average signed in), and how many stored
 * pages one edit drops.
 */
async function probe(stack) {
  const jwt = await signIn(stack.strapiUrl);
  const article = await firstArticle(stack.strapiUrl);
  const { documentId } = article;
  const paths = pagePaths(article);
  const member = { ...BROWSER, Cookie: `strapi_jwt=${jwt}` };
  const recorded = () => readRecorded(stack.requestRecordFile).length;
  const view = async (path, headers) => {
    const before = recorded();
    const response = await fetch(`${stack.appUrl}${path}`, { headers, redirect: 'manual' });
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return readRecorded(stack.requestRecordFile).slice(before);
  };

  // Signed out: the first view of each page (its Strapi queries), then a stored one. The start-up
  // check already asked for the home page, so everything is expired first.
  await webhook(stack, {});
  const roundTrips = [];
  const strapiQueries = {};
  for (const page of PAGES) {
    for (const when of ['first view', 'stored']) {
      const requests = await view(paths[page], BROWSER);
      roundTrips.push({
        view: `${page}, signed out, ${when}`,
        strapiRequests: requests.length,
        usersMe: 0,
        paths: requests.map((request) => request.url.split('?')[0]),
      });
      const main = requests.find((request) =>
        request.url.startsWith(page === 'home' ? '/api/homepage' : page === 'detail' ? `/api/articles/${documentId}` : '/api/articles?'),
      );
      if (main) strapiQueries[page] = main.url.replace(documentId, '{documentId}');
    }
  }
  for (const page of PAGES) {
    if (!strapiQueries[page]) throw new Error(`could not see the Strapi query of the ${page} page (saw ${JSON.stringify(roundTrips)})`);
  }

  // Signed in: several views of every page, as a member browses; the average is the goal.
  const before = recorded();
  let views = 0;
  for (let round = 0; round < settings.signedInViews; round += 1) {
    for (const page of [...PAGES, 'account']) {
      await view(page === 'account' ? '/account' : paths[page], member);
      views += 1;
    }
  }
  const signedInRequests = readRecorded(stack.requestRecordFile).slice(before);
  const signedIn = {
    views,
    strapiRequests: signedInRequests.length,
    usersMe: signedInRequests.filter((request) => request.url.startsWith('/api/users/me')).length,
    perView: signedInRequests.length / views,
  };

  // One edit, after every page was stored for visitors and members.
  const edits = [];
  for (const [name, body] of [
    // As Strapi's webhook sends them: the entry with its fields, its address among them.
    ['an article', { event: 'entry.update', uid: 'api::article.article', entry: { documentId, slug: article.slug } }],
    [
      'a category',
      {
        event: 'entry.update',
        uid: 'api::category.category',
        entry: (await (await fetch(`${stack.strapiUrl}/api/categories?pagination[pageSize]=1`)).json()).data[0],
      },
    ],
  ]) {
    const stored = await warmEveryPage(stack.appUrl, stack.strapiUrl, jwt);
    const answer = await webhook(stack, body);
    edits.push({ change: `${name} updated`, storedPages: stored, pagesDropped: answer.pagesDropped, tags: answer.tags });
  }
  return { roundTrips, strapiQueries, signedIn, edits };
}

/**
 * The full run issue 24 was filed on, for reference beside the same-run comparison with its commit
 * (bench/lib/filed.mjs): figures from another day, on a machine whose load differed, and measured
 * without Accept-Encoding.
 */
const NAVIGATION_BASELINE_RUN = path.join(root, 'bench', 'baseline-issue-24.json');

function previousRun() {
  const file = NAVIGATION_BASELINE_RUN;
  if (!existsSync(file)) return null;
  const { startedAt, load } = JSON.parse(readFileSync(file, 'utf8'));
  return { startedAt, load: load.filter((entry) => entry.key === 'porticoNavigation') };
}

async function main() {
  stopChildrenOnExit();
  const previous = quick ? null : previousRun();
  ensureInstalled(root);
  // The peers read Strapi with @strapi/client, which Portico itself does not depend on.
  if (settings.peers) ensureInstalled(path.join(root, 'bench', 'peers'));
  const filedDir = settings.filed ? buildFiled() : null;
  const startedAt = new Date();
  log(`benchmark${quick ? ' (quick: figures are not meaningful)' : ''}: probing Strapi round trips`);
  let probed;
  let stack;
  if (quick) {
    // One stack for both phases: the recorder's cost does not matter to figures that mean nothing.
    stack = await startStack({ logName: 'bench', faultProxy: false, strapiEnv: { AUTH_RATE_LIMIT_MAX: '1000000' } });
    probed = await probe(stack);
  } else {
    const probeStack = await startStack({ logName: 'bench-probe', faultProxy: false });
    try {
      probed = await probe(probeStack);
    } finally {
      await probeStack.stop();
    }
    log('starting the measured stack (request logging off, no recorder) and the two peers');
    stack = await startStack({
      logName: 'bench',
      faultProxy: false,
      strapiEnv: { STRAPI_REQUEST_LOG: 'false', REQUEST_RECORD_FILE: '', AUTH_RATE_LIMIT_MAX: '1000000' },
    });
  }
  const peers = {};
  let bare;
  let workers;
  let filed;
  try {
    if (settings.peers) {
      peers.naive = await startPeer('naive', stack);
      peers.isr = await startPeer('isr', stack);
    }
    // A member's cookie, filled in with a fresh sign-in before each scenario that sends it: the
    // access token lives shorter than the whole run (a run once measured expired tokens, 401).
    const cookie = MEMBER_COOKIE;
    const signedInNow = async (scenario) =>
      JSON.stringify(scenario).includes(MEMBER_COOKIE)
        ? JSON.parse(JSON.stringify(scenario).replaceAll(MEMBER_COOKIE, `strapi_jwt=${await signIn(stack.strapiUrl)}`))
        : scenario;
    // Document ids differ between the probe's database and this one.
    const article = await firstArticle(stack.strapiUrl);
    const { documentId } = article;
    const paths = pagePaths(article);
    // The peers and the app of issue 24 address an article by its documentId.
    const oldPaths = idPaths(article);

    log('the bare-bytes server, and the app again with two workers');
    // Stored first, so the bytes are the stored page's.
    for (const page of Object.values(paths)) await rawGet(`${stack.appUrl}${page}`);
    bare = await startBareServer(stack.appUrl, paths);
    workers = await stack.startAppInstance({ WEB_CONCURRENCY: '2' });
    // Each worker keeps its own store: a few requests per page, so both have rendered it before the
    // load starts (a quick run's 1 s, without warm-up, otherwise measures only the two renders).
    for (const page of Object.values(paths)) await Promise.all(Array.from({ length: 4 }, () => rawGet(`${workers.url}${page}`)));
    if (filedDir) {
      log('the app as it was when issue 24 was filed, on the same stack');
      filed = await stack.startAppInstance({}, { cwd: filedDir, build: FILED_BUILD });
      for (const page of Object.values(oldPaths)) await rawGet(`${filed.url}${page}`);
    }

    log('page weight over the wire');
    const weights = [];
    for (const [app, base] of [
      ['portico', stack.appUrl],
      ...(filed ? [['filed', filed.url]] : []),
      ...(peers.isr ? [['isr', peers.isr.url]] : []),
      ...(peers.naive ? [['naive', peers.naive.url]] : []),
    ]) {
      for (const page of PAGES) {
        const { raw, ...weight } = await pageWeight(`${base}${(app === 'portico' ? paths : oldPaths)[page]}`);
        if (raw.status !== 200) throw new Error(`${app} ${page} answered ${raw.status}`);
        weights.push({ app, page, ...weight });
      }
    }
    const floor = await layoutFloor(stack.appUrl);

    log('capturing client-side navigations in Chromium');
    const navigation = { portico: {}, isr: {}, filed: {} };
    for (const [app, base, links] of [
      ['portico', stack.appUrl, NAVIGATIONS.portico],
      // The same markup then: its router state differs (no language switcher's slot yet).
      ...(filed ? [['filed', filed.url, NAVIGATIONS.portico]] : []),
      ...(peers.isr ? [['isr', peers.isr.url, NAVIGATIONS.isr]] : []),
    ]) {
      for (const page of settings.loadPages) {
        const { from, link } = links[page];
        const from_ = app === 'portico' ? paths[from] : oldPaths[from];
        navigation[app][page] = await captureNavigation({ from: `${base}${from_}`, link, ready: links.ready });
      }
    }

    const scenarios = [];
    for (const page of settings.loadPages) {
      const porticoNav = navigation.portico[page];
      const isrNav = navigation.isr[page];
      scenarios.push(
        {
          page,
          key: 'strapi',
          name: `Strapi REST: the ${page} query`,
          url: `${stack.strapiUrl}${probed.strapiQueries[page].replace('{documentId}', documentId)}`,
        },
        {
          page,
          key: 'porticoDocument',
          name: `Portico ${page}, signed out, document load`,
          url: `${stack.appUrl}${paths[page]}`,
          headers: BROWSER,
        },
        {
          page,
          key: 'porticoAnyAccept',
          name: `Portico ${page}, signed out, Accept: */* (a crawler: compression accepted)`,
          url: `${stack.appUrl}${paths[page]}`,
          headers: { Accept: '*/*', Cookie: LOCALE_COOKIE },
        },
        {
          page,
          key: 'porticoCurl',
          name: `Portico ${page}, signed out, Accept: */* and no Accept-Encoding (curl)`,
          url: `${stack.appUrl}${paths[page]}`,
          headers: { Accept: '*/*' },
          browser: false,
        },
        {
          page,
          key: 'bareCurl',
          name: `Bare-bytes limit for curl: the ${page} page uncompressed, a bare Node server`,
          url: `${bare.url}${paths[page]}?plain`,
          headers: { Accept: '*/*' },
          browser: false,
        },
        {
          page,
          key: 'bare',
          name: `Bare-bytes limit: the ${page} page compressed once, a bare Node server`,
          url: `${bare.url}${paths[page]}`,
          headers: BROWSER,
        },
        {
          page,
          key: 'porticoWorkers',
          name: `Portico ${page}, signed out, document load, two workers`,
          url: `${workers.url}${paths[page]}`,
          headers: BROWSER,
        },
        {
          page,
          key: 'porticoNavigation',
          name: `Portico ${page}, signed out, client-side navigation`,
          url: `${stack.appUrl}${porticoNav.path}`,
          headers: porticoNav.headers,
        },
        {
          page,
          key: 'porticoMemberDocument',
          name: `Portico ${page}, signed in, document load`,
          url: `${stack.appUrl}${paths[page]}`,
          headers: { ...BROWSER, Cookie: `${LOCALE_COOKIE}; ${cookie}` },
        },
        {
          page,
          key: 'porticoMemberNavigation',
          name: `Portico ${page}, signed in, client-side navigation`,
          url: `${stack.appUrl}${porticoNav.path}`,
          headers: { ...porticoNav.headers, Cookie: `${LOCALE_COOKIE}; ${cookie}` },
        },
      );
      if (filed) {
        const filedNav = navigation.filed[page];
        scenarios.push(
          {
            page,
            key: 'filedNavigation',
            name: `Portico when issue 24 was filed, ${page}, signed out, client-side navigation`,
            url: `${filed.url}${filedNav.path}`,
            headers: filedNav.headers,
          },
          {
            page,
            key: 'filedMemberNavigation',
            name: `Portico when issue 24 was filed, ${page}, signed in, client-side navigation`,
            url: `${filed.url}${filedNav.path}`,
            headers: { ...filedNav.headers, Cookie: `${LOCALE_COOKIE}; ${cookie}` },
          },
        );
      }
      if (!settings.peers) continue;
      scenarios.push(
        {
          page,
          key: 'naive',
          name: `Naive peer ${page} (dynamic, no cache)`,
          url: `${peers.naive.url}${oldPaths[page]}`,
          headers: BROWSER,
        },
        { page, key: 'isrDocument', name: `ISR peer ${page}, document load`, url: `${peers.isr.url}${oldPaths[page]}`, headers: BROWSER },
        {
          page,
          key: 'isrNavigation',
          name: `ISR peer ${page}, client-side navigation`,
          url: `${peers.isr.url}${isrNav.path}`,
          headers: isrNav.headers,
        },
        {
          page,
          key: 'isrMemberView',
          name: `ISR peer ${page}, signed-in view (page + /api/me)`,
          url: `${peers.isr.url}${oldPaths[page]}`,
          sequence: [
            { method: 'GET', path: oldPaths[page], headers: { ...BROWSER, Cookie: cookie } },
            { method: 'GET', path: '/api/me', headers: { Accept: '*/*', Cookie: cookie } },
          ],
        },
      );
    }
    if (settings.peers) {
      scenarios.push({
        page: null,
        key: 'floor',
        name: 'Bare dynamic Next.js page (floor)',
        url: `${peers.naive.url}/floor`,
        headers: BROWSER,
      });
    }

    const load = [];
    for (const connections of settings.connections) {
      for (const scenario of scenarios) {
        log(`load: ${scenario.name} at ${connections} connections`);
        const { page, key, ...options } = scenario;
        const sent = await signedInNow(options);
        load.push({ page, key, ...(await measure({ ...sent, connections, duration: settings.duration, warmup: settings.warmup })) });
      }
    }

    log('first-load JavaScript in Chromium');
    const pages = {
      home: `${stack.appUrl}/`,
      list: `${stack.appUrl}/articles`,
      detail: `${stack.appUrl}${paths.detail}`,
      login: `${stack.appUrl}/login`,
    };
    const javascript = await firstLoadJs([
      ...Object.entries(pages).map(([name, url]) => ({ name, url })),
      ...(settings.peers
        ? [
            { name: 'ISR peer list', url: `${peers.isr.url}/articles` },
            { name: 'floor', url: `${peers.naive.url}/floor` },
          ]
        : []),
    ]);

    let lighthouse = [];
    if (settings.lighthousePages.length) {
      log(`Lighthouse: ${settings.lighthousePages.join(', ')}`);
      lighthouse = await lighthouseScores(settings.lighthousePages.map((name) => ({ name, url: pages[name] })));
    }
    if (!quick) {
      log('on a phone: Lighthouse and Chromium with applied throttling, first and returning visits');
      const phone = await phoneBench({
        appUrl: stack.appUrl,
        peerUrl: peers.isr.url,
        paths,
        signIn: () => signIn(stack.strapiUrl),
        bareUrl: `${bare.url}${paths.list}`,
      });
      writePhone(phone);
    }

    log('growth');
    const growth = [];
    const growthScenarios = scenarios.filter(
      (scenario) => scenario.page === 'list' && ['strapi', 'porticoDocument', 'porticoMemberDocument'].includes(scenario.key),
    );
    for (const size of settings.growth) {
      growArticles(stack.databaseFile, size);
      // Rows written straight into the database send no webhook: expire everything, as an editor's "publish all" would.
      await webhook(stack, {});
      const records = countArticles(stack.databaseFile);
      for (const scenario of growthScenarios) {
        const result = await measure({
          name: scenario.name,
          url: scenario.url,
          headers: (await signedInNow(scenario)).headers,
          connections: 10,
          duration: settings.growthDuration,
          warmup: settings.warmup,
        });
        growth.push({
          records,
          name: scenario.name,
          p50: result.latencyMs.p50,
          requestsPerSecond: result.requestsPerSecond,
          non2xx: result.non2xx,
        });
      }
    }

    // The documented deployment: two instances behind nginx (with Redis), measured by the scale check.
    let scale;
    if (!quick) {
      log('the nginx deployment: two instances behind nginx');
      run('node', ['tests/system/scale-test.mjs']);
      scale = JSON.parse(readFileSync(path.join(root, 'test-results', 'scale.json'), 'utf8'));
    }

    const report = {
      startedAt: startedAt.toISOString(),
      quick,
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      settings,
      strapiQueries: probed.strapiQueries,
      roundTrips: probed.roundTrips,
      signedIn: probed.signedIn,
      edits: probed.edits,
      navigation,
      load,
      javascript,
      lighthouse,
      growth,
      scale,
      weights,
      layoutFloor: floor,
      previous,
    };
    report.goals = goals(report);
    const outDir = resultsDir();
    const json = JSON.stringify(report, null, 2);
    if (quick) {
      writeFileSync(path.join(outDir, 'quick.json'), json);
    } else {
      writeFileSync(path.join(outDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`), json);
      writeFileSync(path.join(outDir, 'latest.json'), json);
      const readme = path.join(root, 'bench', 'README.md');
      writeFileSync(readme, renderReport(readFileSync(readme, 'utf8'), report));
    }
    for (const goal of report.goals) log(`${goal.met ? 'met   ' : 'MISSED'} ${goal.goal}: ${goal.measured}`);
    // Every scenario must answer 2xx (anything else is a broken page or peer). Socket errors and
    // timeouts fail only Portico's: a baseline's (Strapi's own list timing out at 50 connections,
    // say) are part of what is measured, and shown in the latency table.
    const failures = [...load, ...growth].filter((result) => result.non2xx > 0 || (result.name.startsWith('Portico') && result.errors > 0));
    if (failures.length)
      throw new Error(
        `requests failed during the benchmark: ${failures.map((failure) => `${failure.name} (${failure.connections ?? 10})`).join(', ')}`,
      );
    log(`benchmark done in ${Math.round((Date.now() - startedAt.getTime()) / 1000)} s`);
  } finally {
    await stopProcess(bare?.child);
    await workers?.stop();
    await filed?.stop();
    for (const peer of Object.values(peers)) await stopProcess(peer.child);
    await stack.stop();
  }
}

main().catch((error) => {
  log(`benchmark failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
