import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminApi } from './support/admin';
import { strapiArticles } from './support/content';
import { control, expect, hydrated, memberMenu, startSignedIn, test } from './support/fixtures';
import { articleLabels, openMoreOptions } from './support/site-words';

/**
 * Faults, with the real parts: Strapi stopped for real, slowed and failing behind the fault proxy
 * (scripts/stack/fault-proxy.mjs). Serial: they break the stack every other spec uses.
 */
const image = path.resolve('cms/seed/images/lagoon.jpg');

/**
 * Waits until the app sees Strapi as `backend` (its readiness, /api/ready, from the same check pages
 * go through, re-done at most once a second): 'up' (200) or down or slow (503).
 */
const appSees = (request: APIRequestContext, backend: 'up' | 'not up') =>
  expect
    .poll(async () => ((await request.get('/api/ready')).status() === 200 ? 'up' : 'not up'), { timeout: 20_000, intervals: [200] })
    .toBe(backend);

test.afterEach(async ({ request }) => {
  await control('/fault/pass');
  await appSees(request, 'up');
});

test('Strapi stopped: a clear 503 page within the timeout; the app stays up and recovers; a form open meanwhile loses nothing', async ({
  page,
  request,
  browser,
  account,
  registered,
  visitor,
}) => {
  test.setTimeout(120_000);
  // A member writing when Strapi stops: their draft saved itself once already.
  const writing = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitor } });
  const writer = await writing.newPage();
  await startSignedIn(writer, account.email, account.password, '/articles/new');
  await expect(memberMenu(writer, registered.user.username)).toBeVisible();
  await hydrated(writer);
  const title = `Written through an outage ${Date.now()}`;
  await writer.getByLabel('Title').fill(title);
  await expect(writer.locator('.autosave-status')).toHaveText(/^Draft saved/, { timeout: 15_000 });
  const summary = writer.getByLabel(`${articleLabels.summary} (optional)`);
  const before = await control('/app', 'GET');
  await control('/strapi/stop');
  try {
    await appSees(request, 'not up');
    // Liveness is the process, not Strapi: a supervisor must not restart an app that only waits for Strapi.
    const liveness = await request.get('/api/health');
    expect(liveness.status()).toBe(200);
    expect(await liveness.json()).toEqual({ status: 'ok' });
    expect(await (await request.get('/api/ready')).json()).toMatchObject({ status: 'degraded', backend: 'down' });
    const started = Date.now();
    const response = await request.get('/articles?q=outage');
    // The app's Strapi timeout is 4 s; the answer must come well within it.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBe('5');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Service unavailable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    // A French page's outage page is in French.
    expect((await page.goto('/fr/articles'))?.status()).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Service indisponible' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible();

    // The open form: its draft cannot be saved, by itself or by hand, and says so; every word stays.
    await summary.fill('Typed while Strapi was down.');
    await expect(writer.locator('.autosave-status')).toHaveText(
      'The site did not answer: kept in this browser, and saved when you next pause.',
      { timeout: 20_000 },
    );
    await writer.getByRole('button', { name: 'Save draft' }).click();
    await expect(writer.locator('.form-status[role="status"]')).toHaveText(/nothing was saved/i);
    await expect(writer.getByLabel('Title')).toHaveValue(title);
    await expect(summary).toHaveValue('Typed while Strapi was down.');
  } finally {
    await control('/strapi/start');
  }
  await expect.poll(async () => (await request.get('/articles?q=outage')).status(), { timeout: 20_000 }).toBe(200);
  await page.goto('/articles');
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  const after = await control('/app', 'GET');
  expect(after.app).toEqual({ pid: before.app.pid, running: true });

  // Strapi back, the next visit to the draft's form offers what was typed, and it saves.
  await writer.reload();
  await hydrated(writer);
  await writer.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Restore them' }).click();
  await expect(summary).toHaveValue('Typed while Strapi was down.');
  await writer.getByRole('button', { name: 'Save draft' }).click();
  await expect(writer.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
  await expect(writer.getByText('Typed while Strapi was down.')).toBeVisible();
  await writing.close();
});

test('Strapi slow: a timeout page for what must be rendered, no hung request, and stored pages still served', async ({ request }) => {
  const document = { headers: { Accept: 'text/html' } };
  const stored = `/articles?q=stored-${Date.now()}`;
  await request.get(stored, document);
  expect((await request.get(stored, document)).headers()['x-portico-cache']).toBe('hit');
  await control('/fault/slow?delayMs=30000');
  await appSees(request, 'not up');
  const started = Date.now();
  const response = await request.get(`/articles?q=slow-${Date.now()}`, { ...document, timeout: 20_000 });
  expect(Date.now() - started).toBeLessThan(6000);
  expect(response.status()).toBe(504);
  expect(await response.text()).toContain('too slow to answer');
  // A stored page needs nothing from Strapi.
  const fromStore = await request.get(stored, document);
  expect(fromStore.status()).toBe(200);
  expect(fromStore.headers()['x-portico-cache']).toBe('hit');
  expect(await fromStore.text()).toContain('Nothing matches these filters.');
});

test('Strapi answers 5xx: an error page with a retry that works once Strapi is back', async ({ page, request }) => {
  await control('/fault/error');
  await appSees(request, 'not up');
  const response = await page.goto(`/articles?q=error-${Date.now()}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'Service unavailable' })).toBeVisible();
  await control('/fault/pass');
  await appSees(request, 'up');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
});

for (const script of [true, false]) {
  test.describe(script ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: script });

    test("Strapi up but failing a page's data (5xx): the server's error page, and a Try again that works once Strapi is back", async ({
      page,
      baseURL,
      request,
    }) => {
      // Health passes, so no outage page: the page is rendered and its read from Strapi fails. Next
      // would draw its error boundary in the browser only (an empty <html id="__next_error__"> before
      // it): Portico's pages render their error page on the server.
      await control('/fault/error?health=pass');
      expect((await request.get('/api/ready')).status()).toBe(200);
      const address = `/articles?q=failing-${script}-${Date.now()}&sort=title%3Aasc`;
      const failed = await page.goto(address);
      expect(failed?.status()).toBe(500);
      expect(await page.locator('html').getAttribute('id')).toBeNull();
      await expect(page.getByRole('alert').getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
      // The reference an operator finds the failure by in the logs: the request's id.
      await expect(page.getByText(`Reference: ${failed!.headers()['x-request-id']}`)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Collections' })).toBeVisible();
      if (script) await hydrated(page);
      await control('/fault/pass');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
      // The same address: the search and sort are kept.
      await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
      const url = new URL(page.url());
      expect(url.searchParams.get('q')).toBe(new URL(address, baseURL).searchParams.get('q'));
      expect(url.searchParams.get('sort')).toBe('title:asc');
    });
  });
}

test('search without Portico’s plugin answering: each collection searched for the exact text, and said so', async ({ page, visitor }) => {
  // As on a Strapi without the plugin (or its route not granted): the plugin's search answers 403 to visitors.
  const admin = await adminApi(visitor);
  await admin.setPermission('public', 'plugin::portico-guard.search.find', false);
  try {
    await page.goto('/search?q=caching');
    await expect(page.getByText('Search is limited right now: it finds the exact text only, without ranking.')).toBeVisible();
    const types = page.getByRole('navigation', { name: 'Result types' });
    await expect(types.getByRole('link', { name: /^Articles \(\d+\)$/ })).toBeVisible();
    await expect(types.getByRole('link', { name: /^Categories \(1\)$/ })).toBeVisible();
    await types.getByRole('link', { name: /^Categories/ }).click();
    await expect(page).toHaveURL(/\/search\?q=caching&type=categories$/);
    await expect(page.getByRole('list', { name: /results? for/ }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: /results? for/ }).getByRole('link', { name: 'Engineering' })).toBeVisible();
    // Exact text only: a typo finds nothing, and no word is offered in its place.
    await page.goto('/search?q=cachng');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('No results for “cachng”');
  } finally {
    await admin.setPermission('public', 'plugin::portico-guard.search.find', true);
  }
  await page.goto('/search?q=cachng');
  await expect(page.getByText('Search is limited right now', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).not.toHaveText('No results for “cachng”');
});

test('a failed save keeps everything typed; the retry saves it once', async ({ page, baseURL, account, registered }) => {
  await startSignedIn(page, account.email, account.password, '/articles/new');
  await expect(memberMenu(page, registered.user.username)).toBeVisible();
  const title = `Survives an outage ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel(`${articleLabels.summary} (optional)`).fill('Typed before the failure');
  await openMoreOptions(page);
  await page.getByLabel(`${articleLabels.body} (optional)`).fill('# Kept\n\nEvery word.');
  await page.getByLabel('Level (optional)').selectOption('advanced');
  const cover = page.getByLabel('Cover (optional)');
  await cover.setInputFiles(image);
  const chosenFiles = () => cover.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));
  // Strapi up (health passes) but failing the upload and the save.
  await control('/fault/error?health=pass');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The content service is unavailable right now. Nothing was saved')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('Typed before the failure');
  await expect(page.getByLabel(`${articleLabels.body} (optional)`)).toHaveValue('# Kept\n\nEvery word.');
  await expect(page.getByLabel('Level (optional)')).toHaveValue('advanced');
  // The chosen file too: nothing to choose again.
  expect(await chosenFiles()).toEqual(['lagoon.jpg']);

  await control('/fault/pass');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
  expect(page.url()).toContain(`${baseURL}/articles/`);
  await expect(page.locator('.field-media img').first()).toHaveAttribute('src', /lagoon/);
  const saved = await strapiArticles(`filters[title][$eq]=${encodeURIComponent(title)}`);
  expect(saved.meta.pagination.total).toBe(1);
});

test('the save buttons are disabled while a save is under way', async ({ page, account, registered }) => {
  await startSignedIn(page, account.email, account.password, '/articles/new');
  await expect(memberMenu(page, registered.user.username)).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Title').fill(`Saved slowly ${Date.now()}`);
  const publish = page.locator('button[name="intent"][value="publish"]');
  const draft = page.locator('button[name="intent"][value="draft"]');
  await expect(publish).toBeEnabled();
  // Each Strapi call takes a second: the save lasts several, well within the health check's patience.
  await control('/fault/slow?delayMs=1000');
  await publish.click();
  await expect(publish).toHaveText('Publishing…');
  await expect(publish).toBeDisabled();
  await expect(draft).toBeDisabled();
  await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible({ timeout: 30_000 });
});

test('a double submit creates one record', async ({ page, account, registered }) => {
  await startSignedIn(page, account.email, account.password, '/articles/new');
  await expect(memberMenu(page, registered.user.username)).toBeVisible();
  const title = `Clicked twice ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  // Slow Strapi down a little, so the second click lands while the first save is in flight.
  await control('/fault/slow?delayMs=800');
  await page.getByRole('button', { name: 'Publish' }).dblclick();
  await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible({ timeout: 20_000 });
  await control('/fault/pass');
  const saved = await strapiArticles(`filters[title][$eq]=${encodeURIComponent(title)}`);
  expect(saved.meta.pagination.total).toBe(1);
});

test('the same form post sent twice (a retried or doubled submit without JavaScript) creates one record', async ({
  browser,
  baseURL,
  account,
  registered,
  visitor,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { 'X-Forwarded-For': visitor } });
  const page = await context.newPage();
  await startSignedIn(page, account.email, account.password, '/articles/new');
  await expect(memberMenu(page, registered.user.username)).toBeVisible();
  const title = `Posted twice ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  let captured: { url: string; headers: Record<string, string>; body: Buffer } | undefined;
  await page.route('**/articles/new', async (route) => {
    const request = route.request();
    if (request.method() === 'POST')
      captured = { url: request.url(), headers: await request.allHeaders(), body: request.postDataBuffer()! };
    await route.continue();
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
  expect(captured).toBeDefined();
  // The browser sends the very same post again.
  const replay = await page.request.fetch(captured!.url, {
    method: 'POST',
    headers: captured!.headers,
    data: captured!.body,
    maxRedirects: 0,
  });
  expect(replay.status()).toBeLessThan(500);
  const saved = await strapiArticles(`filters[title][$eq]=${encodeURIComponent(title)}`);
  expect(saved.meta.pagination.total).toBe(1);
  await context.close();
});
