import { expect, test } from '../support/fixtures';
import { LOCALES, cards, documentIdOf, prefix, seededGuide, seededPlace } from './support/atlas';

/**
 * Draft & Publish: visitors see published versions only. An entry that was never published has
 * no page and appears in no list or search; edits not yet published stay out of sight.
 * (Editors read drafts with an API token; these specs use one to learn the drafts' addresses.)
 */
const cove = seededPlace('cove');
const winter = seededGuide('winter');
const promenade = seededPlace('promenade');

test.describe('atlas: drafts stay hidden', { tag: '@database' }, () => {
  test('a place that was never published: no page in any locale, in no list, found by no search', async ({ page, request }) => {
    const title = cove.versions.en!.name;
    const id = await documentIdOf('places', title, { draft: true });
    for (const locale of LOCALES) expect((await request.get(`${prefix(locale)}/places/${id}`)).status()).toBe(404);

    await page.goto('/places?pageSize=100');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.locator(`a[href$="/places/${id}"]`)).toHaveCount(0);
    await page.goto(`/places?q=${encodeURIComponent(title)}`);
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('a guide that was never published: no page, not in the list', async ({ page, request }) => {
    const title = winter.versions.en!.headline;
    const id = await documentIdOf('guides', title, { draft: true });
    expect((await request.get(`/guides/${id}`)).status()).toBe(404);
    await page.goto('/guides?pageSize=100');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('edits not yet published: the page and the list show the published version', async ({ page }) => {
    const published = promenade.versions.en!.name;
    const unpublished = promenade.draftEdits!.en!.name!;
    const id = await documentIdOf('places', unpublished, { draft: true });
    expect(await documentIdOf('places', published)).toBe(id);

    await page.goto(`/places/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: published })).toBeVisible();
    await expect(page.getByText(unpublished)).toHaveCount(0);
    await expect(page.getByText(promenade.draftEdits!.en!.summary!)).toHaveCount(0);
    await page.goto('/places?pageSize=100');
    await expect(cards(page).getByRole('link', { name: published, exact: true })).toBeVisible();
    await expect(page.getByText(unpublished)).toHaveCount(0);
  });
});
