import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { strapiUrl } from '../support/backend';
import { apiToken, strapiArticles } from './support/content';
import { expect, hydrated, memberMenu, registerThroughForm, startSignedIn, test } from './support/fixtures';
import { articleLabels, demoSite, openMoreOptions } from './support/site-words';

const image = path.resolve('cms/seed/images/lagoon.jpg');
const cards = (page: import('@playwright/test').Page) => page.locator('.document-list > li');

test.describe('content collections', () => {
  test('1. browse, paginate, sort, search and filter, with the state in the URL', { tag: '@database' }, async ({ page, baseURL }) => {
    // Other tests publish and delete articles meanwhile, and a list may come from the page store
    // until their change expires it: the count shown is compared with Strapi's as both stand.
    const strapiTotal = async () => (await strapiArticles('pagination[pageSize]=1')).meta.pagination.total;
    const showsStrapiTotal = (path: string, text: (total: number) => string) =>
      expect(async () => {
        const total = await strapiTotal();
        await page.goto(path);
        await expect(page.getByText(text(total))).toBeVisible({ timeout: 2000 });
        expect(await strapiTotal()).toBe(total);
      }).toPass({ timeout: 20_000 });
    // A reader's count: "30 articles", and the page among the pages; never the CMS's "entries".
    const pages = (total: number) => Math.ceil(total / 25);
    await showsStrapiTotal('/articles', (total) => `${total} articles · page 1 of ${pages(total)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(cards(page)).toHaveCount(25);

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${baseURL}/articles?page=2`);
    await expect(page.getByText(/^\d+ articles · page 2 of \d+$/)).toBeVisible();
    await showsStrapiTotal('/articles?page=2', (total) => `${total} articles · page 2 of ${pages(total)}`);

    // Sort by title, A to Z: the first card is Strapi's first.
    const sorted = await strapiArticles('sort[0]=title:asc&pagination[pageSize]=1');
    await page.goto('/articles');
    await page.getByLabel('Sort by').selectOption('title:asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(`${baseURL}/articles?sort=title%3Aasc`);
    await expect(cards(page).first().getByRole('heading')).toHaveText(sorted.data[0]!.title);
    await page.getByLabel('Sort by').selectOption('title:desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    const reversed = await strapiArticles('sort[0]=title:desc&pagination[pageSize]=1');
    await expect(cards(page).first().getByRole('heading')).toHaveText(reversed.data[0]!.title);

    // Search (case-insensitive, any text field) combined with an enumeration filter.
    await page.getByLabel('Search', { exact: true }).fill('TYPOGRAPHY');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'articles' })).toHaveText('3 articles');
    await page.getByLabel('Level').selectOption('advanced');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'article' })).toHaveText('1 article');
    await expect(cards(page).first().getByRole('heading')).toHaveText('Advanced typography');
    const filteredUrl = page.url();

    // Back returns to the previous state.
    await page.goBack();
    await expect(page.getByRole('status').filter({ hasText: 'articles' })).toHaveText('3 articles');
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('TYPOGRAPHY');
    await page.goForward();
    await expect(page).toHaveURL(filteredUrl);

    // A shared URL with a boolean and a date range: Portico's generic filters; the demo's site folder
    // offers only category and level, so the same address drops the others.
    const featured = await strapiArticles(
      'filters[featured][$eq]=true&filters[publishedOn][$gte]=2026-01-01&filters[publishedOn][$lte]=2026-06-30&pagination[pageSize]=1',
    );
    await page.goto('/articles?f.featured=true&f.publishedOn.from=2026-01-01&f.publishedOn.to=2026-06-30');
    if (demoSite) {
      await expect(page).toHaveURL(`${baseURL}/articles`);
      await expect(page.getByLabel('Featured')).toHaveCount(0);
      await expect(page.getByLabel('From')).toHaveCount(0);
      const orders = await page.getByLabel('Sort by').locator('option').allTextContents();
      expect(orders).toEqual([
        'Newest first',
        'Oldest first',
        'Title (A–Z)',
        'Title (Z–A)',
        'Published on (oldest first)',
        'Published on (newest first)',
        'Reading minutes (low to high)',
        'Reading minutes (high to low)',
      ]);
    } else {
      await expect(page.getByText(new RegExp(`^${featured.meta.pagination.total} articles?`))).toBeVisible();
      await expect(page.getByLabel('Featured')).toHaveValue('true');
      // Dates in the page's figures and order, as it writes them, whatever the browser's language.
      await expect(page.getByLabel('From', { exact: true })).toHaveValue('01/01/2026');
      await expect(page.getByLabel('To', { exact: true })).toHaveValue('30/06/2026');
      await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription('As dd/mm/yyyy');

      await page.goto('/fr/articles');
      const from = page.getByLabel('Du', { exact: true });
      await expect(from).toHaveAttribute('placeholder', 'jj/mm/aaaa');
      // A day that does not exist is refused before anything is sent, and stays as typed.
      await from.fill('31/02/2026');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await expect(page).toHaveURL(`${baseURL}/fr/articles`);
      expect(await from.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
        'Cette date n’existe pas : écrivez-la au format jj/mm/aaaa.',
      );
      await expect(from).toHaveValue('31/02/2026');
      // Typed the French way, it lands in the address as ISO.
      await from.fill('1.1.2026');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await expect(page).toHaveURL(`${baseURL}/fr/articles?f.publishedOn.from=2026-01-01`);
      await expect(from).toHaveValue('01/01/2026');
      // The calendar button hands the browser's choice back in the page's figures.
      await expect(page.getByRole('button', { name: 'Ouvrir un calendrier pour « Published on », au' })).toBeVisible();
      await page.locator('.date-field-calendar').nth(1).fill('2026-03-04');
      await expect(page.getByLabel('Au', { exact: true })).toHaveValue('04/03/2026');
      // axe finds nothing in the form, the hidden calendar field included.
      const { violations } = await new AxeBuilder({ page })
        .include('.list-controls')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
    }
    await page.goto('/articles');
    await page.getByLabel('Category').selectOption({ label: 'Design' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/articles\?f\.category=[a-z0-9]+$/);
    await expect(page.locator('.list-transition')).toHaveAttribute('aria-busy', 'false');
    const designCards = await cards(page).allInnerTexts();
    expect(designCards.length).toBeGreaterThan(0);
    for (const text of designCards) expect(text).toContain('Design');

    // Nothing matches: an empty state with a way out.
    await page.goto('/articles?q=no-such-words-anywhere');
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/articles');
  });

  test('2. a detail page shows headings, lists, tables and links from markdown and blocks', async ({ page }) => {
    const { data } = await strapiArticles('filters[slug][$eq]=a-beginner-s-guide-to-caching');
    await page.goto(`/articles/${data[0]!.documentId}`);
    await expect(page.getByRole('heading', { level: 1, name: "A beginner's guide to caching" })).toBeVisible();
    // Markdown (body)
    await expect(page.getByRole('heading', { level: 2, name: 'Why caching matters' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'The vocabulary of caching' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Pay-off' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Strapi documentation' })).toHaveAttribute('href', 'https://docs.strapi.io');
    await expect(page.getByRole('link', { name: 'the editors' })).toHaveAttribute('href', 'mailto:editors@portico.local');
    await expect(page.locator('pre code').first()).toContainText('export function checklist');
    // Blocks (content)
    await expect(page.getByRole('heading', { level: 2, name: 'Caching at a glance' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Start small' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'field reference' })).toHaveAttribute(
      'href',
      'https://docs.strapi.io/cms/features/content-type-builder',
    );
    // Relations link to their own pages; dates, numbers and enumerations are formatted.
    await expect(page.getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', /^\/categories\/[a-z0-9]+$/);
    await expect(page.getByText('5 January 2026')).toBeVisible();
    await expect(page.locator('main .badge')).toHaveText('Beginner');
    // Single media is an optimised image; the gallery a carousel.
    await expect(page.locator('.field-media img').first()).toHaveAttribute('src', /\/_next\/image\?url=/);
    await expect(page.getByRole('region', { name: 'Gallery' })).toBeVisible();
  });

  test('3. carousel slides advance by themselves after about 3 s, and by swipe and keyboard', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: /slides/i });
    const active = carousel.locator('.swiper-slide-active figcaption a, .swiper-slide-active figcaption strong');
    const first = await active.innerText();
    // Between transitions Swiper's wrapper has no transition duration.
    const settled = () => expect(carousel.locator('.swiper-wrapper')).toHaveCSS('transition-duration', '0s');
    // Autoplay: the delay is 3000 ms; allow for a slow machine.
    await expect(active).not.toHaveText(first, { timeout: 6000 });

    // Stop autoplay so only our input moves it.
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    // Pausing stops the next autoplay step, not one under way: a looping Swiper ignores a key pressed
    // during a transition (loopPreventsSliding). Autoplay had only just moved, so let it finish.
    await settled();
    const beforeKey = await active.innerText();
    await carousel.hover();
    await page.keyboard.press('ArrowRight');
    await expect(active).not.toHaveText(beforeKey);

    // Let the keyboard's transition (300 ms) finish before dragging.
    await settled();
    const beforeSwipe = await active.innerText();
    const box = (await carousel.locator('.swiper').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 3, { steps: 20 });
    await page.mouse.up();
    await expect(active).not.toHaveText(beforeSwipe);

    // Pagination bullets are buttons.
    await expect(carousel.getByRole('button', { name: /go to slide 1/i })).toBeVisible();
  });

  test('with reduced motion the carousel does not play', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const active = page.locator('.swiper-slide-active figcaption a, .swiper-slide-active figcaption strong');
    const first = await active.innerText();
    await page.waitForTimeout(4500);
    await expect(active).toHaveText(first);
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
    await context.close();
  });

  test(
    '4 and 6. create, find it in the list, edit it, then delete it',
    { tag: '@database' },
    async ({ page, baseURL, account, registered }) => {
      await startSignedIn(page, account.email, account.password);
      await expect(memberMenu(page, registered.user.username)).toBeVisible();
      await page.goto('/articles');
      await page.getByRole('link', { name: 'New article' }).click();
      await expect(page).toHaveURL(`${baseURL}/articles/new`);
      // The link may have loaded the whole page: the markdown editor's Preview is ready once hydrated.
      await hydrated(page);

      const title = `Field notes ${Date.now()}`;
      await page.getByLabel('Title').fill(title);
      await page.getByLabel(`${articleLabels.summary} (optional)`).fill('Written in an end-to-end test.');
      await openMoreOptions(page);
      await page.getByLabel(`${articleLabels.body} (optional)`).fill('## A heading\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'A heading' })).toBeVisible();
      await page.getByRole('button', { name: 'Write' }).click();
      await page.getByLabel('Reading minutes (optional)').fill('4');
      await page.getByLabel('Level (optional)').selectOption('intermediate');
      // What the home page features and the date an article says it was published are the editors' (memberFields).
      await expect(page.getByLabel(/^(Featured|Published on)\b/)).toHaveCount(0);
      await page.getByRole('main').getByRole('searchbox').first().fill('Desi');
      await page.getByLabel('Category (optional)').selectOption({ label: 'Design' });
      await page.getByLabel('Cover (optional)').setInputFiles(image);
      await page.getByRole('button', { name: 'Publish' }).click();

      await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'A heading' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Design' })).toBeVisible();
      await expect(page.locator('.field-media img').first()).toHaveAttribute('src', /lagoon/);
      const detailUrl = page.url().replace(/\?.*$/, '');

      await page.goto(`/articles?q=${encodeURIComponent(title)}`);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText('Intermediate');

      await page.goto(detailUrl);
      await page.getByRole('link', { name: 'Edit' }).click();
      await hydrated(page);
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page.getByLabel('Category (optional)')).toHaveValue(/.+/);
      await page.getByLabel('Title').fill(`${title} (revised)`);
      // Published already: Update, beside what it does.
      await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
      await expect(page.getByText('Readers see the published version: Update changes it now')).toBeVisible();
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Updated. Everyone reads the new version now.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();
      // The cover was kept.
      await expect(page.locator('.field-media img').first()).toHaveAttribute('src', /lagoon/);

      // The confirmation dialog, once the page is ready (before that, Delete opens the server's
      // confirmation page: before-hydration.spec.ts).
      await hydrated(page);
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete permanently' }).click();
      await expect(page).toHaveURL(`${baseURL}/articles?notice=deleted`);
      await expect(page.getByText('Deleted.')).toBeVisible();
      expect((await page.request.get(detailUrl)).status()).toBe(404);
      await page.goto(`/articles?q=${encodeURIComponent(title)}`);
      await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    },
  );

  test('5. validation errors show per field, with the input kept', async ({ page, account, registered }) => {
    await startSignedIn(page, account.email, account.password, '/articles/new');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    // Checked in the browser first, with focus on the first error: what the form's script does.
    await hydrated(page);
    await page.getByLabel('Title').fill('x'.repeat(121));
    await page.getByLabel(`${articleLabels.summary} (optional)`).fill('Kept summary');
    await openMoreOptions(page);
    await page.getByLabel('Reading minutes (optional)').fill('0');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Title can have at most 120 characters (now 121).')).toBeVisible();
    await expect(page.getByText('Reading minutes must be at least 1.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(page.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('Kept summary');
    await expect(page.getByLabel('Reading minutes (optional)')).toHaveValue('0');
  });

  test(
    '7. someone else cannot edit: no controls, a refusal page, and a forced save is refused by Strapi',
    { tag: '@database' },
    async ({ page, context, baseURL, account, registered, visitor }) => {
      // The owner creates an entry through Strapi.
      const created = await fetch(`${strapiUrl()}/api/articles`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${registered.jwt}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { title: `Owned by ${account.username}` } }),
      });
      const { data: owned } = (await created.json()) as { data: { documentId: string } };
      expect(visitor).toBeTruthy();

      // Another user sees no edit controls and cannot open the edit form.
      const other = { username: `${account.username}b`, email: `b-${account.email}`, password: account.password };
      await registerThroughForm(page, other);
      await expect(memberMenu(page, other.username)).toBeVisible();
      await page.goto(`/articles/${owned.documentId}`);
      await expect(page.getByRole('heading', { level: 1, name: `Owned by ${account.username}` })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await page.goto(`/articles/${owned.documentId}/edit`);
      await expect(page.getByRole('heading', { name: 'You cannot edit this entry' })).toBeVisible();
      const otherCookie = (await context.cookies()).find((cookie) => cookie.name === 'strapi_jwt')!;

      // Forced: the owner's edit form is submitted after the session changed to the other user.
      await context.clearCookies();
      await startSignedIn(page, account.email, account.password, `/articles/${owned.documentId}/edit`);
      await expect(page).toHaveURL(`${baseURL}/articles/${owned.documentId}/edit`);
      await page.getByLabel('Title').fill('Hijacked');
      await context.addCookies([otherCookie]);
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('You can only change entries you created. Nothing was saved.')).toBeVisible();
      await expect(page.getByLabel('Title')).toHaveValue('Hijacked');
      const unchanged = await strapiArticles(`filters[documentId][$eq]=${owned.documentId}`);
      expect(unchanged.data[0]!.title).toBe(`Owned by ${account.username}`);
    },
  );

  test('8. an edit made in Strapi with an API token is visible on the next page load', { tag: '@database' }, async ({ page }) => {
    const { data } = await strapiArticles('filters[slug][$eq]=markdown-in-practice');
    const article = data[0]!;
    await page.goto(`/articles/${article.documentId}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await page.goto('/articles?q=markdown');
    await expect(page.getByText(article.title, { exact: true })).toBeVisible();
    // Both pages now come from the page store: the edit must reach them all the same.
    await expect(async () => {
      for (const path of [`/articles/${article.documentId}`, '/articles?q=markdown']) {
        const document = { headers: { Accept: 'text/html' } };
        await page.request.get(path, document);
        expect((await page.request.get(path, document)).headers()['x-portico-cache']).toBe('hit');
      }
    }).toPass({ timeout: 10_000 });

    const token = await apiToken();
    const changed = `${article.title} (edited in Strapi)`;
    const response = await fetch(`${strapiUrl()}/api/articles/${article.documentId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: changed } }),
    });
    expect(response.status).toBe(200);
    try {
      await expect(async () => {
        await page.goto(`/articles/${article.documentId}`);
        await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await page.goto('/articles?q=markdown');
      await expect(page.getByText(changed, { exact: true })).toBeVisible();
    } finally {
      await fetch(`${strapiUrl()}/api/articles/${article.documentId}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { title: article.title } }),
      });
    }
  });
});

test.describe('content without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a failed save comes back from the server with its messages and every value typed', async ({ page, account, registered }) => {
    await startSignedIn(page, account.email, account.password, '/articles/new');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    await page.getByLabel('Title').fill('   ');
    await page.getByLabel(`${articleLabels.summary} (optional)`).fill('Server-side check');
    await openMoreOptions(page);
    await page.getByLabel('Reading minutes (optional)').fill('0');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await expect(page.getByText('Reading minutes must be at least 1.')).toBeVisible();
    await expect(page.getByLabel(`${articleLabels.summary} (optional)`)).toHaveValue('Server-side check');
    await expect(page.getByLabel('Reading minutes (optional)')).toHaveValue('0');
  });
});
