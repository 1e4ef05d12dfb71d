import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newAccount, registerAccount, strapiUrl } from '../../testing/backend';
import { expect, test } from '../support/fixtures';
import { documentIdOf, seededGuide } from './support/atlas';

/**
 * The second model's own site folder (sites/atlas, its build's PORTICO_SITE): the mechanism is not
 * the demo's. Its tip view where a tip renders, Portico's views for every other section, and a view
 * that throws: the generic view in its place, the failure logged with the request id, the page not stored.
 */
test.describe('atlas: the site folder', () => {
  test('a guide’s tips use the site’s view; its other sections keep Portico’s', async ({ page }) => {
    const guide = seededGuide('coast').versions.en!;
    await page.goto(`/guides/${await documentIdOf('guides', guide.headline)}`);
    const tip = page.getByRole('region', { name: 'Tip' });
    await expect(tip.locator('aside.travel-tip')).toContainText(String(guide.sections![3]!.advice));
    await expect(tip.getByRole('heading', { level: 3 })).toHaveCount(0);
    const text = page.getByRole('region', { name: 'Text section' });
    await expect(text.getByRole('heading', { level: 3, name: 'Text section' })).toBeVisible();
    await expect(text.locator('aside')).toHaveCount(0);
    // The header follows the site's order: guides first.
    await expect(page.getByRole('navigation', { name: 'Collections' }).getByRole('link')).toHaveText(['Guides', 'Places']);
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
});
