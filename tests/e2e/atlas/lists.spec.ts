import { expect, hydrated, test } from '../support/fixtures';
import { cards, documentIdOf, LOCALES, pathOf, prefix, seed, seededPlace, storedImageName, type Locale } from './support/atlas';

/**
 * Every collection of the second content model is listed and browsable in each locale, from its
 * schema alone: published entries of that locale only, linked in that locale.
 */
const published = <Version>(entries: { publish?: boolean; versions: Partial<Record<Locale, Version>> }[], locale: Locale) =>
  entries.filter((entry) => entry.publish !== false).flatMap((entry) => (entry.versions[locale] ? [entry.versions[locale]!] : []));

test.describe('atlas: lists', () => {
  test('the site offers both collections, and not the single types', async ({ page }) => {
    await page.goto('/places');
    const collections = page.getByRole('navigation', { name: 'Collections' });
    await expect(collections.getByRole('link', { name: 'Places' })).toHaveAttribute('href', '/places');
    await expect(collections.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
    await expect(collections.getByRole('link', { name: /settings|about/i })).toHaveCount(0);
    expect((await page.request.get('/site-settings')).status()).toBe(404);
  });

  for (const locale of LOCALES) {
    test(`places in ${locale}: every published place of the locale, linked in the locale, with its facts`, async ({ page }) => {
      const names = published(seed.places, locale).map((version) => version.name);
      expect(names.length).toBeGreaterThan(0);
      // Other specs add places while this one runs: a page size that holds them all.
      await page.goto(`${prefix(locale)}/places?pageSize=100`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();
      for (const name of names) {
        const link = cards(page).getByRole('link', { name, exact: true });
        // By its name where it has one, else by its documentId.
        await expect(link).toHaveAttribute('href', `${prefix(locale)}${await pathOf('places', name, { locale })}`);
      }
      // Titles of the other locales are not in this one's list.
      for (const other of LOCALES.filter((code) => code !== locale)) {
        for (const { name } of published(seed.places, other).filter((version) => !names.includes(version.name))) {
          await expect(cards(page).getByRole('link', { name, exact: true })).toHaveCount(0);
        }
      }
    });

    test(`guides in ${locale}: every published guide of the locale, with its cover and starting place`, async ({ page }) => {
      const guides = seed.guides.filter((guide) => guide.publish !== false && guide.versions[locale]);
      expect(guides.length).toBeGreaterThan(0);
      await page.goto(`${prefix(locale)}/guides?pageSize=100`);
      await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
      for (const guide of guides) {
        const card = cards(page).filter({ has: page.getByRole('link', { name: guide.versions[locale]!.headline, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.locator('img')).toHaveAttribute('src', new RegExp(storedImageName(guide.cover!)));
        await expect(card).toContainText(seededPlace(guide.startsAt!).versions[locale]!.name);
      }
    });
  }

  test('in German, a card leads to the German page (a client-side navigation)', async ({ page }) => {
    const garden = seed.places.find((place) => place.key === 'beer-garden')!.versions.de!.name;
    await page.goto('/de/places?pageSize=100');
    await hydrated(page);
    await cards(page).getByRole('link', { name: garden, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/de/places/${await documentIdOf('places', garden, { locale: 'de' })}$`));
    await expect(page.getByRole('heading', { level: 1, name: garden })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the site’s list view for places: search and filters beside the cards from 1024 px, above them on a phone', async ({ page }) => {
    const placement = async () => {
      const filters = (await page.locator('.atlas-list-filters form.list-controls').boundingBox())!;
      const first = (await cards(page).first().boundingBox())!;
      return { beside: filters.x + filters.width <= first.x, above: filters.y + filters.height <= first.y };
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/places');
    await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();
    expect(await placement()).toEqual({ beside: true, above: false });
    // Searching from it is still the list's own transition: the cards change, the page stays.
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.atlas-list-filters').getByLabel('Search', { exact: true }).fill('lighthouse');
    await page.locator('.atlas-list-filters').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/places\?q=lighthouse$/);
    await expect(cards(page).getByRole('link', { name: 'Old Town Market', exact: true })).toHaveCount(0);
    await expect(cards(page).getByRole('link', { name: 'Harbour Lighthouse', exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await placement()).toEqual({ beside: false, above: true });
    // The guides keep Portico's list.
    await page.goto('/guides');
    await expect(page.locator('.atlas-list')).toHaveCount(0);
  });

  test('search and a filter on an enumeration work on this model too', async ({ page }) => {
    await page.goto('/places?q=lighthouse');
    await expect(cards(page).getByRole('link', { name: 'Harbour Lighthouse', exact: true })).toBeVisible();
    await expect(cards(page).getByRole('link', { name: 'Old Town Market', exact: true })).toHaveCount(0);
    await page.goto('/guides?f.season=autumn');
    await expect(cards(page).getByRole('link', { name: 'An Alpine Weekend', exact: true })).toBeVisible();
    await expect(cards(page).getByRole('link', { name: 'Three Days on the Coast', exact: true })).toHaveCount(0);
  });
});
