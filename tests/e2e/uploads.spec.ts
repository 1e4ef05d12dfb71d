import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { VITALS_PATH } from '../../server/shared/route-paths.mjs';
import { adminUpload, mediaLibraryCount, strapiUrl } from '../support/backend';
import { expect, hydrated, memberMenu, startSignedIn, test } from './support/fixtures';
import { articleLabels, openMoreOptions } from './support/site-words';

/**
 * Files at Strapi's address, opened by a real browser: a stored file never runs script on Strapi's
 * origin (the admin panel's), whoever stored it and whenever. And the app's form, when Strapi
 * refuses a file: the reason beside the field, nothing typed or chosen lost, nothing left behind.
 */

/** Each hostile file, if its script ran, would say so on the console, in a dialog and in the title. */
const RAN = 'portico-stored-script-ran';
const INLINE = `console.log('${RAN}'); document.title = '${RAN}'; alert('${RAN}');`;
const PAGE = `<!doctype html><html><head><title>page</title></head><body><script src="steal.js"></script><script>${INLINE}</script></body></html>`;
const HOSTILE: Record<string, string> = {
  'steal.js': INLINE,
  'page.html': PAGE,
  // The same page under an image's name: served as image/png.
  'page-as-image.png': PAGE,
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" onload="${INLINE.replace(/'/g, '&apos;')}"><script href="steal.js"/><script>${INLINE}</script><circle r="10"/></svg>`,
  'page.xhtml': `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body><script src="steal.js"/><script>${INLINE}</script></body></html>`,
};

/** Records whether a script ran in any page or frame of the browser context. */
function watchForScripts(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(RAN)) seen.push(`console in ${page.url()}`);
  });
  page.on('dialog', async (dialog) => {
    seen.push(`dialog "${dialog.message()}"`);
    await dialog.dismiss();
  });
  return seen;
}

/** Opens `url` as a visitor would: as the page itself (a download counts as opened), then framed in another page. */
async function openEveryWay(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' }).catch((error: Error) => {
    // Content-Disposition: attachment makes it a download: nothing was rendered.
    if (!/Download is starting|net::ERR_ABORTED/.test(error.message)) throw error;
  });
  await page.waitForTimeout(300);
  const title = await page.title().catch(() => '');
  await page.goto('about:blank');
  await page.setContent(`<iframe src="${url}"></iframe><object data="${url}"></object><embed src="${url}">`);
  await page.waitForTimeout(800);
  return title;
}

test.describe('files stored at Strapi run nothing in Chromium', () => {
  let control: http.Server;
  let controlUrl = '';
  test.beforeAll(async () => {
    // The same bytes from a bare server with the types a browser would run: the check sees scripts that run.
    control = http.createServer((request, response) => {
      const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname.slice(1));
      const type = name.endsWith('.js') ? 'text/javascript' : name.endsWith('.svg') ? 'image/svg+xml' : 'text/html';
      response.writeHead(HOSTILE[name] === undefined ? 404 : 200, { 'Content-Type': type }).end(HOSTILE[name] ?? '');
    });
    await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
    controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
    // Stored before portico-guard (or by any means other than its upload route): straight into Strapi's upload folder.
    const uploadsDir = process.env.STRAPI_TEST_UPLOADS_DIR;
    if (!uploadsDir) throw new Error("STRAPI_TEST_UPLOADS_DIR is not set: this spec needs the test stack's own Strapi");
    for (const [name, body] of Object.entries(HOSTILE)) writeFileSync(path.join(uploadsDir, name), body);
  });
  test.afterAll(() => new Promise<void>((resolve) => control.close(() => resolve())));

  test('the check itself: the same files from a server without these headers do run', async ({ page }) => {
    const seen = watchForScripts(page);
    await openEveryWay(page, `${controlUrl}/page.html`);
    expect(seen.length).toBeGreaterThan(0);
  });

  for (const name of ['page.html', 'page-as-image.png', 'logo.svg', 'page.xhtml']) {
    test(`${name}, stored before the guard, opened at its /uploads address`, async ({ page }) => {
      const seen = watchForScripts(page);
      const title = await openEveryWay(page, `${strapiUrl()}/uploads/${name}`);
      expect(seen).toEqual([]);
      expect(title).not.toBe(RAN);
    });
  }

  test('an HTML page an admin uploaded (admins keep Strapi’s own rules), opened at its /uploads address', async ({ page }) => {
    const file = await adminUpload('admin-page.html', PAGE, 'text/html');
    const seen = watchForScripts(page);
    await openEveryWay(page, `${strapiUrl()}${file.url}`);
    expect(seen).toEqual([]);
  });
});

test.describe('the form when Strapi refuses a file', () => {
  /** Signed in, on a new article's form, ready (hydrated). */
  async function newArticleForm(page: Page, account: { email: string; password: string }, username: string) {
    await startSignedIn(page, account.email, account.password);
    await expect(memberMenu(page, username)).toBeVisible();
    await page.goto('/articles/new');
    await hydrated(page);
  }

  test(
    'says why beside the field, keeps what was typed and every other chosen file, stores nothing',
    { tag: '@database' },
    async ({ page, account, registered }) => {
      await newArticleForm(page, account, registered.user.username);
      const before = await mediaLibraryCount();
      const title = `Refused file ${Date.now()}`;
      await page.getByLabel('Title').fill(title);
      await page.getByLabel(`${articleLabels.summary} (optional)`).fill('Every word kept.');
      // A good picture in the gallery, and an HTML page named like a picture for the cover.
      await openMoreOptions(page);
      await page.getByLabel('Gallery (optional)').setInputFiles('cms/seed/images/meadow.jpg');
      await page.getByLabel('Cover (optional)').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(PAGE) });
      await page.getByRole('button', { name: 'Publish' }).click();

      const cover = page.getByLabel('Cover (optional)');
      await expect(cover).toHaveAccessibleDescription(
        /"cover\.png" is not a type of file this site accepts\. You can upload JPEG, PNG, WebP, AVIF or GIF files\./,
      );
      await expect(page.locator('.form-status')).toHaveText('A file could not be uploaded. Nothing was saved.');
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('Every word kept.');
      const chosen = (label: string) =>
        page.getByLabel(label).evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));
      expect(await chosen('Gallery (optional)')).toEqual(['meadow.jpg']);
      expect(await chosen('Cover (optional)')).toEqual(['cover.png']);
      // The gallery's picture went up before the cover was refused: it was deleted again.
      expect(await mediaLibraryCount()).toBe(before);

      // With a real picture for the cover, the same form saves.
      await cover.setInputFiles('cms/seed/images/lagoon.jpg');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    },
  );

  test(
    'a save Strapi refuses after the files went up leaves no file behind',
    { tag: '@database' },
    async ({ page, account, registered }) => {
      // A slug another entry has: Strapi refuses the entry after the cover was uploaded.
      const taken = (
        (await (await fetch(`${strapiUrl()}/api/articles?fields[0]=slug&pagination[pageSize]=1`)).json()) as { data: { slug: string }[] }
      ).data[0]!.slug;
      await newArticleForm(page, account, registered.user.username);
      const before = await mediaLibraryCount();
      await page.getByLabel('Title').fill(`Taken slug ${Date.now()}`);
      await openMoreOptions(page);
      await page.getByLabel(`${articleLabels.slug} (optional)`).fill(taken);
      await page.getByLabel('Cover (optional)').setInputFiles('cms/seed/images/ember.jpg');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByLabel(`${articleLabels.slug} (optional)`)).toHaveAccessibleDescription(/unique/i);
      expect(await mediaLibraryCount()).toBe(before);
    },
  );

  test('files too large for one save are refused in the browser, beside the field, with nothing sent', async ({
    page,
    account,
    registered,
  }) => {
    await newArticleForm(page, account, registered.user.username);
    await page.getByLabel('Title').fill('Too large');
    const big = { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 1) };
    await page.getByLabel('Cover (optional)').setInputFiles(big);
    const posts: string[] = [];
    page.on('request', (request) => {
      // The first click also finalises LCP, whose beacon may leave at any moment: it carries no form.
      if (request.method() === 'POST' && new URL(request.url()).pathname !== VITALS_PATH) posts.push(request.url());
    });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByLabel('Cover (optional)')).toHaveAccessibleDescription(
      /The files chosen come to 11 MB; one save can send at most 10 MB\. Choose smaller or fewer files\./,
    );
    await expect(page.getByLabel('Title')).toHaveValue('Too large');
    expect(posts).toEqual([]);
  });
});

test.describe('a media field a writer can use', () => {
  const lagoon = readFileSync('cms/seed/images/lagoon.jpg');

  test('the upload route takes a member’s file from this site’s pages only, and no more than one upload may send', async ({
    request,
    baseURL,
  }) => {
    const file = { name: 'lagoon.jpg', mimeType: 'image/jpeg', buffer: lagoon };
    // Signed out: refused, nothing read.
    const visitor = await request.post('/api/uploads?locale=fr', { multipart: { file }, headers: { Origin: baseURL! } });
    expect(visitor.status()).toBe(401);
    expect(await visitor.json()).toEqual({ message: expect.stringMatching(/session/i) });
    // From another site's page: refused before the session is looked at.
    const elsewhere = await request.post('/api/uploads', { multipart: { file }, headers: { Origin: 'https://elsewhere.example' } });
    expect(elsewhere.status()).toBe(403);
    expect(elsewhere.headers()['cache-control']).toBe('no-store');
  });

  test(
    'a file dropped shows its thumbnail and can be taken out; a save shows its progress; a new cover replaces the old',
    { tag: '@database' },
    async ({ page, account, registered }) => {
      await startSignedIn(page, account.email, account.password, '/articles/new');
      await expect(memberMenu(page, registered.user.username)).toBeVisible();
      await hydrated(page);
      // The route reads no more than one upload may send.
      const tooLarge = await page.request.post('/api/uploads', {
        multipart: { file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 1) } },
        headers: { Origin: new URL(page.url()).origin },
      });
      expect(tooLarge.status()).toBe(413);
      expect(await tooLarge.json()).toEqual({ message: 'One upload can send at most 10 MB.' });
      const title = `Cover by hand ${Date.now()}`;
      await page.getByLabel('Title').fill(title);
      const field = page.locator('.media-input').filter({ has: page.getByLabel('Cover (optional)') });

      // Dropped on the field, as from a file manager.
      const dropped = await page.evaluateHandle(
        (bytes) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], 'a-long-name-for-a-lagoon-at-dawn.jpg', { type: 'image/jpeg' }));
          return transfer;
        },
        [...lagoon],
      );
      await field.dispatchEvent('dragover', { dataTransfer: dropped });
      await expect(field).toHaveClass(/dropping/);
      await field.dispatchEvent('drop', { dataTransfer: dropped });
      const chosen = field.getByRole('list', { name: 'Files to add' });
      await expect(chosen.getByRole('listitem')).toHaveCount(1);
      await expect(chosen.locator('img.media-thumb')).toHaveAttribute('src', /^blob:/);
      await expect(chosen.locator('.media-name')).toHaveAttribute('title', 'a-long-name-for-a-lagoon-at-dawn.jpg');
      await expect(chosen).toContainText('7 kB');
      const files = () =>
        page.getByLabel('Cover (optional)').evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name));
      expect(await files()).toEqual(['a-long-name-for-a-lagoon-at-dawn.jpg']);
      await chosen.getByRole('button', { name: 'Remove a-long-name-for-a-lagoon-at-dawn.jpg' }).click();
      await expect(chosen).toHaveCount(0);
      expect(await files()).toEqual([]);

      // Chosen again, a large one, sent on a slow connection: its progress shows in the field.
      const large = Buffer.concat([lagoon, Buffer.alloc(1024 * 1024)]);
      await page.getByLabel('Cover (optional)').setInputFiles({ name: 'lagoon-large.jpg', mimeType: 'image/jpeg', buffer: large });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 256 * 1024,
      });
      await page.getByRole('button', { name: 'Publish' }).click();
      const progress = field.getByRole('progressbar', { name: 'Uploading lagoon-large.jpg' });
      await expect(progress).toBeVisible();
      await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible({ timeout: 30_000 });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await expect(page.locator('.field-media img').first()).toHaveAttribute('src', /lagoon_large/);

      // Replaced: the attached cover is shown with its thumbnail; a new file takes its place on saving.
      await page.getByRole('link', { name: 'Edit' }).click();
      await hydrated(page);
      const keep = page.getByLabel('Keep lagoon-large.jpg');
      await expect(keep).toBeChecked();
      await expect(field.locator('.media-file img.media-thumb')).toBeVisible();
      await page.getByLabel('Cover (optional)').setInputFiles('cms/seed/images/ember.jpg');
      await expect(keep).not.toBeChecked();
      await expect(keep).toBeDisabled();
      await expect(field).toContainText('Replaced by ember.jpg when you save.');
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Updated. Everyone reads the new version now.')).toBeVisible();
      await expect(page.locator('.field-media img').first()).toHaveAttribute('src', /ember/);
    },
  );
});
