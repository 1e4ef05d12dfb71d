import http from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { registerAccount, newAccount } from '../support/backend';
import { strapiArticles } from './support/content';
import {
  control,
  disallowedScripts,
  expect,
  hydrated,
  memberMenu,
  scriptTags,
  sessionCookie,
  startSignedIn,
  test,
} from './support/fixtures';

/**
 * The page server (server/pages/stored-pages.mjs): content pages are rendered once for visitors and
 * once for members, then answered from its store with a fresh nonce, and for a member with their
 * own name and controls. Serial (playwright.config.ts): a save anywhere else in the suite would
 * expire the pages these tests expect to find stored.
 */
const DOCUMENT = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** The site header: where a member's name belongs (their name may also be content, e.g. an entry's author). */
const siteHeader = (html: string) => /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
// The page server pads the filled slot inside its tag (server/encodings/personalize.mjs): the same element.
const memberName = (html: string) =>
  /<span class="member-name" data-member-slot=""(?: data-member-id="(\d+)")? *>([^<]*)<\/span>/.exec(html);
/** What the router sends for a client-side navigation to /articles (captured from Chromium). */
const NAVIGATION = {
  RSC: '1',
  'Next-Router-State-Tree': encodeURIComponent(
    JSON.stringify([
      '',
      { children: [['collection', 'articles', 'd', null], { children: ['__PAGE__', {}, null, 'refetch', 0] }, null, null, 0] },
      null,
      null,
      16,
    ]),
  ),
};

async function rscPath(request: APIRequestContext, path: string, headers: Record<string, string>) {
  // Next answers a request without its _rsc cache-busting parameter with a redirect that adds it.
  const first = await request.get(path, { headers, maxRedirects: 0 });
  return first.status() === 307 ? first.headers().location! : path;
}

test.describe('stored pages', () => {
  test('a content page is rendered once, then answered from the store as the same bytes, its scripts allowed by hashes', async ({
    request,
  }) => {
    // A query no other test asks for.
    const path = `/articles?q=store-${Date.now()}`;
    const responses = [
      await request.get(path, { headers: DOCUMENT }),
      await request.get(path, { headers: DOCUMENT }),
      await request.get(path, { headers: { ...DOCUMENT, 'Accept-Encoding': 'gzip' } }),
      await request.get(path, { headers: { Accept: '*/*', 'Accept-Encoding': 'identity' } }),
      // Playwright's own Accept-Encoding (gzip, deflate, br) and no Accept.
      await request.get(path, { headers: {} }),
    ];
    expect(responses.map((response) => response.status())).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((response) => response.headers()['x-portico-cache'])).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
    expect(responses.map((response) => response.headers()['content-encoding'])).toEqual(['br', 'br', 'gzip', undefined, 'br']);
    for (const response of responses) {
      // Named once, and no stored answer carries the nonce of the render it was stored from (Next's Link preload had one).
      expect(response.headers()['vary']!.match(/accept-encoding/gi)).toHaveLength(1);
      expect(response.headers()['link'] ?? '').not.toContain('nonce');
    }
    const csp = responses[0]!.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'strict-dynamic'/);
    expect(csp).not.toContain("'nonce-");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const bodies = await Promise.all(responses.map((response) => response.text()));
    for (const [index, html] of bodies.entries()) {
      expect(html).toBe(bodies[0]);
      expect(responses[index]!.headers()['content-security-policy']).toBe(csp);
    }
    expect(scriptTags(bodies[0]!).length).toBeGreaterThan(0);
    expect(disallowedScripts(bodies[0]!, csp)).toEqual([]);
    expect(bodies[0]).toContain('Nothing matches these filters.');
    const head = await request.head(path);
    expect(head.status()).toBe(200);
    expect(head.headers()['x-portico-cache']).toBe('hit');
    const hit = responses[1]!.headers();
    // Revalidated each time, kept by no shared cache, and eligible for the back-forward cache (no no-store).
    expect(hit['cache-control']).toBe('private, no-cache');
    expect(hit['x-content-type-options']).toBe('nosniff');
    expect(hit['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('a stored page works in the browser: it hydrates, without CSP errors, and its controls respond', async ({ page, request }) => {
    const path = '/articles?sort=title:asc&pageSize=10';
    await request.get(path, { headers: DOCUMENT });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const documentLoads: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documentLoads.push(sent.url());
    });
    const response = await page.goto(path);
    expect(response?.headers()['x-portico-cache']).toBe('hit');
    await hydrated(page);
    // Hydrated, the pagination navigates on the client: no second document load.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('.result-count')).toHaveText(/^\d+ articles · page 2 of \d+$/);
    expect(documentLoads).toHaveLength(1);
    expect(errors.filter((text) => /Content Security Policy|nonce|hydrat/i.test(text))).toEqual([]);
  });

  test('client-side navigations and prefetches are answered from the store too, as RSC payloads', async ({ request }) => {
    const path = await rscPath(request, '/articles', NAVIGATION);
    const first = await request.get(path, { headers: NAVIGATION });
    const second = await request.get(path, { headers: NAVIGATION });
    for (const response of [first, second]) {
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/x-component');
      expect(await response.text()).not.toContain('<html');
    }
    expect(second.headers()['x-portico-cache']).toBe('hit');
  });

  test('a member gets the members’ page with their own name, and the controls of their own entries only', async ({
    browser,
    baseURL,
    account,
    registered,
    visitor,
  }) => {
    const other = await registerAccount(newAccount('e2e-other'), visitor);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': visitor } });
    const page = await context.newPage();
    await startSignedIn(page, account.email, account.password, '/articles/new');
    await page.getByLabel('Title').fill(`Shared page test ${Date.now()}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Shared page test');
    const detail = new URL(page.url()).pathname;

    // Stored once for members, shown with each member's own name and controls.
    const mine = await page.request.get(detail, { headers: DOCUMENT });
    const again = await page.request.get(detail, { headers: DOCUMENT });
    expect(again.headers()['x-portico-cache']).toBe('hit');
    for (const response of [mine, again]) {
      const html = await response.text();
      expect(memberName(html)?.slice(1)).toEqual([String(registered.user.id), account.username]);
      expect(html).toMatch(new RegExp(`data-owner-id="${registered.user.id}" *>`));
    }
    const theirs = await page.request.get(detail, { headers: { ...DOCUMENT, Cookie: `strapi_jwt=${other.jwt}` } });
    expect(theirs.headers()['x-portico-cache']).toBe('hit');
    const theirHtml = await theirs.text();
    expect(memberName(theirHtml)?.slice(1)).toEqual([String(other.user.id), other.user.username]);
    expect(siteHeader(theirHtml)).not.toContain(account.username);
    expect(theirHtml).toContain(`data-owner-id="${registered.user.id}" hidden=""`);

    // In the browser: hydrated, the owner's Edit shows after a client-side navigation too.
    await page.goto('/articles');
    await hydrated(page);
    await page
      .getByRole('link', { name: /Shared page test/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${detail}$`));
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled();
    await expect(memberMenu(page)).toHaveText(`Account: ${account.username}`);
    await context.close();
  });

  test('no one’s name reaches anyone else: a visitor and two members on the same pages at once', async ({
    request,
    account,
    registered,
    visitor,
  }) => {
    test.setTimeout(120_000);
    const second = await registerAccount(newAccount('e2e-second'), visitor);
    const { data } = await strapiArticles('pagination[pageSize]=2&fields[0]=slug');
    const paths = [
      '/',
      '/articles',
      `/articles/${data[0]!.slug}`,
      `/articles/${data[1]!.slug}`,
      '/categories',
      `/articles?q=load-${Date.now()}`,
    ];
    const people = [
      { name: null as string | null, id: null as number | null, cookie: undefined as string | undefined },
      { name: account.username, id: registered.user.id, cookie: `strapi_jwt=${registered.jwt}` },
      { name: second.user.username, id: second.user.id, cookie: `strapi_jwt=${second.jwt}` },
    ];
    const rounds = 30;
    // Every encoding a stored page is kept in, each spliced per answer: brotli, gzip, none.
    const encodings = ['gzip, deflate, br', 'gzip', 'identity'];
    const checks = await Promise.all(
      Array.from({ length: rounds }, (_, round) =>
        Promise.all(
          people.flatMap((person, index) =>
            paths.map(async (path, position) => {
              // Staggered, so visitors and members land on cold and warm pages in every order.
              await new Promise((resolve) => setTimeout(resolve, ((round + index + position) % 5) * 7));
              const encoding = encodings[(round + position) % encodings.length]!;
              const response = await request.get(path, {
                headers: { ...DOCUMENT, 'Accept-Encoding': encoding, ...(person.cookie ? { Cookie: person.cookie } : {}) },
              });
              const html = await response.text();
              const header = siteHeader(html);
              const shown = memberName(header);
              return {
                status: response.status(),
                encoding: response.headers()['content-encoding'] ?? 'identity',
                asked: encoding,
                expected: person.name,
                shownName: shown ? shown[2] : null,
                shownId: shown?.[1] ? Number(shown[1]) : null,
                expectedId: person.id,
                others: people
                  .filter((someone) => someone.name && someone !== person && html.includes(someone.name))
                  .map((someone) => someone.name),
                signInLink: header.includes('>Sign in</a>'),
              };
            }),
          ),
        ),
      ),
    );
    const results = checks.flat();
    expect(results).toHaveLength(rounds * people.length * paths.length);
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.others).toEqual([]);
      expect(['br', 'gzip', 'identity']).toContain(result.encoding);
      if (result.asked !== 'gzip, deflate, br') expect(result.encoding).toBe(result.asked);
      if (result.expected) {
        expect({ name: result.shownName, id: result.shownId }).toEqual({ name: result.expected, id: result.expectedId });
        expect(result.signInLink).toBe(false);
      } else {
        expect(result.shownName).toBeNull();
        expect(result.signInLink).toBe(true);
      }
    }
  });

  test('a visitor’s session cookie never gets them someone else’s page, and a refused cookie signs them out', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'strapi_jwt', value: 'not-a-token', url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/articles');
    await expect(page).toHaveURL(/\/login/);
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test('sign-in pages and reset links are never stored', async ({ request }) => {
    for (const path of ['/login', '/reset-password?code=not-for-a-store', '/register']) {
      await request.get(path, { headers: DOCUMENT });
      const again = await request.get(path, { headers: DOCUMENT });
      expect(again.status()).toBe(200);
      expect(again.headers()['x-portico-cache']).toBeUndefined();
    }
  });

  test('what Next answers itself, a page rendered per request or its files, is brotli where the browser takes it', async ({ request }) => {
    const html = await request.get('/login', { headers: DOCUMENT });
    const script = /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    for (const path of ['/login', script!]) {
      const answers = await Promise.all(
        ['gzip, deflate, br, zstd', 'gzip', 'identity'].map((encoding) =>
          request.get(path, { headers: { ...DOCUMENT, 'Accept-Encoding': encoding } }),
        ),
      );
      expect(answers.map((answer) => answer.headers()['content-encoding'])).toEqual(['br', 'gzip', undefined]);
      // The same bytes under each encoding, decoded.
      const bodies = await Promise.all(answers.map((answer) => answer.body()));
      expect(bodies[0]!.length).toBeGreaterThan(1024);
      if (path === '/login') expect(bodies[0]!.toString()).toContain('<form');
      else for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
    }
  });

  test('a page rendered per request asks for its script files after its first frame, as a stored page does', async ({ page, request }) => {
    const sent = await request.get('/login', { headers: DOCUMENT });
    const html = await sent.text();
    expect(scriptTags(html).filter((tag) => /\bsrc=/.test(tag))).toEqual([]);
    expect(html).not.toMatch(/<link[^>]*as="script"/);
    expect(disallowedScripts(html, sent.headers()['content-security-policy']!)).toEqual([]);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The first frame's callbacks run in the order asked for: this one before any the page asks for.
    await page.addInitScript(() =>
      requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now())),
    );
    await page.goto('/login');
    await hydrated(page);
    const { frame, scripts } = await page.evaluate(() => ({
      frame: (window as unknown as { firstFrame: number }).firstFrame,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(3);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(frame);
    expect(errors.filter((text) => /Content Security Policy|nonce|hydrat/i.test(text))).toEqual([]);
  });

  test('no request can pose as the page server’s own render', async ({ request }) => {
    const posing = { ...DOCUMENT, 'x-portico-render': 'a-guess', 'x-portico-audience': 'member' };
    const page = await request.get(`/articles?q=posing-${Date.now()}`, { headers: posing });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(memberName(html)).toBeNull();
    expect(html).toContain('>Sign in</a>');
    expect(html).not.toContain('New article');
  });

  test('a page that fails is answered by Next each time and never stored', async ({ request }) => {
    const path = '/no-such-collection';
    const first = await request.get(path, { headers: DOCUMENT });
    const second = await request.get(path, { headers: DOCUMENT });
    expect([first.status(), second.status()]).toEqual([404, 404]);
    expect(second.headers()['x-portico-cache']).toBeUndefined();
  });

  test('the Strapi webhook drops the changed entry’s pages and the lists that show it, and names them', async ({ request }) => {
    const { data } = await strapiArticles('pagination[pageSize]=1&fields[0]=title&fields[1]=slug');
    const article = data[0]!;
    const detail = `/articles/${article.slug}`;
    await request.get(detail, { headers: DOCUMENT });
    expect((await request.get(detail, { headers: DOCUMENT })).headers()['x-portico-cache']).toBe('hit');
    // As Strapi's webhook sends it: the entry with its fields, its address among them.
    const entry = { documentId: article.documentId, title: article.title, slug: article.slug };
    const response = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${process.env.E2E_REVALIDATE_SECRET}` },
      data: { event: 'entry.update', uid: 'api::article.article', model: 'article', entry },
    });
    expect(response.status()).toBe(200);
    const { tags, pagesDropped } = (await response.json()) as { tags: string[]; pagesDropped: number };
    expect(tags).toEqual(expect.arrayContaining([`document:articles:${article.slug}`, 'list:articles']));
    // Not everything: other articles' pages stay. The entry's own: at its name, and at its documentId (a 301 kept there).
    expect(tags).not.toContain('pages');
    expect(tags).not.toContain('documents:articles');
    expect(tags.filter((tag) => tag.startsWith('document:articles:')).sort()).toEqual(
      [`document:articles:${article.documentId}`, `document:articles:${article.slug}`].sort(),
    );
    expect(pagesDropped).toBeGreaterThanOrEqual(1);
    expect((await request.get(detail, { headers: DOCUMENT })).headers()['x-portico-cache']).toBe('miss');
    // A change that does not say the entry's address (no fields): every article's page, since its own is not known.
    const unnamed = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${process.env.E2E_REVALIDATE_SECRET}` },
      data: { event: 'entry.update', uid: 'api::article.article', model: 'article', entry: { documentId: article.documentId } },
    });
    expect(((await unnamed.json()) as { tags: string[] }).tags).toContain('documents:articles');
  });

  test.describe('on every core: npm run serve with two workers', () => {
    interface Workers {
      url: string;
      pid: number;
      workers: number[];
    }
    let instance: Workers;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      instance = (await control('/workers/start')) as Workers;
    });
    test.afterAll(async () => {
      await control('/workers/stop');
    });

    /** One request on a connection of its own: the cluster hands each new connection to the next worker. */
    const get = (path: string, headers: Record<string, string> = DOCUMENT) =>
      new Promise<{ status: number; worker: string; cache: string; link: string; body: string }>((resolve, reject) => {
        http
          .get(`${instance.url}${path}`, { agent: false, headers: { ...headers, 'Accept-Encoding': 'identity' } }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                worker: String(response.headers['x-portico-worker']),
                cache: String(response.headers['x-portico-cache']),
                link: String(response.headers.link ?? ''),
                body,
              }),
            );
          })
          .on('error', reject);
      });

    /**
     * Asks until both workers have answered (a worker just started is still preparing Next, and
     * takes no connection until it listens); returns each worker's first answer.
     */
    async function fromBothWorkers(path: string) {
      const answers = new Map<string, Awaited<ReturnType<typeof get>>>();
      const deadline = Date.now() + 60_000;
      while (answers.size < 2 && Date.now() < deadline) {
        const answer = await get(path);
        expect(answer.status).toBe(200);
        if (!answers.has(answer.worker)) answers.set(answer.worker, answer);
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answers.size).toBe(2);
      return answers;
    }

    test('an expiry reaches both workers: each drops the page and renders it again', async () => {
      test.setTimeout(120_000);
      const { data } = await strapiArticles('pagination[pageSize]=1&fields[0]=title&fields[1]=slug');
      const detail = `/articles/${data[0]!.slug}`;
      await fromBothWorkers(detail);
      // Stored on both now.
      for (const answer of (await fromBothWorkers(detail)).values()) expect(answer.cache).toBe('hit');
      const response = await fetch(`${instance.url}/api/revalidate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${process.env.E2E_REVALIDATE_SECRET}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          event: 'entry.update',
          uid: 'api::article.article',
          model: 'article',
          entry: { documentId: data[0]!.documentId, slug: data[0]!.slug },
        }),
      });
      expect(response.status).toBe(200);
      // Whichever worker the webhook reached, neither answers from its old copy.
      const after = new Map<string, string>();
      for (let attempt = 0; attempt < 20 && after.size < 2; attempt += 1) {
        const answer = await get(detail);
        if (!after.has(answer.worker)) after.set(answer.worker, answer.cache);
      }
      expect(after.size).toBe(2);
      expect([...after.values()]).toEqual(['miss', 'miss']);
    });

    test('both workers name the same site dictionary, so a browser that holds it gets dcz from either', async () => {
      const dictionaries = [...(await fromBothWorkers('/categories')).values()].map(
        (answer) => /<(\/_portico\/dictionary\/[\w-]+)>; rel="compression-dictionary"/.exec(answer.link)?.[1],
      );
      expect(dictionaries[0]).toMatch(/^\/_portico\/dictionary\//);
      expect(dictionaries[1]).toBe(dictionaries[0]);
    });

    test('a worker that dies is replaced, and the site keeps answering', async () => {
      test.setTimeout(120_000);
      expect(instance.workers).toHaveLength(2);
      const [killed] = instance.workers;
      process.kill(killed!, 'SIGKILL');
      let now: Workers = instance;
      await expect
        .poll(
          async () => {
            now = (await control('/workers', 'GET')) as Workers;
            return now.workers.length === 2 && !now.workers.includes(killed!);
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      const answers = await fromBothWorkers('/articles');
      expect([...answers.values()].every((answer) => answer.body.includes('<main'))).toBe(true);
    });
  });
});
