import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newAccount, registerAccount, strapiUrl } from '../../support/backend';
import { apiToken } from '../support/content';
import { expect, hydrated, test } from '../support/fixtures';
import { documentIdOf, prefix, seed, seededGuide, type SeedMenuLink } from './support/atlas';

const headerLinks = (page: Page) => page.getByRole('navigation', { name: 'Collections' }).getByRole('link');

/** Sets the English site menu's header links in Strapi, as an editor would (its webhook then tells the app). */
async function setHeaderLinks(links: SeedMenuLink[]) {
  const response = await fetch(`${strapiUrl()}/api/site-menu?locale=en`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await apiToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { headerLinks: links } }),
  });
  expect(response.status).toBe(200);
}

/**
 * The second model's own site folder (sites/atlas, its build's PORTICO_SITE): the mechanism is not
 * the demo's. Its tip view where a tip renders, Portico's views for every other section, and a view
 * that throws: the generic view in its place, the failure logged with the request id, the page not stored.
 * Its code blocks carry a copy button, a client view whose script only pages with code fetch.
 * Its header and footer come from a single type its editors keep (the site menu), and follow their edits.
 */
test.describe('atlas: the site folder', () => {
  test('the frame is the site’s own: a line under the header, the footer in its band, Portico’s words said its way', async ({ page }) => {
    for (const [locale, strip, promise, placeholder] of [
      ['en', 'Coasts, cities and mountains', 'Every guide on Portico was walked first.', 'Guides and places…'],
      ['de', 'Küsten, Städte und Berge', 'Jeder Führer auf Portico wurde zuerst erwandert.', 'Reiseführer und Orte…'],
      // A locale the site gives no words of Portico's: Portico's own.
      ['ja', '海岸、街、山', 'Portico', 'Search…'],
    ] as const) {
      await page.goto(`${prefix(locale)}/guides`);
      await expect(page.locator('header.site-header + .atlas-strip')).toHaveText(strip);
      await expect(page.locator('.atlas-footer > .atlas-promise')).toContainText(promise);
      // The generic footer inside the site's band, and the header's member controls untouched.
      await expect(page.locator('.atlas-footer > footer.site-footer')).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('link', { name: /sign in|anmelden/i })).toBeVisible();
      await expect(page.locator('header #site-search')).toHaveAttribute('placeholder', placeholder);
    }
  });

  test('a guide’s tips use the site’s view; its other sections keep Portico’s', async ({ page }) => {
    const guide = seededGuide('coast').versions.en!;
    await page.goto(`/guides/${await documentIdOf('guides', guide.headline)}`);
    const tip = page.getByRole('region', { name: 'Tip' });
    await expect(tip.locator('aside.travel-tip')).toContainText(String(guide.sections![3]!.advice));
    await expect(tip.getByRole('heading', { level: 3 })).toHaveCount(0);
    const text = page.getByRole('region', { name: 'Text section' });
    await expect(text.getByRole('heading', { level: 3, name: 'Text section' })).toBeVisible();
    await expect(text.locator('aside')).toHaveCount(0);
  });

  test('the header’s and footer’s links are the site menu’s in Strapi, in its order and locale; a locale it lacks has the site’s own', async ({
    page,
  }) => {
    for (const locale of ['en', 'de'] as const) {
      const menu = seed.siteMenu.versions[locale]!;
      await page.goto(`${prefix(locale)}/guides`);
      await expect(headerLinks(page)).toHaveText(menu.headerLinks.map((link) => link.label));
      for (const [index, link] of menu.headerLinks.entries())
        await expect(headerLinks(page).nth(index)).toHaveAttribute('href', `${prefix(locale)}${link.url}`);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(menu.footerNote);
      await expect(footer.getByRole('link')).toHaveText(menu.footerLinks.map((link) => link.label));
      await expect(footer.getByRole('link').first()).toHaveAttribute('href', prefix(locale) || '/');
    }
    // The menu has no Japanese version: the site folder's fallback, guides first, then its lighthouse, and Portico's
    // footer line.
    expect(seed.siteMenu.versions.ja).toBeUndefined();
    await page.goto('/ja/guides');
    await expect(headerLinks(page)).toHaveText(['Guides', 'Places', '港の灯台']);
    // The entry named by its English address, linked at its Japanese one.
    await expect(headerLinks(page).last()).toHaveAttribute('href', '/ja/places/minato-no-todai');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).not.toContainText(seed.siteMenu.versions.en!.footerNote);
  });

  test('an edit of the site menu in Strapi reaches a page already stored', async ({ page }) => {
    // The settings page: no other spec's saves expire it, so only the menu's edit can bring the new link.
    const stored = '/site-setting';
    const document = { headers: { Accept: 'text/html' } };
    await expect(async () => {
      await page.request.get(stored, document);
      expect((await page.request.get(stored, document)).headers()['x-portico-cache']).toBe('hit');
    }).toPass({ timeout: 15_000 });

    const seeded = seed.siteMenu.versions.en!.headerLinks;
    const added = { label: `Walks ${Date.now()}`, url: '/guides' };
    await setHeaderLinks([...seeded, added]);
    try {
      await expect(async () => {
        await page.goto(stored);
        await expect(headerLinks(page)).toHaveText(
          [...seeded, added].map((link) => link.label),
          { timeout: 1000 },
        );
      }).toPass({ timeout: 15_000 });
    } finally {
      await setHeaderLinks(seeded);
    }
  });

  test('a view that throws leaves Portico’s view in its place, is logged, and the page is not stored', async ({
    page,
    request,
    visitor,
  }) => {
    const name = `Broken view check ${Date.now()}`;
    const { jwt } = await registerAccount(newAccount('broken'), visitor);
    const created = await fetch(`${strapiUrl()}/api/guides`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { headline: name, stops: [{ label: 'Broken view' }, { label: 'A view that holds' }] } }),
    });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { documentId: string } };
    const address = `/guides/${data.documentId}`;

    const response = await page.goto(address);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The failed stop in Portico's view, the other one in the site's.
    const failed = page.getByRole('region', { name: 'Stop 1' });
    await expect(failed.getByRole('definition')).toHaveText('Broken view');
    await expect(failed.locator('.travel-stop')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Stop 2' }).locator('.travel-stop')).toContainText('A view that holds');

    const requestId = response!.headers()['x-request-id'];
    expect(requestId).toBeTruthy();
    const log = path.resolve('test-results/logs/atlas/next.log');
    await expect
      .poll(() =>
        readFileSync(log, 'utf8')
          .split('\n')
          .some((line) => line.includes(requestId!) && line.includes('travel.stop failed')),
      )
      .toBe(true);
    // Rendered again for each request: never answered from the store.
    const document = { headers: { Accept: 'text/html' } };
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await request.get(address, document)).headers()['x-portico-cache']).not.toBe('hit');
  });

  test('a code block copies its code with the site’s client view, whose script only pages with code fetch', async ({
    page,
    browser,
    visitor,
  }) => {
    const code = `npm run trip -- --days ${Date.now() % 7}`;
    const { jwt } = await registerAccount(newAccount('code'), visitor);
    const body = [
      { type: 'paragraph', children: [{ type: 'text', text: 'Plan the route first.' }] },
      { type: 'code', children: [{ type: 'text', text: code }] },
    ];
    const created = await fetch(`${strapiUrl()}/api/guides`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { headline: `Code view check ${Date.now()}`, body } }),
    });
    expect(created.status).toBe(201);
    const address = `/guides/${((await created.json()) as { data: { documentId: string } }).data.documentId}`;
    const withoutCode = `/guides/${await documentIdOf('guides', seededGuide('coast').versions.en!.headline)}`;

    // Each script's text, by the page that fetched it. Reading a body takes a while: the checks wait for every read.
    const scripts = new Map<string, string[]>();
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const path = new URL(page.url()).pathname;
      reads.push(
        response
          .text()
          .catch(() => '')
          .then((text) => void scripts.set(path, [...(scripts.get(path) ?? []), text])),
      );
    });
    // Pages without code first, in a browser that has loaded nothing yet, then the guide with code.
    for (const path of ['/guides', withoutCode, address]) {
      await page.goto(path);
      await hydrated(page);
    }
    // The button shows once its script has run: by then that script has been fetched.
    const copy = page.locator('.code-block').getByRole('button', { name: 'Copy code' });
    await expect(copy).toBeVisible();
    await Promise.all(reads);
    const carries = (path: string) => (scripts.get(path) ?? []).some((text) => text.includes('copy-code'));
    expect(carries(address)).toBe(true);
    expect(carries('/guides')).toBe(false);
    expect(carries(withoutCode)).toBe(false);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copy.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Without JavaScript the button could do nothing, so it is not shown.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: new URL(page.url()).origin,
      extraHTTPHeaders: { 'X-Forwarded-For': visitor },
    });
    const plain = await noScript.newPage();
    await plain.goto(address);
    await expect(plain.locator('.code-block pre')).toHaveText(code);
    await expect(plain.getByRole('button', { name: 'Copy code' })).toBeHidden();
    await noScript.close();
  });
});
