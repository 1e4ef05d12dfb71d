import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newAccount, registerAccount, strapiUrl } from '../support/backend';
import { adminApi } from './support/admin';
import { expect, hydrated, startSignedIn, test } from './support/fixtures';

/**
 * One search over the site, as a visitor meets it: the header's box on every page, a search page in the page's
 * locale with the results of every readable collection, the matched words marked, typos and other forms of a
 * word read, filters and pages in the URL; a member's drafts theirs alone; and a change found within 2 seconds.
 */
const tag = () => Math.random().toString(36).slice(2, 7);

async function write(jwt: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return response.status === 204 ? null : ((await response.json()) as { data: { documentId: string; slug: string } }).data;
}

const results = (page: Page) => page.getByRole('list', { name: /results? for|résultats? pour/ }).getByRole('listitem');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s box, in English and French: results across collections, the words marked, a typo and another form read', async ({
    page,
    registered,
  }) => {
    const word = `zephyr${tag()}`;
    const article = await write(registered.jwt, 'POST', '/articles?status=published', {
      data: { title: `Accessible ${word} workflows`, summary: 'How teams review pages.' },
    });
    const frenchVersion = await write(registered.jwt, 'PUT', `/articles/${article!.documentId}?locale=fr&status=published`, {
      data: { title: `Les accessibilités ${word}`, summary: 'Comment les équipes relisent.' },
    });

    await page.goto('/articles');
    const box = page.getByRole('search', { name: 'Search the site' });
    await box.getByRole('searchbox', { name: 'Search the site' }).fill(`workflow ${word}`);
    await box.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=workflow\\+${word}$`));
    await expect(page).toHaveTitle(new RegExp(`^Search: workflow ${word}`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`1 result for “workflow ${word}”`);
    const hit = results(page).first();
    await expect(hit.getByRole('link', { name: `Accessible ${word} workflows` })).toHaveAttribute(
      'href',
      // By its name, in the page's locale.
      `/articles/${article!.slug}`,
    );
    await expect(hit.locator('mark')).toHaveText([word, 'workflows']);
    // The query stays in the page's own box; the page is never indexed.
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(`workflow ${word}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // A typo is read as the word.
    await page.goto(`/search?q=${encodeURIComponent(`acessible ${word}`)}`);
    await expect(results(page)).toHaveCount(1);

    // Two collections: the seed's articles and the "Engineering" category hold "caching".
    await page.goto('/search?q=caching');
    const types = page.getByRole('navigation', { name: 'Result types' });
    await expect(types.getByRole('link', { name: /^Articles \(\d+\)$/ })).toBeVisible();
    await expect(types.getByRole('link', { name: /^Categories \(1\)$/ })).toBeVisible();
    await types.getByRole('link', { name: /^Categories/ }).click();
    await expect(page).toHaveURL(/\/search\?q=caching&type=categories$/);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText('Engineering');

    // In French, by French rules, from the French header.
    await page.goto('/fr/articles');
    const french = page.getByRole('search', { name: 'Rechercher sur le site' });
    await french.getByRole('searchbox').fill(`accessibilité ${word}`);
    await french.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/fr\/search\?q=/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`1 résultat pour « accessibilité ${word} »`);
    await expect(results(page).first().locator('mark')).toHaveText(['accessibilités', word]);
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', `/fr/articles/${frenchVersion!.slug}`);
  });

  test('nothing found says so and offers the closest known word', async ({ page, registered }) => {
    // Ending in a figure, the stemmer keeps it whole: a random tag may end as a suffix it cuts ("…ic", "…al").
    const word = `pelican${tag()}0`;
    await write(registered.jwt, 'POST', '/articles?status=published', { data: { title: `The ${word}`, summary: 'Birds.' } });
    await page.goto(`/search?q=${word.replace('eli', 'xxx')}`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`No results for “${word.replace('eli', 'xxx')}”`);
    await page.getByRole('link', { name: word }).click();
    await expect(results(page)).toHaveCount(1);
  });
});

test('with JavaScript: focus on the results, pages in the URL, axe finds nothing', async ({ page, registered }) => {
  const word = `ibis${tag()}`;
  for (let index = 1; index <= 12; index += 1) {
    await write(registered.jwt, 'POST', '/articles?status=published', {
      data: { title: `Ibis ${index} ${word}`, summary: `Number ${index}.` },
    });
  }
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: `12 results for “${word}”` });
  await expect(heading).toBeFocused();
  await expect(results(page)).toHaveCount(10);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&page=2$`));
  await expect(results(page)).toHaveCount(2);
  // In French too: the French header's box, the count in French, focus on it; these entries have no French version.
  await page.goto('/fr/articles');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Rechercher sur le site' }).fill(word);
  await page.getByRole('searchbox', { name: 'Rechercher sur le site' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: `Aucun résultat pour « ${word} »` })).toBeFocused();
  await expect(page.getByText(`Rien sur ce site ne correspond à « ${word} ».`, { exact: false })).toBeVisible();
  await page.goto(`/search?q=${word}&page=2`);
  await hydrated(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a draft is found by its owner alone; published it is found, unpublished it is gone, within 2 seconds', async ({
  page,
  browser,
  account,
  registered,
}) => {
  const word = `kestrel${tag()}`;
  const draft = await write(registered.jwt, 'POST', '/articles?status=draft', { data: { title: `Unfinished ${word}`, summary: 'Soon.' } });
  const visitor = await browser.newPage();
  const neighbour = await browser.newPage();
  const other = newAccount('neighbour');
  await registerAccount(other, `10.81.${test.info().workerIndex}.1`);
  await startSignedIn(neighbour, other.email, other.password);

  for (const stranger of [visitor, neighbour]) {
    await stranger.goto(`/search?q=${word}`);
    await expect(stranger.getByText(`No results for “${word}”`)).toBeVisible();
  }
  await startSignedIn(page, account.email, account.password, `/search?q=${word}`);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first().getByText('Draft')).toBeVisible();

  await write(registered.jwt, 'PUT', `/articles/${draft!.documentId}?status=published`, { data: { title: `Finished ${word}` } });
  await expect(async () => {
    await visitor.goto(`/search?q=${word}`);
    await expect(results(visitor)).toHaveCount(1, { timeout: 100 });
  }).toPass({ timeout: 2_000 });
  await write(registered.jwt, 'POST', `/articles/${draft!.documentId}/unpublish`);
  await expect(async () => {
    await visitor.goto(`/search?q=${word}`);
    await expect(visitor.getByText(`No results for “${word}”`)).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 2_000 });
  await visitor.close();
  await neighbour.close();
});

test('an article published and deleted in Strapi’s admin panel is found, then gone, within 2 seconds', async ({ page, visitor }) => {
  const word = `heron${tag()}`;
  const admin = await adminApi(visitor);
  const { documentId } = await admin.createDraftArticle(`Written in the admin ${word}`);
  await admin.publish(documentId);
  await expect(async () => {
    await page.goto(`/search?q=${word}`);
    await expect(results(page)).toHaveCount(1, { timeout: 100 });
  }).toPass({ timeout: 2_000 });
  await admin.remove(documentId);
  await expect(async () => {
    await page.goto(`/search?q=${word}`);
    await expect(page.getByText(`No results for “${word}”`)).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 2_000 });
});
