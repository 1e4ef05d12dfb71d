import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { strapiUrl } from '../support/backend';
import { strapiArticles } from './support/content';
import { expect, hydrated, memberMenu, startSignedIn, test } from './support/fixtures';
import { articleLabels, demoSite, openMoreOptions } from './support/site-words';

/**
 * Accessibility as a test (issue 15). axe-core checks every page type, signed out and signed in, in
 * the states people meet (lists with their state, errors, open dialogs, the markdown preview),
 * against WCAG 2.0, 2.1 and 2.2 A and AA and axe's own best practices; no rule is turned off. The
 * same pages at 320 CSS pixels must not scroll sideways (WCAG 1.4.10, which axe cannot see). Then
 * the keyboard alone: every Tab stop of three pages shows where focus is, and a member signs in,
 * creates, edits and deletes an entry with Tab, Shift+Tab, Enter and Escape only, focus landing
 * where a user expects it (the first field to fix, into a dialog and back out of it).
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The page as a user meets it: hydrated (every control works), with the carousel running if it has one. */
async function ready(page: Page) {
  await hydrated(page);
  // Swiper names its pagination bullets once it has started: the carousel's final markup.
  if (await page.locator('.carousel').count()) {
    await expect(
      page
        .locator('.carousel')
        .first()
        .getByRole('button', { name: /go to slide 1|aller à la diapositive 1/i }),
    ).toBeVisible();
  }
}

/**
 * No axe violation on the page as it is now; `state` says which page and state, in the report.
 *
 * Every rule runs and every violation is listed; two settings only make the scan cheaper (4 s to 1 s a
 * page here, measured): legacy mode runs axe in the page itself rather than finishing in a blank page
 * of its own (it refuses a cross-origin frame, and these pages have none), and `resultTypes` keeps the
 * full node lists for violations only, not for the passes nobody reads.
 */
async function expectAccessible(page: Page, state: string) {
  await ready(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(RULES)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${violation.help} at ${node.target.join(' ')}`),
  );
  expect.soft(found, `${state}: ${page.url()}`).toEqual([]);
}

/** A seeded article with markdown, Strapi blocks and a gallery (the carousel). */
const richArticle = async () => (await strapiArticles('filters[slug][$eq]=a-beginner-s-guide-to-caching')).data[0]!.documentId;

/** A draft of the member's own, made through Strapi: it changes no list other specs count. */
async function ownDraft(jwt: string, visitor: string, title: string): Promise<string> {
  const response = await fetch(`${strapiUrl()}/api/articles?status=draft`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: JSON.stringify({ data: { title, summary: 'Made by the accessibility spec.', body: '## A heading\n\n- one\n- two\n\n`code`' } }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}

test.describe('accessibility: axe finds nothing', () => {
  // A scan takes one to three seconds on a busy 2-core machine, and these tests scan up to 14 pages.
  test.describe.configure({ timeout: 120_000 });

  // One test a page: each scan takes 5 to 10 s on a busy 2-core machine, and one test of 13 pages ran
  // out of its 120 s (a full suite with other work on the machine took 9 s a page).
  const CONTENT_PAGES: [state: string, path: () => Promise<string>][] = [
    ['home, with its carousel', async () => '/'],
    ['a list, sorted, on page 2', async () => '/articles?sort=title%3Aasc&page=2&pageSize=10'],
    ['a list, searched and filtered', async () => '/articles?q=typography&f.level=advanced'],
    ['a list with a date range', async () => '/articles?f.featured=true&f.publishedOn.from=2026-01-01&f.publishedOn.to=2026-06-30'],
    ['a list where nothing matches', async () => '/articles?q=no-such-words-anywhere'],
    ['another collection', async () => '/categories'],
    ['an entry with markdown, blocks and a carousel', async () => `/articles/${await richArticle()}`],
    ['a single type’s page', async () => '/about'],
    ['the home page in French', async () => '/fr'],
    ['a list in French', async () => '/fr/articles'],
    ['an entry in French', async () => `/fr/articles/${(await strapiArticles('locale=fr&pagination[pageSize]=1')).data[0]!.documentId}`],
    ['a page that does not exist', async () => '/no-such-page'],
    ['an entry that does not exist', async () => '/articles/no-such-entry'],
  ];
  for (const [state, path] of CONTENT_PAGES) {
    test(`content page, signed out: ${state}`, async ({ page }) => {
      await page.goto(await path());
      await expectAccessible(page, state);
    });
  }

  test('sign-in pages, with their errors', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page, 'sign-in');
    await page.getByLabel('Email or username').fill('nobody-here@example.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The email, username or password is wrong.' })).toBeVisible();
    await expectAccessible(page, 'sign-in, refused');

    await page.goto('/login?next=%2Faccount&notice=session-expired');
    await expectAccessible(page, 'sign-in, after a session ended');
  });

  test('registration, with its errors', async ({ page }) => {
    await page.goto('/register');
    await expectAccessible(page, 'registration');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'registration with errors');
  });

  test('password recovery and email confirmation pages, with their errors', async ({ page }) => {
    await page.goto('/forgot-password');
    await expectAccessible(page, 'forgot password');
    await page.getByLabel('Email').fill('nobody-here@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();
    await expectAccessible(page, 'forgot password, sent');

    await page.goto('/reset-password');
    await expectAccessible(page, 'reset password without its link');
    await page.goto('/reset-password?code=not-a-real-code');
    await expectAccessible(page, 'reset password');
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-9');
    await page.getByLabel('Confirm new password').fill('Something-else-9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'reset password with errors');

    await page.goto('/email-confirmation');
    await expectAccessible(page, 'resend the confirmation email');
  });

  test('content pages, signed in', async ({ page, account, registered }) => {
    const documentId = await richArticle();
    await startSignedIn(page, account.email, account.password);
    await expect(memberMenu(page, registered.user.username)).toBeVisible();

    for (const [state, path] of [
      ['home', '/'],
      ['a list, sorted, on page 2', '/articles?sort=title%3Aasc&page=2&pageSize=10'],
      ['an entry with markdown, blocks and a carousel', `/articles/${documentId}`],
      ['a single type’s page', '/about'],
      ['the home page in French', '/fr'],
      ['someone else’s entry, not editable', `/articles/${documentId}/edit`],
      ['a page that does not exist', '/no-such-page'],
    ]) {
      await page.goto(path!);
      await expectAccessible(page, `signed in: ${state}`);
    }
  });

  test('the owner’s controls and My drafts', async ({ page, account, registered, visitor }) => {
    const title = `Accessible draft ${Date.now()}`;
    const draft = await ownDraft(registered.jwt, visitor, title);
    await startSignedIn(page, account.email, account.password);
    await expect(memberMenu(page, registered.user.username)).toBeVisible();

    await page.goto('/articles?status=draft');
    await expect(page.getByRole('heading', { level: 1, name: 'My drafts: articles' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(page, 'My drafts');
    await page.goto('/account/posts');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectAccessible(page, 'Your posts');

    await page.goto(`/articles/${draft}?status=draft`);
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expectAccessible(page, 'the owner’s draft, with Edit, Add translation and Delete');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    // A confirmation dialog, or (without one) a confirmation page: either is checked as it is.
    await expect(
      page
        .getByRole('dialog')
        .or(page.getByRole('heading', { name: /delete/i }))
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'the entry’s delete confirmation');
  });

  test('create and edit forms, with validation errors and the markdown preview', async ({ page, account, registered, visitor }) => {
    const title = `Accessible edit ${Date.now()}`;
    const draft = await ownDraft(registered.jwt, visitor, title);
    await startSignedIn(page, account.email, account.password, '/articles/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await expectAccessible(page, 'the create form');

    await page.getByLabel('Title').fill('x'.repeat(121));
    await openMoreOptions(page);
    await page.getByLabel('Reading minutes (optional)').fill('0');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Title can have at most 120 characters (now 121).')).toBeVisible();
    await expectAccessible(page, 'the create form with validation errors');

    await page.getByRole('main').getByRole('searchbox').first().fill('Desi');
    await expect(page.getByText(/1 match\./)).toBeVisible();
    await page.getByLabel(`${articleLabels.body} (optional)`).fill('## Preview heading\n\nSome *text*.');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Preview heading' })).toBeVisible();
    await expectAccessible(page, 'the create form, searching a relation, with the markdown preview');

    await page.goto(`/articles/${draft}/edit`);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expectAccessible(page, 'the edit form');

    // The Blocks editor, open, with formatted text, its link panel and its image dialog.
    await hydrated(page);
    const editor = page.getByRole('textbox', { name: `${articleLabels.content} (optional)` });
    await editor.click();
    await page.keyboard.type('## Heading');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- An item');
    await page.getByRole('button', { name: 'Bold' }).click();
    await expectAccessible(page, 'the Blocks editor');
    await page.getByRole('button', { name: 'Link' }).click();
    await expect(page.getByLabel('Link address')).toBeVisible();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await expect(page.getByText('Use an address that starts with https://, http://, mailto: or /.')).toBeVisible();
    await expectAccessible(page, 'the Blocks editor with its link panel refusing an address');
    await page.getByRole('button', { name: 'Image' }).click();
    const images = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(images.getByText('Loading your images…')).toHaveCount(0);
    await expectAccessible(page, 'the Blocks editor with its image dialog');

    // The draft saved by itself, a cover chosen with its thumbnail, the toolbar's tip shown.
    await page.keyboard.press('Escape');
    await page.getByLabel('Cover (optional)').setInputFiles('cms/seed/images/lagoon.jpg');
    await expect(page.getByRole('list', { name: 'Files to add' })).toBeVisible();
    await expect(page.locator('.autosave-status')).toHaveText(/^Draft saved/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Italic' }).focus();
    await expect(page.locator('.toolbar-tip')).toHaveText('Italic (Ctrl+I)');
    await expectAccessible(page, 'the edit form with its draft saved, a file chosen and a tip');
  });

  test('the account page: profile, signed-in devices, and the delete-account dialog', async ({ page, account, registered }) => {
    // The fixture's registration made a session of its own: the list shows another device.
    await startSignedIn(page, account.email, account.password, '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^End session/ }).first()).toBeVisible();
    await expectAccessible(page, 'the account page');

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Username').fill('ab');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'the profile with an error');

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the delete-account dialog');
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'the delete-account dialog with an error');
    expect(registered.user.email).toBe(account.email);
  });
});

/** Nothing wider than the window (WCAG 1.4.10, Reflow): the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, state: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticksOut = (element: Element | null) => Boolean(element && element.getBoundingClientRect().right > width + 1);
    // Where each overflow starts: what sticks out while its parent does not. The carousel lays its
    // other slides out beside the visible one, clipped: they do not count; nor does a closed menu's list,
    // which Chromium lays out hidden and clipped inside its <details> (measured open: the owner's article at 320 px).
    // Nor what scrolls sideways inside a box that fits (the Blocks toolbar's one row on a phone).
    const scrolledWithin = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return !sticksOut(box);
      }
      return false;
    };
    const starts = [...document.querySelectorAll('body *')].filter(
      (element) =>
        sticksOut(element) &&
        !sticksOut(element.parentElement) &&
        !element.closest('.swiper-wrapper') &&
        !element.closest('details:not([open]) > :not(summary)') &&
        !scrolledWithin(element),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      wider: starts.slice(0, 10).map((element) => element.outerHTML.slice(0, 100)),
    };
  });
  expect.soft(overflow, `${state}: ${page.url()}`).toEqual({ scrollWidth: await page.evaluate(() => innerWidth), wider: [] });
}

test.describe('accessibility: small screens', () => {
  // 320 CSS pixels: a 1280-pixel window at 400% zoom, where WCAG 1.4.10 (Reflow) asks that nothing
  // needs scrolling in two directions.
  test.use({ viewport: { width: 320, height: 640 } });

  test('at 320 pixels wide no page scrolls sideways, and axe finds nothing', async ({ page }) => {
    const documentId = await richArticle();
    for (const path of ['/', '/articles?sort=title%3Aasc&page=2&pageSize=10', `/articles/${documentId}`, '/about', '/login', '/register']) {
      await page.goto(path);
      await expectAccessible(page, `320 pixels wide: ${path}`);
      await expectNoSidewaysScroll(page, '320 pixels wide');
    }
  });

  test('at 320 pixels wide the owner’s own article fits, its actions within reach', async ({ page, account, registered }) => {
    const response = await fetch(`${strapiUrl()}/api/articles`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${registered.jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: `Mine on a phone ${Date.now()}`, summary: 'Made by the accessibility spec.' } }),
    });
    expect(response.status).toBe(201);
    const { slug } = ((await response.json()) as { data: { slug: string } }).data;
    await startSignedIn(page, account.email, account.password, `/articles/${slug}`);
    const remove = page.getByRole('main').getByRole('button', { name: 'Delete' });
    await expect(remove).toBeVisible();
    await expectAccessible(page, '320 pixels wide: the owner’s article');
    await expectNoSidewaysScroll(page, '320 pixels wide: the owner’s article');
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    // The language menu, open, says the article is not translated, within the screen.
    await page.getByRole('banner').locator('.language-switcher summary').click();
    await expect(page.getByRole('banner').getByText('Not translated', { exact: false }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, '320 pixels wide: the language menu open on an untranslated article');
  });

  test('at 320 pixels wide the forms, the account page and its dialog fit too', async ({ page, account, registered }) => {
    await startSignedIn(page, account.email, account.password, '/articles/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Title is required.')).toBeVisible();
    await expectAccessible(page, '320 pixels wide: the create form with errors');
    await expectNoSidewaysScroll(page, '320 pixels wide: the create form with errors');
    // The Blocks editor, open, with its link panel.
    await hydrated(page);
    const editor = page.getByRole('textbox', { name: `${articleLabels.content} (optional)` });
    await editor.click();
    await page.keyboard.type('## Heading');
    await page.getByRole('button', { name: 'Link' }).click();
    await expect(page.getByLabel('Link address')).toBeVisible();
    await expectAccessible(page, '320 pixels wide: the Blocks editor with its link panel');
    await expectNoSidewaysScroll(page, '320 pixels wide: the Blocks editor');
    await page.getByRole('button', { name: 'Image' }).click();
    await expect(page.getByRole('dialog', { name: 'Insert an image' }).getByLabel('Upload a new image')).toBeVisible();
    await expectAccessible(page, '320 pixels wide: the Blocks editor with its image dialog');
    await expectNoSidewaysScroll(page, '320 pixels wide: the Blocks editor with its image dialog');

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expectAccessible(page, '320 pixels wide: the account page');
    await expectNoSidewaysScroll(page, '320 pixels wide: the account page');
    // The dialog once the page is ready (before that, the button opens /account/delete).
    await hydrated(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectAccessible(page, '320 pixels wide: the delete-account dialog');
    await expectNoSidewaysScroll(page, '320 pixels wide: the delete-account dialog');
    expect(registered.user.username).toBe(account.username);
  });
});

/**
 * Whether a sighted keyboard user can see where focus is: the focused element has an outline (or a
 * box shadow) to show it, and is in the window and not covered (the middle of its visible part
 * belongs to it). Polled briefly: a carousel slides a focused slide in.
 */
async function expectVisibleFocus(page: Page) {
  await expect(async () => {
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { element: 'nothing', problems: ['nothing has focus'] };
      // Chromium's date and time fields end with a calendar button of the browser's own, which it
      // rings itself; the page's CSS cannot reach it (the field is not even :focus then).
      if (element.matches('input[type="date"], input[type="datetime-local"], input[type="time"]') && !element.matches(':focus'))
        return { element: element.outerHTML.slice(0, 120), problems: [] };
      const style = getComputedStyle(element);
      // The part of its first box (a wrapped link has one per line) inside the window.
      const box = element.getClientRects()[0];
      const [left, right] = [Math.max(box?.left ?? 0, 0), Math.min(box?.right ?? 0, innerWidth)];
      const [top, bottom] = [Math.max(box?.top ?? 0, 0), Math.min(box?.bottom ?? 0, innerHeight)];
      const atCentre = left < right && top < bottom ? document.elementFromPoint((left + right) / 2, (top + bottom) / 2) : null;
      const problems = [
        style.outlineStyle === 'auto' ||
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none'
          ? null
          : `no focus ring (outline ${style.outlineStyle} ${style.outlineWidth})`,
        atCentre && (element === atCentre || element.contains(atCentre))
          ? null
          : `not in sight (${atCentre ? `covered by ${atCentre.outerHTML.slice(0, 60)}` : 'outside the window'})`,
      ].filter(Boolean);
      return { element: element.outerHTML.slice(0, 120), problems };
    });
    expect(focus.problems, `focus on ${focus.element}`).toEqual([]);
  }).toPass({ timeout: 2_000 });
}

/**
 * Presses Tab (Shift+Tab when the target comes before the focused element) until `target` has
 * focus, checking at every stop that focus can be seen.
 */
async function tabTo(page: Page, target: Locator, most = 60) {
  const backwards = await target.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    return Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let step = 0; step < most; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
  }
  throw new Error(`${most} presses of ${key} did not reach ${target}`);
}

/** Every stop of Tab through the whole page, from the top: each one visible. */
async function tabThroughPage(page: Page) {
  await ready(page);
  const stops: string[] = [];
  for (let step = 0; step < 150; step += 1) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate(() => {
      const element = document.activeElement;
      return element && element !== document.body ? element.outerHTML.slice(0, 80) : null;
    });
    // Past the last control focus leaves the page, then starts again at the skip link.
    if (!here || (stops.length && here === stops[0])) return stops;
    stops.push(here);
    await expectVisibleFocus(page);
  }
  throw new Error('Tab never left the page');
}

test.describe('accessibility: the keyboard alone', () => {
  test('every Tab stop on the home page, a list and an entry shows where focus is', async ({ page }) => {
    const documentId = await richArticle();
    for (const path of ['/', '/articles?q=typography', `/articles/${documentId}`]) {
      await page.goto(path);
      const stops = await tabThroughPage(page);
      expect(stops.length, path).toBeGreaterThan(5);
    }
  });

  test('after following a link in a page, focus is at the start of the new page; a link in the header keeps it', async ({ page }) => {
    await page.goto('/articles');
    await hydrated(page);
    const header = page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Categories' });
    await tabTo(page, header);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    // The header is the same on the new page: focus stays on the link, and Tab goes on from there.
    await expect(header).toBeFocused();

    // A link in the page leaves with the page: focus moves to the new page's start, not to nothing.
    const entry = page.getByRole('main').getByRole('link').first();
    const name = (await entry.textContent())!.trim();
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(true);
  });

  test('the account page: a refused save or deletion takes focus to the field to fix; Escape closes the dialog', async ({
    page,
    account,
    registered,
  }) => {
    await startSignedIn(page, account.email, account.password, '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await hydrated(page);

    // The server refuses the username: focus leaves the button for the field, which says why.
    const profile = page.getByRole('region', { name: 'Profile' });
    const username = profile.getByLabel('Username');
    await tabTo(page, username);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('ab');
    await tabTo(page, profile.getByRole('button', { name: 'Save profile' }));
    await page.keyboard.press('Enter');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();
    await expect(username).toHaveAccessibleDescription('Use at least 3 characters.');
    await expectVisibleFocus(page);

    // The dialog takes focus, Escape gives it back to the button that opened it.
    const deleteAccount = page.getByRole('button', { name: 'Delete account' });
    await tabTo(page, deleteAccount);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteAccount).toBeFocused();

    // A wrong password, sent with the dialog's button: focus goes to the password, which says why.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel('Password');
    await tabTo(page, password);
    await page.keyboard.type('not-my-password');
    await tabTo(page, dialog.getByRole('button', { name: 'Delete my account' }));
    await page.keyboard.press('Enter');
    await expect(password).toHaveAccessibleDescription('That password is not right. Nothing was deleted.');
    await expect(password).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
  });

  test('sign in, create an entry, edit it and delete it', async ({ page, baseURL, account, registered }) => {
    await page.goto('/login');
    await hydrated(page);

    // The first Tab reaches the skip link, which shows itself and moves past the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The Language switcher is in the header, behind the skip link: the next Tabs lead into the form.
    await tabTo(page, page.getByLabel('Email or username'));
    await expectVisibleFocus(page);
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    await hydrated(page);

    // To the collection, then its "New article" link.
    await tabTo(page, page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Articles' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'New article' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await hydrated(page);

    // Saved empty: refused, and focus goes to the first field that needs attention, which says why.
    const titleField = page.getByLabel('Title');
    await tabTo(page, page.getByRole('button', { name: 'Save draft' }));
    await page.keyboard.press('Enter');
    await expect(titleField).toBeFocused();
    await expect(titleField).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField).toHaveAccessibleDescription('Up to 120 characters. Title is required.');
    await expectVisibleFocus(page);

    const title = `Typed with keys ${Date.now()}`;
    await page.keyboard.type(title);
    // Shift+Tab from the next field comes back to the title.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Shift+Tab');
    await expect(titleField).toBeFocused();
    if (demoSite) {
      // The demo folds the Markdown body away under More options: Enter on its summary opens it.
      await tabTo(page, page.locator('summary', { hasText: 'More options' }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.getByLabel(`${articleLabels.body} (optional)`));
    await page.keyboard.type('## Written by keyboard\n\nNo mouse was used.');
    // Space presses a button: the markdown editor's Preview, then Write.
    await tabTo(page, page.getByRole('button', { name: 'Preview' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Written by keyboard' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Write' }));
    await page.keyboard.press('Space');
    await expect(page.getByLabel(`${articleLabels.body} (optional)`)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Save draft' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${title} Draft` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Written by keyboard' })).toBeVisible();
    const detail = new URL(page.url());
    await hydrated(page);

    // Edit: the title replaced by keyboard, saved again as a draft.
    await tabTo(page, page.getByRole('link', { name: 'Edit', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible();
    await hydrated(page);
    await tabTo(page, page.getByLabel('Title'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${title} (revised)`);
    await tabTo(page, page.getByRole('button', { name: 'Save draft' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (revised) Draft` })).toBeVisible();
    await hydrated(page);

    // Delete: the confirmation takes focus; Escape closes it and gives focus back to Delete.
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    await tabTo(page, deleteButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    // A confirmation dialog, or (without one) a confirmation page.
    await expect(dialog.or(page.getByRole('heading', { name: /delete/i })).first()).toBeVisible();
    const inDialog = await dialog.isVisible();
    if (inDialog) {
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expectVisibleFocus(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(deleteButton).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
    }
    // Confirmed with the dialog's (or the confirmation page's) own Delete button.
    await tabTo(page, (inDialog ? dialog : page.getByRole('main')).getByRole('button', { name: /delete/i }).last());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/articles?notice=deleted`);
    await expect(page.getByText('Deleted.')).toBeVisible();
    expect((await page.request.get(`${detail.pathname}${detail.search}`)).status()).toBe(404);
  });
});
