import path from 'node:path';
import { strapiUrl } from '../support/backend';
import { expect, hydrated, startSignedIn, tabTo, test } from './support/fixtures';
import { articleIdOf } from './support/content';
import { articleLabels } from './support/site-words';

/**
 * Members write the article's Blocks `content` (spec: Blocks editor): with the keyboard alone in the
 * Slate editor, through the plain textarea without JavaScript, and an entry written through Strapi's
 * API keeps its exact JSON when it is saved unchanged.
 */
async function storedContent(documentId: string, token: string) {
  const response = await fetch(`${strapiUrl()}/api/articles/${documentId}?status=draft`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { content: unknown } }).data.content;
}

const text = (value: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: value, ...marks });

test.describe('Blocks', () => {
  test(
    'keyboard only: a heading, a bold word, a link, a nested list and a quote, saved as Blocks and shown',
    { tag: '@database' },
    async ({ page, account, registered }) => {
      // On a phone: the toolbar stays one row and scrolls sideways within itself, not the page.
      await page.setViewportSize({ width: 390, height: 844 });
      await startSignedIn(page, account.email, account.password, '/articles/new');
      await hydrated(page);
      await page.getByLabel('Title').fill(`Blocks by keyboard ${account.username}`);
      const editor = page.getByRole('textbox', { name: `${articleLabels.content} (optional)` });
      await expect(editor).toBeVisible();
      const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
      const row = await toolbar.evaluate((element) => {
        const middles = [...element.querySelectorAll('button, select')].map((item) => {
          const box = item.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        });
        return {
          rows: new Set(middles).size,
          scrolls: element.scrollWidth > element.clientWidth,
          page: document.documentElement.scrollWidth,
        };
      });
      expect(row).toEqual({ rows: 1, scrolls: true, page: 390 });
      await expect(page.locator('textarea[name="content"]')).toHaveCount(0);
      await editor.focus();
      const keys = page.keyboard;
      await keys.type('## Getting there');
      await keys.press('Enter');
      await keys.type('Take the ');
      await keys.press('ControlOrMeta+b');
      await keys.type('ferry');
      await keys.press('ControlOrMeta+b');
      await keys.type(' today.');
      await keys.press('Enter');
      await keys.type('Read the timetable');
      for (let i = 0; i < 'timetable'.length; i += 1) await keys.press('Shift+ArrowLeft');
      // The toolbar is one tab stop (its first control, Text style); the arrows walk it: five marks, then Link.
      await keys.press('Shift+Tab');
      await expect(page.getByRole('combobox', { name: 'Text style' })).toBeFocused();
      for (let i = 0; i < 6; i += 1) await keys.press('ArrowRight');
      await expect(page.getByRole('button', { name: 'Link' })).toBeFocused();
      await expect(page.locator('.toolbar-tip')).toHaveText('Link');
      await keys.press('Enter');
      await expect(page.getByLabel('Link address')).toBeFocused();
      await keys.type('https://example.com/timetable');
      await keys.press('Enter');
      await expect(editor).toBeFocused();
      await keys.press('End');
      await keys.press('Enter');
      await keys.type('- Tickets');
      await keys.press('Enter');
      await keys.press('Tab');
      await keys.type('Online');
      await keys.press('Enter');
      await keys.press('Shift+Tab');
      await keys.type('Bikes');
      await keys.press('Enter');
      await keys.press('Enter');
      await keys.type('> Worth it.');
      await page.getByRole('button', { name: 'Publish' }).click();

      await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
      const article = page.locator('article, main').first();
      await expect(article.getByRole('heading', { level: 2, name: 'Getting there' })).toBeVisible();
      await expect(article.locator('strong', { hasText: 'ferry' })).toBeVisible();
      await expect(article.getByRole('link', { name: 'timetable' })).toHaveAttribute('href', 'https://example.com/timetable');
      await expect(article.locator('ul ul li', { hasText: 'Online' })).toBeVisible();
      await expect(article.locator('blockquote', { hasText: 'Worth it.' })).toBeVisible();

      const documentId = await articleIdOf(page.url());
      const content = (await storedContent(documentId, registered.jwt)) as Record<string, unknown>[];
      expect(content[0]).toEqual({ type: 'heading', level: 2, children: [text('Getting there')] });
      expect(content[1]).toEqual({ type: 'paragraph', children: [text('Take the '), text('ferry', { bold: true }), text(' today.')] });
      expect(content[2]).toMatchObject({
        type: 'paragraph',
        children: expect.arrayContaining([{ type: 'link', url: 'https://example.com/timetable', children: [text('timetable')] }]),
      });
      expect(content[3]).toEqual({
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [text('Tickets')] },
          { type: 'list', format: 'unordered', indentLevel: 1, children: [{ type: 'list-item', children: [text('Online')] }] },
          { type: 'list-item', children: [text('Bikes')] },
        ],
      });
      expect(content[4]).toEqual({ type: 'quote', children: [text('Worth it.')] });
    },
  );

  test(
    'Image: a member uploads an image from the picker, then chooses it again from their own uploads',
    { tag: '@database' },
    async ({ page, account, registered }) => {
      await startSignedIn(page, account.email, account.password, '/articles/new');
      await hydrated(page);
      await page.getByLabel('Title').fill(`Blocks image ${account.username}`);
      const editor = page.getByRole('textbox', { name: `${articleLabels.content} (optional)` });
      await editor.focus();
      await page.keyboard.type('Roofs of the old town.');

      const imageButton = page.getByRole('button', { name: 'Image' });
      const dialog = page.getByRole('dialog', { name: 'Insert an image' });
      await imageButton.click();
      await expect(dialog).toBeFocused();
      // A new member has no images of their own yet (the list came from Strapi, not an error).
      await expect(dialog.getByText('You have no images yet: upload one below.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(imageButton).toBeFocused();

      await imageButton.click();
      await dialog.getByLabel('Upload a new image').setInputFiles(path.join('cms', 'seed', 'images', 'slate.jpg'));
      await dialog.getByLabel('Alternative text (what the image shows)').fill('Slate roofs');
      await dialog.getByRole('button', { name: 'Upload and insert' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(editor.getByRole('img', { name: 'Slate roofs' })).toBeVisible();
      await page.getByRole('button', { name: 'Publish' }).click();

      await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
      const shown = page.locator('article, main').first().getByRole('img', { name: 'Slate roofs' });
      await expect(shown).toBeVisible();
      await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const documentId = await articleIdOf(page.url());
      const content = (await storedContent(documentId, registered.jwt)) as Record<string, unknown>[];
      expect(content).toHaveLength(2);
      expect(content[1]).toMatchObject({
        type: 'image',
        image: { name: 'slate.jpg', alternativeText: 'Slate roofs', mime: 'image/jpeg', ext: '.jpg', hash: expect.any(String) },
        children: [text('')],
      });
      const url = (content[1]!.image as { url: string }).url;
      expect(url).toMatch(/^\/uploads\/.+\.jpg$/);

      // Back in the form, the upload is one of the member's own images: chosen, it is inserted again.
      await page.goto(`/articles/${documentId}/edit`);
      await hydrated(page);
      await editor.focus();
      await page.keyboard.press('ControlOrMeta+End');
      await imageButton.click();
      await dialog.getByRole('button', { name: 'Slate roofs' }).click();
      await expect(editor.getByRole('img', { name: 'Slate roofs' })).toHaveCount(2);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
      const saved = (await storedContent(documentId, registered.jwt)) as Record<string, unknown>[];
      expect(saved.filter((node) => node.type === 'image').map((node) => (node.image as { url: string }).url)).toEqual([url, url]);
    },
  );

  test(
    'an entry written through Strapi with every Blocks node type keeps its JSON when saved unchanged',
    { tag: '@database' },
    async ({ page, account, registered }) => {
      const content = [
        { type: 'heading', level: 1, children: [text('One')] },
        { type: 'heading', level: 6, children: [text('Six')] },
        {
          type: 'paragraph',
          children: [
            text('plain '),
            text('all', { bold: true, italic: true, underline: true, strikethrough: true }),
            text(' '),
            text('x()', { code: true }),
            text(' '),
            { type: 'link', url: 'https://example.com', children: [text('link')] },
            text(''),
          ],
        },
        {
          type: 'list',
          format: 'ordered',
          children: [
            { type: 'list-item', children: [text('first')] },
            { type: 'list', format: 'unordered', indentLevel: 1, children: [{ type: 'list-item', children: [text('nested')] }] },
          ],
        },
        { type: 'quote', children: [text('Quoted')] },
        { type: 'code', language: 'javascript', children: [text('const a = 1;\nconst b = 2;')] },
        {
          type: 'image',
          image: {
            name: 'bay.png',
            alternativeText: 'The bay',
            url: '/uploads/bay.png',
            caption: null,
            width: 10,
            height: 5,
            hash: 'bay',
            ext: '.png',
            mime: 'image/png',
            size: 0.1,
            provider: 'local',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
          children: [text('')],
        },
      ];
      const created = await fetch(`${strapiUrl()}/api/articles?status=draft`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${registered.jwt}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { title: `Round trip ${account.username}`, content } }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
      const before = await storedContent(documentId, registered.jwt);

      await startSignedIn(page, account.email, account.password, `/articles/${documentId}/edit`);
      await hydrated(page);
      await expect(page.getByRole('textbox', { name: `${articleLabels.content} (optional)` })).toBeVisible();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
      expect(await storedContent(documentId, registered.jwt)).toEqual(before);
    },
  );

  test('keys that move the selection right after typing are never lost, on a slow CPU', async ({
    page,
    account,
    registered: _registered,
  }) => {
    await startSignedIn(page, account.email, account.password, '/articles/new');
    await hydrated(page);
    const editor = page.getByRole('textbox', { name: `${articleLabels.content} (optional)` });
    await expect(editor).toBeVisible();
    await expect(page.locator('textarea[name="content"]')).toHaveCount(0);
    await editor.focus();
    // A slow device (Chromium's CPU throttling): the render of what was just typed is still to come
    // when Shift+Arrow moves the selection. Without the editor rendering each change at once, that
    // render put the old selection back, and a keypress was lost in about half of these rounds.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 15 });
    for (let round = 0; round < 6; round += 1) {
      await page.keyboard.type(`See timetable${round}`);
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      await expect.poll(() => page.evaluate(() => getSelection()!.toString())).toBe(`timetable${round}`);
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('the editor arriving after a keyboard user has moved past it does not move their field out of sight', async ({
    page,
    account,
    registered: _registered,
  }) => {
    // The editor's script is held back (a slow network) until the user has tabbed past the field.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-slate-editor')) await released;
      await route.fulfill({ response, body });
    });
    await startSignedIn(page, account.email, account.password, '/articles/new');
    await hydrated(page);
    await expect(page.locator('textarea[name="content"]')).toBeVisible();
    const category = page.getByLabel('Category (optional)');
    await page.getByLabel('Title').focus();
    await tabTo(page, category, 30);
    const before = (await category.boundingBox())!;

    release();
    await expect(page.getByRole('textbox', { name: `${articleLabels.content} (optional)` })).toBeVisible();
    await expect(page.locator('textarea[name="content"]')).toHaveCount(0);
    // The editor is a little shorter than the textarea it replaces: the field moves by that much, no more.
    const after = (await category.boundingBox())!;
    expect(Math.abs(after.y - before.y), `the field moved from ${before.y} to ${after.y}`).toBeLessThan(60);
    expect(after.y + after.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await expect(category).toBeFocused();
    // A chunk still on its way when the test ends would fail its fetch then, in whichever test runs next.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test(
    'without JavaScript a Blocks field is a textarea whose lines are saved as Blocks',
    { tag: '@database' },
    async ({ browser, baseURL, account, registered, visitor }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { 'X-Forwarded-For': visitor } });
      const page = await context.newPage();
      await startSignedIn(page, account.email, account.password, '/articles/new');
      await page.getByLabel('Title').fill(`Blocks without script ${account.username}`);
      await page
        .getByLabel(`${articleLabels.content} (optional)`)
        .fill('## Getting there\n\nBy ferry.\n\n- Tickets\n  - Online\n1. Board\n\n> Worth it.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
      const documentId = await articleIdOf(page.url());
      expect(await storedContent(documentId, registered.jwt)).toEqual([
        { type: 'heading', level: 2, children: [text('Getting there')] },
        { type: 'paragraph', children: [text('By ferry.')] },
        {
          type: 'list',
          format: 'unordered',
          children: [
            { type: 'list-item', children: [text('Tickets')] },
            { type: 'list', format: 'unordered', indentLevel: 1, children: [{ type: 'list-item', children: [text('Online')] }] },
          ],
        },
        { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [text('Board')] }] },
        { type: 'quote', children: [text('Worth it.')] },
      ]);
      await context.close();
    },
  );
});
