import { strapiGet } from '../../support/backend';
import { expect, hydrated, memberMenu, registerThroughForm, startSignedIn, tabTo, test } from '../support/fixtures';
import { cards, documentIdOf, seededPlace } from './support/atlas';

/**
 * Members write places and guides through the forms generated from this model's schema: the
 * fields it has (text, markdown, enumerations, numbers, media, single and multiple relations),
 * in the page's locale. Strapi stamps the owner; Edit is offered to them.
 */
// A 1 x 1 PNG, small enough to write out here.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC', 'base64');

test.describe('atlas: create and edit through the generated forms', { tag: '@database' }, () => {
  test('a new member registers, creates a place with a photo, finds it in the list and renames it', async ({
    page,
    request,
    baseURL,
    account,
  }) => {
    await registerThroughForm(page, account);
    await expect(memberMenu(page, account.username)).toBeVisible();
    await page.goto('/places');
    await page.getByRole('link', { name: 'New place' }).click();
    await expect(page).toHaveURL(`${baseURL}/places/new`);

    const name = `Quiet Harbour Bench ${account.username}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Summary (optional)').fill('A bench out of the wind.');
    await page.getByLabel('Description (optional)').fill('## How to find it\n\nBehind the **fish hall**.');
    await page.getByLabel('Region (optional)').selectOption('coast');
    await page.getByLabel('Stars (1 to 5) (optional)').fill('4');
    await page.getByLabel('Photo (optional)').setInputFiles({ name: 'bench.png', mimeType: 'image/png', buffer: PIXEL });
    // Draft & Publish on this model too: first a draft, only its owner sees it.
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(page.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${name} Draft` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How to find it' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'fish hall' })).toBeVisible();
    await expect(page.locator('.field-row.field-media img').first()).toHaveAttribute('src', /bench/);
    const detailPath = new URL(page.url()).pathname;
    expect((await request.get(detailPath)).status()).toBe(404);
    await page.goto(`/places?q=${encodeURIComponent(name)}`);
    await expect(cards(page)).toHaveCount(0);

    await page.goto(`${detailPath}?status=draft`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Region (optional)')).toHaveValue('coast');
    await page.getByLabel('Name').fill(`${name} (renamed)`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${name} (renamed)` })).toBeVisible();
    // The photo was kept.
    await expect(page.locator('.field-row.field-media img').first()).toHaveAttribute('src', /bench/);
    expect((await request.get(detailPath)).status()).toBe(200);
    await page.goto(`/places?q=${encodeURIComponent(name)}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Coast');
  });

  test('a member writes a guide with a single and a multiple relation to places, and edits it', async ({
    page,
    baseURL,
    account,
    registered,
  }) => {
    const lighthouse = seededPlace('lighthouse').versions.en!.name;
    const market = seededPlace('market').versions.en!.name;
    await startSignedIn(page, account.email, account.password, '/guides');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/guides`);
    await page.getByRole('link', { name: 'New guide' }).click();
    await expect(page).toHaveURL(`${baseURL}/guides/new`);
    // Blocks, components and the dynamic zone have their inputs too (the next test writes them).
    await expect(page.getByRole('group', { name: 'Sections (optional)' })).toBeVisible();

    const headline = `A Day at the Harbour ${account.username}`;
    await page.getByLabel('Headline').fill(headline);
    await page.getByLabel('Days (optional)').fill('1');
    await page.getByLabel('Season (optional)').selectOption('spring');
    await page.getByLabel('Starts at (optional)').selectOption({ label: lighthouse });
    await page.getByLabel('Places (optional)').selectOption([{ label: lighthouse }, { label: market }]);
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    const startsAt = page.locator('.field-row', { has: page.getByRole('term').filter({ hasText: /^Starts at$/ }) });
    await expect(startsAt.getByRole('link', { name: lighthouse })).toHaveAttribute('href', /^\/places\//);
    const places = page.locator('.field-row', { has: page.getByRole('term').filter({ hasText: /^Places$/ }) });
    await expect(places.getByRole('link')).toHaveText([lighthouse, market]);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Headline')).toHaveValue(headline);
    await expect(page.getByLabel('Season (optional)')).toHaveValue('spring');
    await page.getByLabel('Places (optional)').selectOption([{ label: market }]);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Updated. Everyone reads the new version now.')).toBeVisible();
    await expect(places.getByRole('link')).toHaveText([market]);
    await page.goto(`/guides?q=${encodeURIComponent(headline)}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(lighthouse);
  });

  test('a member writes a guide with stops, a dynamic zone moved and trimmed, and JSON; a place with highlights holding a photo', async ({
    page,
    account,
    registered,
  }) => {
    const lighthouse = seededPlace('lighthouse').versions.en!.name;
    const market = seededPlace('market').versions.en!.name;
    await startSignedIn(page, account.email, account.password, '/guides/new');
    await hydrated(page);
    const headline = `Sections ${account.username}`;
    await page.getByLabel('Headline').fill(headline);
    // Repeatable components holding relations.
    const stops = page.getByRole('group', { name: 'Stops (optional)' });
    for (const [label, place] of [
      ['Morning', lighthouse],
      ['Lunch', market],
    ] as const) {
      await stops.getByRole('button', { name: 'Add an entry to Stops' }).click();
      const entry = stops.getByRole('group', { name: `Stop ${label === 'Morning' ? 1 : 2}` });
      await entry.getByLabel('Label').fill(label);
      await entry.getByLabel('Place (optional)', { exact: true }).selectOption({ label: place });
    }
    // A dynamic zone with several components, moved and removed.
    const sections = page.getByRole('group', { name: 'Sections (optional)' });
    const addSection = async (name: string) => {
      await sections.getByRole('button', { name: 'Add a component' }).click();
      await sections.getByRole('button', { name, exact: true }).click();
    };
    await addSection('Text section');
    await sections.getByRole('group', { name: 'Text section' }).getByLabel('Heading (optional)').fill('Removed later');
    await addSection('Tip');
    await sections.getByRole('group', { name: 'Tip' }).getByLabel('Advice').fill('Bring cash');
    await addSection('Place link');
    await sections.getByRole('group', { name: 'Place link' }).getByLabel('Label (optional)').fill('Fish hall');
    await sections.getByRole('group', { name: 'Place link' }).getByRole('button', { name: 'Move up' }).click();
    await sections.getByRole('group', { name: 'Text section' }).getByRole('button', { name: 'Remove' }).click();
    await expect(sections.getByRole('group')).toHaveCount(2);
    // JSON, refused until it parses.
    await page.getByLabel('Practical (optional)').fill('{"open": [9, 17], }');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/Practical is not valid JSON/)).toBeVisible();
    await expect(page.getByLabel('Headline')).toHaveValue(headline);
    await page.getByLabel('Practical (optional)').fill('{"open": [9, 17]}');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();

    const documentId = await documentIdOf('guides', headline);
    const { data } = await strapiGet<{ data: Record<string, unknown> }>(
      `/guides/${documentId}?populate[stops][populate]=place&populate[sections]=true&fields[0]=practical`,
    );
    expect(data.practical).toEqual({ open: [9, 17] });
    expect((data.stops as { label: string; place: { name: string } }[]).map((stop) => [stop.label, stop.place?.name])).toEqual([
      ['Morning', lighthouse],
      ['Lunch', market],
    ]);
    expect((data.sections as { __component: string }[]).map((section) => section.__component)).toEqual(['travel.place-link', 'travel.tip']);

    // A place whose repeatable highlights hold a photo each.
    await page.goto('/places/new');
    await hydrated(page);
    await page.getByLabel('Name').fill(`Highlights ${account.username}`);
    const highlights = page.getByRole('group', { name: 'Highlights (optional)' });
    await highlights.getByRole('button', { name: 'Add an entry to Highlights' }).click();
    await highlights.getByRole('group', { name: 'Highlight 1' }).getByLabel('Label').fill('Old crane');
    await highlights
      .getByRole('group', { name: 'Highlight 1' })
      .getByLabel('Image (optional)')
      .setInputFiles({ name: 'crane.png', mimeType: 'image/png', buffer: PIXEL });
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    const placeId = await documentIdOf('places', `Highlights ${account.username}`);
    const place = await strapiGet<{ data: { highlights: { label: string; image: { name: string } }[] } }>(
      `/places/${placeId}?populate[highlights][populate]=image`,
    );
    expect(place.data.highlights.map((highlight) => [highlight.label, highlight.image?.name])).toEqual([['Old crane', 'crane.png']]);
    expect(registered.user.username).toBeTruthy();
  });

  test('keyboard only: components are added, moved and removed with Tab, Enter and Space, focus landing where the user works next', async ({
    page,
    account,
    registered,
  }) => {
    await startSignedIn(page, account.email, account.password, '/guides/new');
    await hydrated(page);
    const keys = page.keyboard;
    const headline = `Keyboard ${registered.user.username}`;
    await page.getByLabel('Headline').focus();
    await keys.type(headline);

    // A repeatable component: Enter on its Add button, and focus is in the new entry's first field.
    const stops = page.getByRole('group', { name: 'Stops (optional)' });
    await tabTo(page, stops.getByRole('button', { name: 'Add an entry to Stops' }));
    await keys.press('Enter');
    await expect(stops.getByRole('group', { name: 'Stop 1' }).getByLabel('Label')).toBeFocused();
    await keys.type('Morning');

    // A dynamic zone: the component menu opens with Enter, a component is chosen with Enter or Space.
    const sections = page.getByRole('group', { name: 'Sections (optional)' });
    const add = sections.getByRole('button', { name: 'Add a component' });
    const legends = sections.locator(':scope > fieldset > legend');
    await tabTo(page, add);
    await keys.press('Enter');
    await expect(add).toHaveAttribute('aria-expanded', 'true');
    await keys.press('Tab');
    await expect(sections.getByRole('button', { name: 'Text section', exact: true })).toBeFocused();
    await keys.press('Enter');
    await expect(sections.getByRole('group', { name: 'Text section' }).getByLabel('Heading (optional)')).toBeFocused();
    await keys.type('Removed later');
    await tabTo(page, add);
    await keys.press('Space');
    await tabTo(page, sections.getByRole('button', { name: 'Tip', exact: true }));
    await keys.press('Space');
    const tip = sections.getByRole('group', { name: 'Tip' });
    await expect(tip.getByLabel('Advice')).toBeFocused();
    await keys.type('Bring cash');
    await expect(legends).toHaveText(['Text section', 'Tip']);

    // Moved up: the Tip comes first and its Move up button keeps the focus.
    await tabTo(page, tip.getByRole('button', { name: 'Move up' }));
    await keys.press('Enter');
    await expect(legends).toHaveText(['Tip', 'Text section']);
    await expect(tip.getByRole('button', { name: 'Move up' })).toBeFocused();
    await expect(tip.getByRole('button', { name: 'Move up' })).toHaveAttribute('aria-disabled', 'true');
    // Moving the first entry up does nothing, and says so without losing focus.
    await keys.press('Enter');
    await expect(legends).toHaveText(['Tip', 'Text section']);
    await expect(tip.getByRole('button', { name: 'Move up' })).toBeFocused();
    await expect(tip.getByLabel('Advice')).toHaveValue('Bring cash');

    // Removed: focus goes to the zone's Add button.
    await tabTo(page, sections.getByRole('group', { name: 'Text section' }).getByRole('button', { name: 'Remove' }));
    await keys.press('Space');
    await expect(legends).toHaveText(['Tip']);
    await expect(add).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Publish' }), 80);
    await keys.press('Enter');
    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    const documentId = await documentIdOf('guides', headline);
    const { data } = await strapiGet<{ data: { stops: { label: string }[]; sections: { __component: string; advice?: string }[] } }>(
      `/guides/${documentId}?populate[stops]=true&populate[sections]=true`,
    );
    expect(data.stops.map((stop) => stop.label)).toEqual(['Morning']);
    expect(data.sections.map((section) => [section.__component, section.advice])).toEqual([['travel.tip', 'Bring cash']]);
  });

  test('a member writes a guide in German: it is saved and shown in German, and has no English version', async ({
    page,
    request,
    baseURL,
    account,
    registered,
  }) => {
    await startSignedIn(page, account.email, account.password, '/de/guides/new');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/de/guides/new`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const headline = `Ein Tag am Hafen ${account.username}`;
    await page.getByLabel('Headline').fill(headline);
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp('/de/guides/[a-z0-9]+\\?notice=published$'));
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const documentId = new URL(page.url()).pathname.split('/').pop()!;
    expect((await request.get(`/guides/${documentId}`)).status()).toBe(404);
  });
});
