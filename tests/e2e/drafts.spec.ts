import { expect, hydrated, memberMenu, startSignedIn, test } from './support/fixtures';
import { newAccount, registerAccount, strapiUrl } from '../support/backend';
import { apiToken, articleIdOf } from './support/content';

/**
 * Draft & Publish (articles in the embedded cms): members save drafts, publish and unpublish;
 * a draft is seen by its owner only, in the app and at Strapi itself.
 */
async function rest(path: string, token?: string) {
  const response = await fetch(`${strapiUrl()}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { title?: string; documentId?: string }[] | { title?: string } | null },
  };
}

const SEEDED_DRAFT = 'Notes toward a team style guide';

const titles = (body: { data?: unknown }) => (Array.isArray(body.data) ? body.data.map((entry: { title?: string }) => entry.title) : []);

test.describe('drafts', { tag: '@database' }, () => {
  test('a draft is its owner’s alone: Save draft, My drafts, then Publish and Unpublish', async ({
    page,
    browser,
    request,
    account,
    registered,
    visitor,
  }) => {
    const title = `Draft notes ${Date.now()}`;
    await startSignedIn(page, account.email, account.password, '/articles/new');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    await hydrated(page);
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(page.getByText('Draft saved. Only you can see it until you publish it.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${title} Draft` })).toBeVisible();
    // Said once: the notice, not the draft's standing note beside it.
    await expect(page.getByText(/only you can see it/i)).toHaveCount(1);
    const documentId = await articleIdOf(page.url());
    const draftPath = new URL(page.url()).pathname;
    expect(new URL(page.url()).searchParams.get('status')).toBe('draft');
    // The draft's own address, as its owner would type or share it with themselves: their draft.
    await page.goto(draftPath);
    await expect(page).toHaveURL(new RegExp(`${draftPath}\\?status=draft$`));
    await expect(page.getByRole('heading', { level: 1, name: `${title} Draft` })).toBeVisible();

    // The owner's list of drafts, marked as such.
    await page.goto('/articles');
    await page.getByRole('navigation', { name: 'Published or drafts' }).getByRole('link', { name: 'My drafts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My drafts: articles' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${draftPath}\\?status=draft$`));

    // Nobody else sees it: a visitor and another member get 404 at both addresses, and no list shows it.
    const other = newAccount('drafts-other');
    await registerAccount(other, visitor);
    for (const who of ['visitor', 'member'] as const) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitor } });
      const viewer = await context.newPage();
      if (who === 'member') {
        await startSignedIn(viewer, other.email, other.password);
        await expect(memberMenu(viewer, other.username)).toBeVisible();
      }
      for (const address of [`/articles/${documentId}`, `/articles/${documentId}?status=draft`]) {
        expect((await viewer.goto(address))!.status(), `${who} ${address}`).toBe(404);
      }
      await viewer.goto(`/articles?q=${encodeURIComponent(title)}`);
      await expect(viewer.getByText('Nothing matches these filters.')).toBeVisible();
      if (who === 'member') {
        await viewer.goto('/articles?status=draft');
        await expect(viewer.getByText('You have no drafts here.')).toBeVisible();
      }
      await context.close();
    }

    // Publish from the editor: everyone sees it.
    await page.getByRole('link', { name: 'Edit' }).click();
    await hydrated(page);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    expect((await rest(`/articles/${documentId}`)).body.data).toMatchObject({ title });

    // Unpublish: a draft again, gone for visitors, back in My drafts.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Unpublished. It is a draft again: only you can see it.')).toBeVisible();
    expect((await rest(`/articles/${documentId}`)).status).toBe(404);
    expect((await request.get(`/articles/${documentId}`)).status()).toBe(404);
    await expect(page.getByText(/only you can see it/i)).toHaveCount(1);
    await page.goto('/articles?status=draft');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();

    // Published again from the draft's own page, as it is: its Publish button, no editor.
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('link', { name: title }).click();
    await expect(page.getByText('This is a draft: only you can see it until you publish it.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    expect((await rest(`/articles/${documentId}`)).body.data).toMatchObject({ title });
    expect((await request.get(`/articles/${documentId}`, { maxRedirects: 0 })).status()).toBe(301);
  });

  test('Strapi itself refuses drafts to visitors and other members (direct REST calls)', async ({ registered, visitor }) => {
    const create = await fetch(`${strapiUrl()}/api/articles?status=draft`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${registered.jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: `REST draft ${Date.now()}` } }),
    });
    expect(create.status).toBe(201);
    const draft = ((await create.json()) as { data: { documentId: string; title: string } }).data;
    const other = await registerAccount(newAccount('drafts-rest'), visitor);

    // Visitors: refused outright, list or entry.
    expect((await rest('/articles?status=draft')).status).toBe(401);
    expect((await rest(`/articles/${draft.documentId}?status=draft`)).status).toBe(401);
    // Another member: the entry does not exist for them, and their list holds only their own drafts.
    expect((await rest(`/articles/${draft.documentId}?status=draft`, other.jwt)).status).toBe(404);
    const theirs = await rest(
      `/articles?status=draft&pagination[pageSize]=100&filters[title][$eq]=${encodeURIComponent(draft.title)}`,
      other.jwt,
    );
    expect(theirs.status).toBe(200);
    expect(titles(theirs.body)).toEqual([]);
    // Nor through a related type's populate, whether the read starts from a category or from the
    // member's own drafts (Strapi would give the related articles' drafts, whoever owns them).
    expect((await rest('/categories?status=draft&populate=articles', other.jwt)).status).toBe(403);
    expect((await rest('/articles?status=draft&populate[category][populate][articles]=*', other.jwt)).status).toBe(403);
    expect((await rest(`/articles/${draft.documentId}?status=draft&populate[category][populate]=*`, registered.jwt)).status).toBe(403);
    // What the app asks for a draft (media, the category's fields, the locales) is allowed.
    expect((await rest(`/articles/${draft.documentId}?status=draft&populate=*`, registered.jwt)).status).toBe(200);
    // The owner reads it.
    expect((await rest(`/articles/${draft.documentId}?status=draft`, registered.jwt)).body.data).toMatchObject({ title: draft.title });
    const mine = await rest('/articles?status=draft&pagination[pageSize]=100', registered.jwt);
    expect(titles(mine.body)).toEqual([draft.title]);
  });

  test('Your posts: the member’s drafts and published posts in every locale, from the account menu, and nobody else’s', async ({
    page,
    registered,
    account,
    visitor,
  }) => {
    const stamp = Date.now();
    const write = async (path: string, method: string, data: Record<string, unknown>) => {
      const response = await fetch(`${strapiUrl()}/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${registered.jwt}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data }),
      });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
      return ((await response.json()) as { data: { documentId: string } }).data.documentId;
    };
    const draft = `Posts draft ${stamp}`;
    const live = `Posts live ${stamp}`;
    const changed = `Posts changed ${stamp}`;
    await write('/articles?status=draft', 'POST', { title: draft });
    const liveId = await write('/articles', 'POST', { title: live });
    await write(`/articles/${liveId}?locale=fr`, 'PUT', { title: `${live} en français` });
    const changedId = await write('/articles', 'POST', { title: changed });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await write(`/articles/${changedId}?status=draft`, 'PUT', { title: changed, summary: 'Not live yet.' });

    // Straight at Strapi: the token's member's posts alone; visitors are refused.
    const posts = async (token: string | null, query = '') =>
      fetch(`${strapiUrl()}/api/account/posts${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const mine = (await (await posts(registered.jwt)).json()) as { data: { status: string; locale?: string; fields: { title: string } }[] };
    expect(mine.data.map((post) => [post.fields.title, post.locale, post.status]).sort()).toEqual(
      [
        [draft, 'en', 'draft'],
        [live, 'en', 'published'],
        [`${live} en français`, 'fr', 'published'],
        [changed, 'en', 'changed'],
      ].sort(),
    );
    const other = await registerAccount(newAccount('posts-other'), visitor);
    expect(((await (await posts(other.jwt)).json()) as { data: unknown[] }).data).toEqual([]);
    expect((await posts(null)).status).toBe(403);

    // In the app: from the account menu, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await startSignedIn(page, account.email, account.password, '/');
    await memberMenu(page, registered.user.username).click();
    await page.getByRole('banner').getByRole('link', { name: 'Your posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your posts' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('4 posts');
    const row = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row(draft).getByText('Draft', { exact: true })).toBeVisible();
    await expect(row(draft).locator('p')).toContainText(/ · Edited \d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(row(live).getByText('Published', { exact: true })).toBeVisible();
    await expect(row(`${live} en français`).locator('p')).toContainText('Français');
    await expect(row(changed).getByText('Published, changes not yet live')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // Last changed first.
    await expect(page.locator('.post-title').first()).toHaveText(changed);

    await page.getByRole('navigation', { name: 'Which posts' }).getByRole('link', { name: 'Drafts' }).click();
    await expect(page).toHaveURL(/\/account\/posts\?status=draft$/);
    await expect(page.locator('.post-title')).toHaveText([draft]);
    await row(draft).getByRole('link', { name: draft, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${draft} Draft` })).toBeVisible();

    await page.goto('/fr/account/posts?status=published');
    await expect(page.getByRole('heading', { level: 1, name: 'Vos publications' })).toBeVisible();
    await expect(row(`${live} en français`)).toHaveAttribute('class', 'post');
    await row(`${live} en français`).getByRole('link', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/articles/${liveId}/edit$`));
  });

  test('the demo’s seeded drafts never reach a visitor', async ({ request }) => {
    const seeded = await rest(`/articles?status=draft&filters[title][$eq]=${encodeURIComponent(SEEDED_DRAFT)}`, await apiToken());
    expect(titles(seeded.body)).toEqual([SEEDED_DRAFT]);
    const draftId = (seeded.body.data as { documentId: string }[])[0]!.documentId;
    // The sitemap lists published articles, never a draft.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const published = (await rest('/articles?fields[0]=slug&pagination[pageSize]=1')).body.data as { slug: string }[];
    expect(sitemap).toContain(`/articles/${published[0]!.slug}</loc>`);
    expect(sitemap).not.toContain(draftId);
    const response = await request.get('/articles?q=style+guide');
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain(SEEDED_DRAFT);
  });
});
