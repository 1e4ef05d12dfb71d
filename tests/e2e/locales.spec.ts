import { expect, test, type Page } from '@playwright/test';
import { strapiGet } from '../support/backend';
import { openLanguages } from './support/languages';

/**
 * Locales, read from Strapi's i18n plugin (the embedded cms has English, the default, and French):
 * unprefixed addresses for the default locale, /fr/… for French, a Language navigation, <html
 * lang> and hreflang alternates that match the page.
 */
interface Localized {
  documentId: string;
  title: string;
  slug: string;
  locale: string;
  localizations?: { locale: string }[];
}

async function articlesIn(locale: string, query = ''): Promise<Localized[]> {
  const { data } = await strapiGet<{ data: Localized[] }>(
    `/articles?locale=${locale}&fields[0]=title&fields[1]=locale&fields[2]=slug&populate[localizations][fields][0]=locale&pagination[pageSize]=100&sort=id:asc${query}`,
  );
  return data;
}

const alternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!, location.href).pathname])),
    );

test.describe('locales', () => {
  test('the home page in each locale: its own title, <html lang>, the Language navigation and alternates', async ({ page }) => {
    const { data: french } = await strapiGet<{ data: { title: string } }>('/homepage?locale=fr');
    const { data: english } = await strapiGet<{ data: { title: string } }>('/homepage');
    expect(french.title).not.toBe(english.title);

    await page.goto('/fr');
    await expect(page.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const languages = await openLanguages(page, 'Langue');
    const toEnglish = languages.getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish).toHaveAttribute('href', '/');
    await expect(languages.getByText('Français')).toHaveAttribute('aria-current', 'page');
    expect(await alternates(page)).toEqual({ en: '/', fr: '/fr', 'x-default': '/' });
    // The site's own links stay in the page's locale.
    await expect(page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'href',
      '/fr/articles',
    );

    await toEnglish.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect((await openLanguages(page)).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr');
  });

  test('a list shows the entries of its locale only', async ({ page }) => {
    const french = await articlesIn('fr');
    expect(french.length).toBeGreaterThanOrEqual(10);
    const firstFrench = french[0]!;
    const english = (await articlesIn('en')).find((article) => article.documentId === firstFrench.documentId)!;
    expect(english.title).not.toBe(firstFrench.title);

    await page.goto(`/fr/articles?q=${encodeURIComponent(firstFrench.title)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: firstFrench.title })).toHaveAttribute('href', `/fr/articles/${firstFrench.slug}`);
    await page.goto(`/fr/articles?q=${encodeURIComponent(english.title)}`);
    await expect(page.getByText('Rien ne correspond à ces filtres.')).toBeVisible();
  });

  test('a translated document: its version in each locale, linked both ways, with hreflang alternates', async ({ page }) => {
    const french = (await articlesIn('fr'))[1]!;
    const english = (await articlesIn('en')).find((article) => article.documentId === french.documentId)!;

    // Each locale by its own slug.
    expect(french.slug).not.toBe(english.slug);
    await page.goto(`/articles/${english.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    expect(await alternates(page)).toEqual({
      en: `/articles/${english.slug}`,
      fr: `/fr/articles/${french.slug}`,
      'x-default': `/articles/${english.slug}`,
    });
    await (await openLanguages(page)).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/articles/${french.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'href',
      '/fr/articles',
    );
  });

  test('a document without a translation: the Language link goes to that locale’s list and says so; its address there is 404', async ({
    page,
    request,
  }) => {
    const untranslated = (await articlesIn('en')).find((article) => !article.localizations?.some((entry) => entry.locale === 'fr'))!;
    expect(untranslated).toBeDefined();

    await page.goto(`/articles/${untranslated.documentId}`);
    await expect(page.getByRole('heading', { level: 1, name: untranslated.title })).toBeVisible();
    const languages = await openLanguages(page);
    await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/articles');
    await expect(languages).toContainText(/not translated/i);
    // Only real translations are announced to search engines.
    expect(await alternates(page)).toEqual({});

    expect((await request.get(`/fr/articles/${untranslated.documentId}`)).status()).toBe(404);
    expect((await request.get(`/fr/articles/${untranslated.slug}`)).status()).toBe(404);
  });

  test('a first visit to / follows Accept-Language with one redirect, and the visitor’s choice is remembered', async ({ browser }) => {
    const { data: french } = await strapiGet<{ data: { title: string } }>('/homepage?locale=fr');
    const { data: english } = await strapiGet<{ data: { title: string } }>('/homepage');

    const frenchBrowser = await browser.newContext({ locale: 'fr-FR' });
    const page = await frenchBrowser.newPage();
    const arrival = (await page.goto('/'))!;
    expect(new URL(page.url()).pathname).toBe('/fr');
    // One redirect, from / itself.
    const redirected = arrival.request().redirectedFrom();
    expect(new URL(redirected!.url()).pathname).toBe('/');
    expect(redirected!.redirectedFrom()).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: french.title })).toBeVisible();

    // Choosing English in the Language navigation is a choice: it sticks, even on typing the address.
    await (await openLanguages(page, 'Langue')).getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    await frenchBrowser.close();

    // An English browser is never redirected, until its visitor reads in French.
    const englishBrowser = await browser.newContext({ locale: 'en-US' });
    const other = await englishBrowser.newPage();
    expect((await other.goto('/'))!.request().redirectedFrom()).toBeNull();
    await other.goto('/fr/articles');
    await other.goto('/');
    expect(new URL(other.url()).pathname).toBe('/fr');
    await englishBrowser.close();
  });
});
