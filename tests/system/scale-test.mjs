#!/usr/bin/env node
/**
 * Scale-out, with real servers (run by `npm test`): Redis (Debian's redis-server) as Next's shared
 * cache (bounded: maxmemory, allkeys-lru) and a second, never-evicting one for the sessions, Strapi, two app instances and nginx (Debian's) in front, round robin. Checks that
 * - a session started on one instance works on the other;
 * - a sign-out on one is honoured by the other, and the signed-out session's copied cookies are
 *   refused by the other at once, and a session renewed on both at once stays valid on both;
 * - a Strapi webhook revalidation (it reaches one instance) expires the cache of both;
 * - a rolling restart (one instance after the other: SIGTERM, start again, wait for its /api/ready and past nginx's fail_timeout)
 *   under load through nginx fails not one request;
 * and measures the list page on one instance against two behind nginx, and signed-out document
 * loads and navigations of the list, a detail page and the home page through nginx (test-results/scale.json).
 * `--quick` shortens the measurement; `--without-redis` is the control experiment (the webhook
 * check then fails: only the instance that received the webhook is refreshed).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { captureNavigation } from '../harness/browser.mjs';
import { BROWSER_PAGE_HEADERS, measure } from '../harness/load.mjs';
import { firstArticle, NAVIGATIONS, PAGES, pagePaths } from '../harness/pages.mjs';
import { NGINX_FAIL_TIMEOUT_SECONDS, startScaleOut } from '../../scripts/stack/scale-out.mjs';
import { log, root, stopChildrenOnExit, stopProcess, waitForHttp } from '../../scripts/stack/processes.mjs';

const quick = process.argv.includes('--quick');
/** The control experiment: without the shared cache the webhook check must fail (one instance stays stale). */
const withoutRedis = process.argv.includes('--without-redis');

/** The session's cookies (strapi_jwt, and strapi_refresh in refresh mode), as a browser keeps them. */
const SESSION_COOKIES = new Set(['strapi_jwt', 'strapi_refresh']);

function applySetCookie(jar, response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, value] = pair.split('=');
    if (!SESSION_COOKIES.has(name)) continue;
    if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) delete jar[name];
    else jar[name] = value;
  }
}
const cookieHeader = (jar) => {
  const pairs = Object.entries(jar).map(([name, value]) => `${name}=${value}`);
  return pairs.length ? { Cookie: pairs.join('; ') } : {};
};

/** Signs a demo user in on one instance, as the sign-in form does with JavaScript. */
function signInOn(instance) {
  return fetch(`${instance.url}/api/auth/login`, {
    method: 'POST',
    // Forms are accepted from the site's address (WEB_URL, nginx here) only.
    headers: { Origin: instance.site, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ identifier: 'ada@portico.local', password: 'Portico-demo-1' }),
  });
}

const decodeEntities = (text) =>
  text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|lt|gt|apos));/gi, (_, decimal, hex, name) =>
    decimal
      ? String.fromCodePoint(Number(decimal))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" }[name.toLowerCase()],
  );

/**
 * What a browser without JavaScript posts from a page's entry form: its hidden inputs (the server
 * action's reference and the submission id among them) and the given fields.
 */
function documentFormBody(html, fields) {
  const form = /<form[^>]*class="[^"]*\bdocument-form\b[^"]*"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  assert.ok(form, 'the page has the entry form');
  const body = new FormData();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    if (name) body.append(decodeEntities(name), decodeEntities(/value="([^"]*)"/.exec(tag)?.[1] ?? ''));
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function pageText(url, jar) {
  const response = await fetch(url, { headers: { ...BROWSER_PAGE_HEADERS, ...cookieHeader(jar) }, redirect: 'manual' });
  return {
    status: response.status,
    text: await response.text(),
    location: response.headers.get('location'),
    cache: response.headers.get('x-portico-cache'),
    refreshCookie: response.headers
      .getSetCookie()
      .find((header) => header.startsWith('strapi_refresh='))
      ?.split(';')[0],
  };
}

/**
 * Page views through `siteUrl` by `clients` clients at once, one after another, until stop() is
 * called: a stored list page, a detail page, and searches not stored yet (each a render). Every
 * answer must be a 200 with its whole page: answers() lists the rest.
 */
function loadUntilStopped(siteUrl, paths, clients = 20) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const failures = [];
  let done = 0;
  let stopped = false;
  let counter = 0;
  const one = (path) =>
    new Promise((resolve) => {
      const request = http.get(
        `${siteUrl}${path}`,
        { agent, headers: { ...BROWSER_PAGE_HEADERS, 'Accept-Encoding': 'identity' } },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', (error) => {
            failures.push(`${path}: cut after ${response.statusCode} (${error.message})`);
            resolve();
          });
          response.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            if (response.statusCode !== 200) failures.push(`${path}: ${response.statusCode}`);
            else if (!response.complete || !body.trimEnd().endsWith('</html>')) failures.push(`${path}: incomplete body`);
            else done += 1;
            resolve();
          });
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error('no answer in 30 s')));
      request.on('error', (error) => {
        failures.push(`${path}: ${error.code ?? error.message}`);
        resolve();
      });
    });
  const client = async () => {
    while (!stopped) {
      counter += 1;
      await one(counter % 3 === 0 ? `/articles?q=rolling-${counter}` : paths[counter % paths.length]);
    }
  };
  const running = Array.from({ length: clients }, client);
  return {
    answered: () => done,
    async stop() {
      stopped = true;
      await Promise.all(running);
      agent.destroy();
      return { answered: done, failures };
    },
  };
}

async function main() {
  stopChildrenOnExit();
  const scaleOut = await startScaleOut({ logName: 'scale', withRedis: !withoutRedis });
  const { siteUrl, stack, instances } = scaleOut;
  try {
    const [a, b] = instances;

    // 1. A session started on one instance works on the other.
    const jar = {};
    const signIn = await signInOn(a);
    assert.equal(signIn.status, 200, 'sign-in on instance A');
    applySetCookie(jar, signIn);
    assert.ok(jar.strapi_jwt, 'instance A set the session cookie');
    const onB = await pageText(`${b.url}/account`, jar);
    assert.equal(onB.status, 200, 'instance B serves /account to the session from A');
    assert.match(onB.text, /ada@portico\.local/, 'instance B shows the user signed in on A');
    log('scale: a session started on instance A works on instance B');

    // 2. Sign-out on one is honoured by the other.
    const signOut = await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...cookieHeader(jar), Origin: siteUrl },
      redirect: 'manual',
    });
    assert.equal(signOut.status, 303, 'sign-out on B');
    applySetCookie(jar, signOut);
    assert.equal(jar.strapi_jwt, undefined, 'instance B deleted the cookie');
    const afterOnA = await pageText(`${a.url}/account`, jar);
    assert.equal(afterOnA.status, 307, 'instance A sends the signed-out visitor away from /account');
    assert.match(afterOnA.location ?? '', /\/login\?next=%2Faccount/);
    log('scale: a sign-out on instance B is honoured by instance A');

    // 2b. The copied cookies of a session signed out on one instance show nothing signed in on
    // the other, at once: its access token would work at Strapi until it expires, and instance A
    // learns of the sign-out through Redis.
    const copied = {};
    applySetCookie(copied, await signInOn(a));
    assert.equal((await pageText(`${a.url}/account`, copied)).status, 200, 'instance A serves the new session');
    const outOnB = await fetch(`${b.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...cookieHeader({ ...copied }), Origin: siteUrl },
      redirect: 'manual',
    });
    assert.equal(outOnB.status, 303, 'sign-out on B');
    const replayOnA = await pageText(`${a.url}/account`, copied);
    assert.equal(replayOnA.status, 307, 'instance A refuses the signed-out session at once');
    assert.match(replayOnA.location ?? '', /session-expired/);
    log('scale: the copied cookies of a session signed out on B show nothing signed in on A');

    // 2c. An expired access token renewed on both instances at once: one rotation at Strapi, shared
    // through Redis, so neither instance presents a refresh token the other already spent.
    const renewing = {};
    applySetCookie(renewing, await signInOn(a));
    assert.ok(renewing.strapi_refresh, 'refresh mode: a refresh token cookie');
    const expired = { strapi_refresh: renewing.strapi_refresh };
    const renewed = await Promise.all([a, b, a, b].map((instance) => pageText(`${instance.url}/account`, expired)));
    assert.deepEqual(
      renewed.map((answer) => answer.status),
      [200, 200, 200, 200],
      'both instances renew the same session',
    );
    // One rotation: every answer hands the browser the same new refresh token.
    const handedOut = new Set(renewed.map((answer) => answer.refreshCookie));
    assert.equal(handedOut.size, 1, `one new refresh token for all four answers, got ${handedOut.size}`);
    assert.ok([...handedOut][0], 'the answers set the new refresh token');
    log('scale: an expired access token renewed on both instances at once keeps the session on both');

    // 3. One webhook revalidation reaches both instances' caches.
    const { data } = await (
      await fetch(`${stack.strapiUrl}/api/articles?filters[slug][$eq]=search-in-practice&fields[0]=title&fields[1]=slug`)
    ).json();
    const article = data[0];
    const detail = `/articles/${article.slug}`;
    for (const instance of instances) assert.match((await pageText(`${instance.url}${detail}`, {})).text, new RegExp(article.title));
    // Both now answer the page from their page store, which the webhook must expire on both.
    for (const instance of instances)
      assert.equal((await pageText(`${instance.url}${detail}`, {})).cache, 'hit', `the page comes from the cache on ${instance.port}`);
    const adminLogin = await (
      await fetch(`${stack.strapiUrl}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(stack.admin),
      })
    ).json();
    const token = await (
      await fetch(`${stack.strapiUrl}/admin/api-tokens`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminLogin.data.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'scale-test', type: 'full-access', lifespan: null }),
      })
    ).json();
    const changed = `${article.title} (edited for the scale test)`;
    const update = await fetch(`${stack.strapiUrl}/api/articles/${article.documentId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token.data.accessKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: changed } }),
    });
    assert.equal(update.status, 200);
    const deadline = Date.now() + 10_000;
    const seen = new Set();
    while (seen.size < 2 && Date.now() < deadline) {
      for (const instance of instances)
        if ((await pageText(`${instance.url}${detail}`, {})).text.includes(changed)) seen.add(instance.port);
      if (seen.size < 2) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.equal(seen.size, 2, `the edit is visible on both instances (saw it on ${seen.size})`);
    log('scale: one webhook revalidation expired the cache of both instances');

    // 3b. The same form posted twice at once, once to each instance (a double click behind a load
    // balancer), creates one entry (after step 3: its webhook would expire the pages step 3 watches): the submission id is claimed in Redis by the first.
    const writer = {};
    applySetCookie(writer, await signInOn(a));
    const newForm = await pageText(`${a.url}/articles/new`, writer);
    assert.equal(newForm.status, 200, 'instance A serves the entry form');
    const title = `Double submit across instances ${Date.now()}`;
    const body = documentFormBody(newForm.text, { title, intent: 'publish' });
    assert.ok(body.get('submissionId'), 'the form carries a submission id');
    const posts = await Promise.all(
      [a, b].map((instance) =>
        fetch(`${instance.url}/articles/new`, {
          method: 'POST',
          headers: { ...cookieHeader(writer), Origin: siteUrl, Accept: 'text/html' },
          body,
          redirect: 'manual',
        }),
      ),
    );
    const places = posts.map((post) => post.headers.get('location'));
    assert.deepEqual(
      posts.map((post) => post.status),
      [303, 303],
      `both posts answered with the saved entry (statuses ${posts.map((post) => post.status)})`,
    );
    assert.equal(places[0], places[1], 'both posts were sent to the same entry');
    const saved = await fetch(`${stack.strapiUrl}/api/articles?${new URLSearchParams({ 'filters[title][$eq]': title })}`);
    const { data: created } = await saved.json();
    assert.equal(created.length, 1, `one entry created by the double submit across instances (found ${created.length})`);
    log('scale: the same form posted to both instances at once created one entry');

    // 3c. A rolling restart under load: each instance in turn gets SIGTERM (it says it is not ready,
    // stops taking connections, finishes what it took and exits 0), is started again on its port,
    // and the next waits until it answers /api/ready. nginx sends what the stopped one would have
    // taken to the other; not one request may fail.
    {
      const { data: listed } = await (await fetch(`${stack.strapiUrl}/api/articles?fields[0]=slug&pagination[pageSize]=1`)).json();
      const load = loadUntilStopped(siteUrl, ['/articles', `/articles/${listed[0].slug}`]);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const before = load.answered();
      const restarts = [];
      for (const [index, instance] of instances.entries()) {
        const startedAt = Date.now();
        await stopProcess(instance.child, 30_000);
        assert.deepEqual(instance.child.exitInfo, { code: 0, signal: null }, `instance ${index + 1} left cleanly on SIGTERM`);
        const stoppedAt = Date.now();
        scaleOut.startInstance(instance);
        await waitForHttp(`${instance.url}/api/ready`, { child: instance.child, ok: (status) => status === 200 });
        // Ready, but nginx may skip it for fail_timeout (1 s) after the last connection it refused: stopping the next
        // one sooner left nginx no instance (1,053 of 1,503 requests answered 502 "no live upstreams" once).
        await new Promise((resolve) => setTimeout(resolve, NGINX_FAIL_TIMEOUT_SECONDS * 2000));
        restarts.push(
          `instance ${index + 1}: drained in ${((stoppedAt - startedAt) / 1000).toFixed(1)} s, ready ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s later`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const { answered, failures } = await load.stop();
      assert.deepEqual(failures.slice(0, 10), [], `a rolling restart failed ${failures.length} of ${answered + failures.length} requests`);
      assert.ok(answered - before > 0, 'requests were answered during the restarts');
      log(`scale: a rolling restart of both instances under load failed none of ${answered} requests (${restarts.join('; ')})`);
    }

    // 4. One instance against two behind nginx, on the list page.
    const duration = quick ? 3 : 15;
    const connections = 50;
    const load = async (url, headers = BROWSER_PAGE_HEADERS) => {
      const result = await measure({ name: url, url, connections, duration, headers });
      assert.equal(
        result.non2xx + result.errors,
        0,
        `no errors from ${url} (status codes ${JSON.stringify(result.statusCodes)}, ${result.errors} errors, ${result.timeouts} timeouts, of ${result.total})`,
      );
      return { requestsPerSecond: result.requestsPerSecond, p50: result.latencyMs.p50, p99: result.latencyMs.p99 };
    };
    const one = await load(`${a.url}/articles`);
    const two = await load(`${siteUrl}/articles`);

    // 5. The documented deployment, signed out: document loads and client-side navigations of each page through nginx.
    const paths = pagePaths(await firstArticle(stack.strapiUrl));
    const pages = [];
    for (const page of PAGES) {
      const { from, link } = NAVIGATIONS.portico[page];
      const navigation = await captureNavigation({ from: `${siteUrl}${paths[from]}`, link, ready: NAVIGATIONS.portico.ready });
      pages.push({
        page,
        document: (await load(`${siteUrl}${paths[page]}`)).requestsPerSecond,
        navigation: (await load(`${siteUrl}${navigation.path}`, navigation.headers)).requestsPerSecond,
      });
    }
    const report = {
      quick,
      connections,
      durationSeconds: duration,
      cpus: os.cpus().length,
      oneInstance: one,
      twoInstancesBehindNginx: two,
      ratio: Math.round((two.requestsPerSecond / one.requestsPerSecond) * 100) / 100,
      deployment: { connections, durationSeconds: duration, pages },
    };
    writeFileSync(path.join(root, 'test-results', 'scale.json'), JSON.stringify(report, null, 2));
    log(
      `scale: list page, one instance ${one.requestsPerSecond} req/s, two behind nginx ${two.requestsPerSecond} req/s (${report.ratio}×)`,
    );
    for (const entry of pages)
      log(`scale: behind nginx, ${entry.page}: ${entry.document} document loads/s, ${entry.navigation} navigations/s`);
  } finally {
    await scaleOut.stop();
  }
}

main().catch((error) => {
  log(`scale test failed: ${error.message}`);
  process.exit(1);
});
