import { expect, test } from '../support/fixtures';
import { LOCALE_NAMES, LOCALES, documentIdOf, prefix, seededPlace, type Locale } from './support/atlas';
import { openLanguages } from '../support/languages';

/**
 * Three locales from Strapi's i18n plugin (English, the default, German and Japanese): the Language
 * navigation moves between an entry's versions, and an entry missing in a locale says so.
 */
const languages = (page: import('@playwright/test').Page) => openLanguages(page);

test.describe('atlas: locales', () => {
  test('the home page in each locale: the place the site folder chose, <html lang>, links that stay in the locale', async ({
    page,
    baseURL,
  }) => {
    const lighthouse = seededPlace('lighthouse');
    for (const locale of LOCALES) {
      await page.goto(prefix(locale) || '/');
      // Its version in this locale: its name, its text, and its own address as the canonical one stays the home page.
      await expect(page.getByRole('heading', { level: 1, name: lighthouse.versions[locale]!.name })).toBeVisible();
      await expect(page.getByText(lighthouse.versions[locale]!.summary)).toBeVisible();
      // The site's home view adds its line after it, in the locale.
      await expect(page.locator('.atlas-next')).toHaveText(
        { en: 'Then choose a guide to walk.', de: 'Dann wähle einen Führer zum Wandern.', ja: '次に、歩くガイドを選んでください。' }[
          locale
        ],
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${prefix(locale)}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect((await languages(page)).getByText(LOCALE_NAMES[locale], { exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Guides' })).toHaveAttribute(
        'href',
        `${prefix(locale)}/guides`,
      );
    }
  });

  test('a page that says nothing of itself carries the site folder’s description, in its locale', async ({ page }) => {
    const descriptions: Record<Locale, RegExp> = {
      en: /^Travel guides to coasts/,
      de: /^Reiseführer zu Küsten/,
      ja: /^海岸、街、山への旅行ガイド/,
    };
    for (const locale of LOCALES) {
      await page.goto(`${prefix(locale)}/guides`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', descriptions[locale]);
    }
  });

  test('the Language navigation goes round an entry’s three versions, each at its own name', async ({ page }) => {
    const lighthouse = seededPlace('lighthouse');
    const id = await documentIdOf('places', lighthouse.versions.en!.name);
    // The documentId address leads to its name.
    await page.goto(`/places/${id}`);
    await expect(page).toHaveURL(/\/places\/harbour-lighthouse$/);
    const tour: Locale[] = ['de', 'ja', 'en'];
    for (const locale of tour) {
      await (await languages(page)).getByRole('link', { name: LOCALE_NAMES[locale] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/places/${lighthouse.versions[locale]!.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: lighthouse.versions[locale]!.name })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Places' })).toHaveAttribute(
        'href',
        `${prefix(locale)}/places`,
      );
    }
  });

  test('an entry only in English: the other locales link to their lists and say so; its addresses there are 404', async ({
    page,
    request,
  }) => {
    const hut = seededPlace('hut');
    const id = await documentIdOf('places', hut.versions.en!.name);
    await page.goto(`/places/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: hut.versions.en!.name })).toBeVisible();
    for (const locale of ['de', 'ja'] as const) {
      const item = (await languages(page)).getByRole('listitem').filter({ hasText: LOCALE_NAMES[locale] });
      await expect(item.getByRole('link')).toHaveAttribute('href', `/${locale}/places`);
      await expect(item).toContainText(/not translated/i);
      expect((await request.get(`/${locale}/places/${id}`)).status()).toBe(404);
    }
    await (await languages(page)).getByRole('link', { name: LOCALE_NAMES.ja }).click();
    await expect(page).toHaveURL(/\/ja\/places$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Places' })).toBeVisible();
  });

  test('an entry only in German: English and Japanese say it is not translated; its English address is 404', async ({ page, request }) => {
    const garden = seededPlace('beer-garden');
    const id = await documentIdOf('places', garden.versions.de!.name, { locale: 'de' });
    await page.goto(`/de/places/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: garden.versions.de!.name })).toBeVisible();
    const english = (await languages(page)).getByRole('listitem').filter({ hasText: LOCALE_NAMES.en });
    await expect(english.getByRole('link')).toHaveAttribute('href', '/places');
    await expect(english).toContainText(/not translated/i);
    expect((await request.get(`/places/${id}`)).status()).toBe(404);
    expect((await request.get(`/ja/places/${id}`)).status()).toBe(404);
  });
});
