import { expect, test } from '../support/fixtures';
import { documentIdOf, pathOf, seed, seededGuide, seededPlace, storedImageName } from './support/atlas';

/**
 * A detail page renders this model from its schema alone: a dynamic zone of four kinds of
 * component, repeatable components holding media and relations, media fields, relations both
 * ways, markdown and blocks.
 */
const coast = seededGuide('coast');
const lighthouse = seededPlace('lighthouse');
const market = seededPlace('market');

test.describe('atlas: detail pages', () => {
  test('a guide: dynamic-zone sections, repeatable stops with their places, cover, relations and blocks', async ({ page }) => {
    const english = coast.versions.en!;
    const [guideId, lighthousePath, marketPath] = await Promise.all([
      documentIdOf('guides', english.headline),
      pathOf('places', lighthouse.versions.en!.name),
      pathOf('places', market.versions.en!.name),
    ]);
    // Places by their names.
    expect([lighthousePath, marketPath]).toEqual(['/places/harbour-lighthouse', '/places/old-town-market']);
    await page.goto(`/guides/${guideId}`);
    await expect(page.getByRole('heading', { level: 1, name: english.headline })).toBeVisible();
    // Blocks (body) and the media field (cover).
    await expect(page.getByText(english.body!, { exact: true })).toBeVisible();
    await expect(page.locator('.field-row.field-media img').first()).toHaveAttribute('src', new RegExp(storedImageName('bay')));

    // Relations: a single one (starts at) and a list (places), as links in this locale.
    const startsAt = page.locator('.field-row', { has: page.getByRole('term').filter({ hasText: /^Starts at$/ }) });
    await expect(startsAt.getByRole('link', { name: lighthouse.versions.en!.name })).toHaveAttribute('href', lighthousePath);
    const places = page.locator('.field-row', { has: page.getByRole('term').filter({ hasText: /^Places$/ }) });
    await expect(places.getByRole('link', { name: market.versions.en!.name })).toHaveAttribute('href', marketPath);

    // A repeatable component with a relation: one region per stop.
    for (const [index, stop] of english.stops!.entries()) {
      const region = page.getByRole('region', { name: `Stop ${index + 1}` });
      await expect(region).toContainText(String(stop.label));
      await expect(region.getByRole('link', { name: seededPlace(String(stop.place)).versions.en!.name })).toBeVisible();
    }

    // The dynamic zone: each component titled by its display name, with its own fields.
    const [text, photo, placeLink, tip] = english.sections!;
    const textSection = page.getByRole('region', { name: 'Text section' });
    await expect(textSection.getByRole('heading', { level: 3, name: 'Text section' })).toBeVisible();
    await expect(textSection).toContainText(String(text!.heading));
    await expect(textSection.locator('strong')).toHaveText('light');
    const photoSection = page.getByRole('region', { name: 'Photo section' });
    await expect(photoSection.getByRole('img')).toHaveAttribute('src', new RegExp(storedImageName(String(photo!.photo))));
    await expect(photoSection).toContainText(String(photo!.caption));
    const placeSection = page.getByRole('region', { name: 'Place link' });
    await expect(placeSection).toContainText(String(placeLink!.label));
    await expect(placeSection.getByRole('link', { name: lighthouse.versions.en!.name })).toHaveAttribute('href', lighthousePath);
    const tipSection = page.getByRole('region', { name: 'Tip' });
    await expect(tipSection).toContainText(String(tip!.advice));
    await expect(tipSection).toContainText('Transport');

    // Following a relation from inside a component leads to the place.
    await placeSection.getByRole('link', { name: lighthouse.versions.en!.name }).click();
    await expect(page).toHaveURL(new RegExp(`${lighthousePath}$`));
    await expect(page.getByRole('heading', { level: 1, name: lighthouse.versions.en!.name })).toBeVisible();
  });

  test('a place: markdown, its photo, highlights with pictures, and the guides that include it', async ({ page }) => {
    const english = lighthouse.versions.en!;
    const [placeId, guideId] = await Promise.all([
      documentIdOf('places', english.name),
      documentIdOf('guides', coast.versions.en!.headline),
    ]);
    await page.goto(`/places/${placeId}`);
    await expect(page.getByRole('heading', { level: 1, name: english.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Getting there' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Open May to September' })).toBeVisible();
    await expect(page.locator('.field-row.field-media img').first()).toHaveAttribute('src', new RegExp(storedImageName(lighthouse.photo!)));
    const [withPicture, withoutPicture] = english.highlights!;
    const first = page.getByRole('region', { name: 'Highlight 1' });
    await expect(first).toContainText(String(withPicture!.label));
    await expect(first.getByRole('img')).toHaveAttribute('src', new RegExp(storedImageName(String(withPicture!.image))));
    await expect(page.getByRole('region', { name: 'Highlight 2' })).toContainText(String(withoutPicture!.note));
    // The label an editor gave the field in the content manager (the atlas cms sets it), not the attribute's name.
    const rating = page.locator('.field-row', { has: page.getByRole('term').filter({ hasText: /^Stars \(1 to 5\)$/ }) });
    await expect(rating.getByRole('definition')).toHaveText(String(lighthouse.rating));
    await expect(page.getByRole('term').filter({ hasText: /^Rating$/ })).toHaveCount(0);
    // The other side of the guides' relation.
    const guides = page.locator('.field-row', { has: page.getByRole('term').filter({ hasText: /^Guides$/ }) });
    await expect(guides.getByRole('link', { name: coast.versions.en!.headline })).toHaveAttribute('href', `/guides/${guideId}`);
  });

  test('the same guide in Japanese: its own sections and stops, relations to the Japanese versions', async ({ page }) => {
    const japanese = coast.versions.ja!;
    const [guideId, lighthousePath] = await Promise.all([
      documentIdOf('guides', japanese.headline, { locale: 'ja' }),
      pathOf('places', lighthouse.versions.ja!.name, { locale: 'ja' }),
    ]);
    await page.goto(`/ja/guides/${guideId}`);
    await expect(page.getByRole('heading', { level: 1, name: japanese.headline })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Text section' })).toContainText(String(japanese.sections![0]!.heading));
    await expect(page.getByRole('region', { name: 'Stop 1' }).getByRole('link', { name: lighthouse.versions.ja!.name })).toHaveAttribute(
      'href',
      `/ja${lighthousePath}`,
    );
    await expect(page.getByRole('region', { name: 'Tip' })).toContainText(String(japanese.sections![3]!.advice));
  });

  test('the about page (a localized single type) at its own address: its title, its team and guides to start with', async ({ page }) => {
    const about = seed.aboutPage.versions.en!;
    const teamPicture = seed.images.find((image) => image.key === about.team[0]!.image)!;
    const guideId = await documentIdOf('guides', coast.versions.en!.headline);
    await page.goto('/about-page');
    await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'went there' })).toBeVisible();
    // A repeatable component: one region per member, with its picture.
    const member = page.getByRole('region', { name: 'Highlight 1' });
    await expect(member).toContainText(String(about.team[0]!.label));
    await expect(member.getByRole('img', { name: teamPicture.alt })).toHaveAttribute('src', new RegExp(storedImageName(teamPicture.key)));
    // A relation to a collection: the entries as links.
    await expect(page.getByRole('main').getByRole('link', { name: coast.versions.en!.headline })).toHaveAttribute(
      'href',
      `/guides/${guideId}`,
    );
  });
});
