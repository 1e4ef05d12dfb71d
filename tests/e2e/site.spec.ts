import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { strapiArticles } from './support/content';
import { strapiGet } from '../support/backend';
import { expect, hydrated, test } from './support/fixtures';

/**
 * The demo's site folder (sites/demo, the build's PORTICO_SITE): its views where it registers them
 * (the article's card and page, the home page, the category field), Portico's generic views
 * everywhere else, its
 * name, logo and navigation, the model's words in French, and its theme in both colour schemes.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

async function violations(page: Page): Promise<string[]> {
  await hydrated(page);
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(RULES)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`));
}

test.describe('the demo as a site', () => {
  test('articles use the site’s card and page; categories keep Portico’s', async ({ page }) => {
    const [article] = (
      await strapiArticles('filters[cover][id][$notNull]=true&filters[category][id][$notNull]=true&populate[0]=category&sort=title:asc')
    ).data as unknown as {
      documentId: string;
      title: string;
      category: { documentId: string; name: string; slug: string };
    }[];
    await page.goto('/articles?sort=title:asc&q=' + encodeURIComponent(article!.title));
    const card = page.locator('.document-list > li', { hasText: article!.title });
    // The site's card: the cover, the category as a chip leading to it, the title as the link.
    await expect(card.locator('.article-card')).toBeVisible();
    await expect(card.locator('img.cover')).toBeVisible();
    await expect(card.getByRole('link', { name: article!.category.name })).toHaveAttribute('href', `/categories/${article!.category.slug}`);
    await card.getByRole('link', { name: article!.title }).click();

    // The site's page: laid out as an article, the rest of its fields after it, through Portico's views.
    await expect(page.getByRole('heading', { level: 1, name: article!.title })).toBeVisible();
    const layout = page.locator('.article-layout');
    await expect(layout.locator('.byline .chip')).toHaveText(article!.category.name);
    await expect(layout.locator('.cover img')).toBeVisible();
    await expect(layout.locator('.byline .badge')).toHaveText(/^(Beginner|Intermediate|Advanced)$/);
    // Nothing of the model's bookkeeping: the slug, what the home page features, an empty field.
    await expect(layout.getByRole('term').filter({ hasText: /^(Body|Cover|Summary|Slug|Featured|Level)$/ })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/\b(Slug|Featured|None|No details)\b/);

    // A type without views of the site's: Portico's own card and page.
    await page.goto(`/categories/${article!.category.documentId}`);
    await expect(page.locator('.article-layout')).toHaveCount(0);
    await expect(page.getByRole('term').filter({ hasText: /^Description$/ })).toBeVisible();
    await page.goto('/categories');
    await expect(page.locator('.document-list > li').first()).not.toHaveClass(/site-card/);
  });

  test('the home page is the site’s: the intro beside the carousel, then the featured articles as article cards', async ({ page }) => {
    type Home = { data: { intro: string; featured: { title: string }[] } };
    const { data: home } = await strapiGet<Home>('/homepage?populate[featured]=true');
    expect(home.featured.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.locator('.home-hero .home-intro')).not.toBeEmpty();
    await expect(page.locator('.home-hero').getByRole('region', { name: /slides/i })).toBeVisible();
    // The featured articles, drawn by the site's card for articles (a cover, or its empty panel), under the field's name.
    const featured = page.getByRole('region', { name: 'Featured' });
    await expect(featured.locator('.document-list > li .article-card')).toHaveCount(home.featured.length);
    await expect(featured.locator('.article-card .cover')).toHaveCount(home.featured.length);
    for (const article of home.featured) await expect(featured.getByRole('link', { name: article.title, exact: true })).toBeVisible();
    // The French home page features nothing: no empty section, and its own words elsewhere.
    await page.goto('/fr');
    await expect(page.locator('.home-hero').getByRole('region', { name: /Diapositives/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'À la une' })).toHaveCount(0);
  });

  test('the header carries the site’s logo, in both schemes, and its navigation in its order', async ({ page }) => {
    await page.goto('/');
    const brand = page.getByRole('banner').getByRole('link', { name: 'Portico' });
    await expect(brand.locator('picture source')).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    const links = page.getByRole('navigation', { name: 'Collections' }).getByRole('link');
    await expect(links).toHaveText(['Articles', 'Categories']);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link')).toHaveText(['About']);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    // The site folder's own footer line: nothing of the CMS behind it.
    await expect(page.getByRole('contentinfo')).toHaveText('Portico · essays and guides on making websites people trust');
  });

  test('in French, the model speaks French: types, fields, values and the description', async ({ page }) => {
    await page.goto('/fr/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(page.getByLabel('Catégorie')).toBeVisible();
    await expect(page.getByLabel('Niveau')).toBeVisible();
    await expect(page.getByLabel('Niveau').locator('option')).toContainText(['Débutant', 'Intermédiaire', 'Avancé']);
    await expect(page.locator('.lead')).toHaveText(/^Des essais et des guides/);
    await expect(page.locator('main')).not.toContainText(/Published on|Category|Level|Beginner/);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link')).toHaveText(['À propos']);
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [320, 1280]) {
      test(`axe finds nothing on the home, list and article pages, ${scheme} scheme, ${width} px`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        const [article] = (await strapiArticles('filters[cover][id][$notNull]=true&sort=title:asc')).data;
        for (const path of ['/', '/articles', `/articles/${article!.documentId}`]) {
          await page.goto(path);
          expect.soft(await violations(page), `${scheme}, ${width} px: ${path}`).toEqual([]);
        }
      });
    }
  }
});

test('on a phone the header is two rows and the list starts on the first screen; sort and filters unfold', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/articles');
  // Two rows: the name with the account, then every navigation link on one line.
  const banner = page.getByRole('banner');
  const middle = async (name: string) => {
    const box = (await banner.getByRole('link', { name, exact: true }).boundingBox())!;
    return box.y + box.height / 2;
  };
  expect(Math.abs((await middle('Sign in')) - (await middle('Portico')))).toBeLessThan(8);
  const navigation = await middle('Articles');
  expect(navigation).toBeGreaterThan(await middle('Portico'));
  for (const name of ['Categories', 'About']) expect(await middle(name)).toBe(navigation);
  const first = await page.locator('main article, main .document-list li').first().boundingBox();
  expect(first!.y).toBeLessThan(844);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toBeHidden();
  await page.getByText('Sort and filter').click();
  await sort.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=/);
  // Open while a sort or filter is set, so what narrows the list stays in sight.
  await expect(page.getByLabel('Sort by')).toBeVisible();
});

test('a list’s first card image, a phone’s largest element, is fetched first and at once; the rest wait', async ({ request }) => {
  // Sorted by title, so the first card is a seeded article with its cover whatever other tests added.
  const html = await (await request.get('/articles?sort=title%3Aasc')).text();
  const images = html
    .split('<li class="document-card')
    .slice(1)
    .map((card) => /<img ([^>]*)>/i.exec(card.split('</li>')[0]!)?.[1]);
  expect(images[0]).toMatch(/fetchpriority="high"/i);
  expect(images[0]).toMatch(/loading="eager"/i);
  const others = images.slice(1).filter((image): image is string => image !== undefined);
  expect(others.length).toBeGreaterThan(1);
  for (const other of others) expect(other).toMatch(/loading="lazy"/i);
});
