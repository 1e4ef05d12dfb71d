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
