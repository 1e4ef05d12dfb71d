import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strapiGet, strapiUrl } from '../support/backend';
import { expect, test } from './support/fixtures';
import { openLanguages } from './support/languages';
import { frenchModelWords } from './support/site-words';

/**
 * Search-engine basics: single types on pages of their own (the embedded cms's About, localized,
 * with an SEO component), page metadata from that component or, without one, from the document
 * itself, the sitemap and robots.txt, and the favicon.
 */

interface About {
  title: string;
  seo: { metaTitle: string; metaDescription: string; metaImage: { url: string } | null };
}

const about = async (locale: string) =>
  (await strapiGet<{ data: About }>(`/about?locale=${locale}&populate[seo][populate][0]=metaImage`)).data;

const meta = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');

/** A new article with a summary and a cover, created through Strapi by its owner (data of this test only). */
async function createArticle(jwt: string, title: string) {
  const auth = { Authorization: `Bearer ${jwt}` };
  const form = new FormData();
  form.append('files', new Blob([readFileSync('cms/seed/images/ember.jpg')], { type: 'image/jpeg' }), `${title}.jpg`);
  const [cover] = (await (await fetch(`${strapiUrl()}/api/upload`, { method: 'POST', headers: auth, body: form })).json()) as {
    id: number;
    url: string;
  }[];
  const response = await fetch(`${strapiUrl()}/api/articles`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: { title, summary: `What ${title} is about, in one sentence.`, body: '## Heading\n\nBody.', cover: cover!.id },
    }),
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { documentId: string; slug: string } };
  return { documentId: data.documentId, slug: data.slug, summary: `What ${title} is about, in one sentence.`, coverUrl: cover!.url };
}

const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

test.describe('single-type pages', () => {
  test('the About page: linked from the header, in English and French, with its Language navigation', async ({ page }) => {
    const [english, french] = await Promise.all([about('en'), about('fr')]);
    expect(french.title).not.toBe(english.title);

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    // Its fields, by their type: the markdown body as headings and lists.
    await expect(page.getByRole('heading', { level: 2, name: 'What we publish' })).toBeVisible();
    // The SEO component is for search engines and link previews, not the page.
    await expect(page.getByRole('main')).not.toContainText(english.seo.metaDescription);

    const languages = await openLanguages(page);
    await expect(languages.getByText('English')).toHaveAttribute('aria-current', 'page');
    await languages.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: french.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Named in French by the demo's site folder (the model itself has one name, in no language).
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: frenchModelWords.about })).toHaveAttribute(
      'href',
      '/fr/about',
    );
    // The landmark's name is the interface's word, in French on a French page.
    await expect((await openLanguages(page, 'Langue')).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/about');
  });

  test('an address that names no collection or page answers 404, and so does the home page’s own type', async ({ request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    expect((await request.get('/homepage')).status()).toBe(404);
    expect((await request.get('/fr/no-such-page')).status()).toBe(404);
  });
});

test.describe('a page not found, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Next draws a page that calls notFound() in the browser only, from its payload: an empty
  // <html id="__next_error__"> without JavaScript. Portico's pages render it on the server.
  for (const [what, address, words] of [
    ['a collection no one has', '/no-such-page', { title: 'Page not found', home: 'Go to the home page' }],
    ['a document that does not exist', '/articles/nosuchdocument0000000000', { title: 'Page not found', home: 'Go to the home page' }],
    ['the same in French', '/fr/articles/nosuchdocument0000000000', { title: 'Page introuvable', home: 'Aller à la page d’accueil' }],
    ['an address no route matches', '/no/such/page/at/all', { title: 'Page not found', home: 'Go to the home page' }],
  ] as const) {
    test(`${what}: a 404 the server renders, in the site's layout, never indexed`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response!.status()).toBe(404);
      expect(await page.locator('html').getAttribute('id')).toBeNull();
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${words.title}`));
      await expect(page.getByRole('navigation', { name: 'Collections' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: words.home })).toBeVisible();
      expect(await meta(page, 'name="robots"')).toMatch(/noindex/);
    });
  }
});

test.describe('page metadata', () => {
  test('a single type with an SEO component: its title, description and share image, and a canonical address', async ({
    page,
    baseURL,
  }) => {
    const french = await about('fr');
    expect(french.seo.metaImage).not.toBeNull();

    await page.goto('/fr/about');
    await expect(page).toHaveTitle(french.seo.metaTitle);
    expect(await meta(page, 'name="description"')).toBe(french.seo.metaDescription);
    expect(await meta(page, 'property="og:title"')).toBe(french.seo.metaTitle);
    expect(await meta(page, 'property="og:description"')).toBe(french.seo.metaDescription);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/fr/about`);
    // Its translations, as absolute addresses on the site's own address.
    expect(await page.locator('head link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(`${baseURL}/about`);
    expect(await page.locator('head link[rel="alternate"][hreflang="fr"]').getAttribute('href')).toBe(`${baseURL}/fr/about`);
    const shareImage = (await meta(page, 'property="og:image"'))!;
    expect(new URL(shareImage).pathname).toBe(french.seo.metaImage!.url);
    // The preview picture a link shows actually loads.
    const picture = await page.request.get(shareImage);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
  });

  test(
    'an article (no SEO component): its title with the site name, its summary, its cover',
    { tag: '@database' },
    async ({ page, baseURL, registered }) => {
      const title = `Metadata ${registered.user.username}`;
      const article = await createArticle(registered.jwt, title);

      await page.goto(`/articles/${article.documentId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Portico`);
      expect(await meta(page, 'name="description"')).toBe(article.summary);
      expect(await meta(page, 'property="og:description"')).toBe(article.summary);
      expect(new URL((await meta(page, 'property="og:image"'))!).pathname).toBe(article.coverUrl);
      // Its address by name: the id it was opened by redirects there.
      await expect(page).toHaveURL(`${baseURL}/articles/${article.slug}`);
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/articles/${article.slug}`);
    },
  );
});

test.describe('sitemap and robots.txt', () => {
  test(
    'the sitemap lists every locale’s pages and documents, never an untranslated address, and a new document soon after',
    { tag: '@database' },
    async ({ page, baseURL, registered }) => {
      type Named = { data: { documentId: string; slug: string }[] };
      const french = await strapiGet<Named>('/articles?locale=fr&fields[0]=slug&pagination[pageSize]=100');
      const english = await strapiGet<Named>('/articles?fields[0]=slug&pagination[pageSize]=100');
      const englishOf = (documentId: string) => english.data.find((article) => article.documentId === documentId)!.slug;
      const frenchIds = new Set(french.data.map((article) => article.documentId));
      const untranslated = english.data.find((article) => !frenchIds.has(article.documentId))!;
      expect(untranslated).toBeDefined();
      const response = await page.request.get('/sitemap.xml');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/xml');
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      const locs = sitemapLocs(xml);
      expect(locs).toEqual(
        expect.arrayContaining([
          `${baseURL}/`,
          `${baseURL}/fr`,
          `${baseURL}/articles`,
          `${baseURL}/fr/articles`,
          `${baseURL}/about`,
          `${baseURL}/fr/about`,
          // Each locale's address by its own slug.
          `${baseURL}/articles/${englishOf(french.data[0]!.documentId)}`,
          `${baseURL}/fr/articles/${french.data[0]!.slug}`,
          `${baseURL}/articles/${untranslated.slug}`,
        ]),
      );
      expect(locs).not.toContain(`${baseURL}/fr/articles/${untranslated.slug}`);
      expect(
        locs.filter((loc) => /\/[a-z0-9]{24}$/.test(loc)),
        'addresses by id',
      ).toEqual([]);
      expect(locs).not.toContain(`${baseURL}/homepage`);
      expect(new Set(locs).size).toBe(locs.length);

      // A document created now shows up: Strapi's webhook expires the sitemap's cached reads.
      const created = await createArticle(registered.jwt, `Sitemap ${registered.user.username}`);
      await expect(async () => {
        expect(sitemapLocs(await (await page.request.get('/sitemap.xml')).text())).toContain(`${baseURL}/articles/${created.slug}`);
      }).toPass({ timeout: 10_000 });
      // And its address is a page.
      await page.goto(`/articles/${created.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: `Sitemap ${registered.user.username}` })).toBeVisible();
      // Below 50,000 addresses there are no parts.
      expect((await page.request.get('/sitemaps/1.xml')).status()).toBe(404);
    },
  );

  test('robots.txt names the sitemap and keeps crawlers out of the private pages', async ({ page, baseURL }) => {
    await page.goto('/robots.txt');
    const body = page.locator('body');
    await expect(body).toContainText(`Sitemap: ${baseURL}/sitemap.xml`);
    await expect(body).toContainText('Disallow: /account');
    await expect(body).toContainText('Disallow: /api/');
    await expect(body).toContainText('Disallow: /*/edit$');
  });

  test('the favicon is served from public/ and announced by every page', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
    const icon = await page.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/icon/);
  });
});
