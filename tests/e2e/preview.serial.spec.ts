import type { Frame, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminApi, articleEditView, saveDraftTitle, signInToAdmin } from './support/admin';
import { bearerFingerprint, recordedCount, recordedRequests, strapiUrl } from '../support/backend';

/**
 * Editor preview with Strapi's own Preview feature, against the real admin panel: drafts show in
 * the admin's preview pane, visitors keep the published version, and saves show without a reload.
 */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const previewToken = () => process.env.E2E_PREVIEW_API_TOKEN as string;
const strapiOrigin = () => new URL(strapiUrl()).origin;
const frameAncestors = (csp: string | undefined) => csp?.split(/;\s*/).find((directive) => directive.startsWith('frame-ancestors'));

/** The app's page inside the admin's preview pane, at the article's address. */
async function previewFrame(page: Page, slug: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes(`/articles/${slug}`))).toBe(true);
  return page.frames().find((frame) => frame.url().includes(`/articles/${slug}`))!;
}

test.describe("editor preview (Strapi's Preview)", () => {
  test('the admin previews a saved draft; visitors keep the published title; a later save shows without a reload', async ({
    page,
    browser,
    baseURL,
    visitor,
  }) => {
    // It drives Strapi's admin panel (a large single-page app) through two saves and a preview:
    // about 30 s alone. Beside another worker it ran past 120 s (each admin page took 30 s to become
    // editable), so this spec runs alone, in a project of its own (playwright.config.ts).
    test.setTimeout(120_000);
    const id = unique();
    const published = `Published ${id}`;
    // Published for the length of this test only: other specs count the published articles.
    const admin = await adminApi(visitor);
    const { documentId, slug } = await admin.createDraftArticle(published);
    await admin.publish(documentId);

    // 1. An editor changes the title and saves a draft, without publishing.
    await signInToAdmin(page);
    await page.goto(articleEditView(documentId));
    await saveDraftTitle(page, `Draft ${id}`);

    // 2. Open preview: the admin frames the app's page, showing the draft.
    await page.getByRole('link', { name: 'Open preview' }).click();
    const pane = page.frameLocator('iframe[title="Preview"]');
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(`Draft ${id}`);
    await expect(pane.getByRole('complementary', { name: 'Preview' })).toContainText('Preview');
    await expect(pane.getByRole('button', { name: 'Exit preview' })).toBeVisible();

    // 3. A visitor still sees the published title, with no banner.
    const visitorContext = await browser.newContext({ baseURL });
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto(`/articles/${documentId}`);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(published);
    await expect(visitorPage.getByRole('button', { name: 'Exit preview' })).toHaveCount(0);
    await visitorContext.close();

    // 4. Saving again in the edit view (beside the open preview) shows in the pane without a reload.
    const frame = await previewFrame(page, slug);
    await frame.evaluate(() => Object.assign(window, { loadedOnce: true }));
    const editor = await page.context().newPage();
    await editor.goto(articleEditView(documentId));
    await saveDraftTitle(editor, `Draft again ${id}`);
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(`Draft again ${id}`);
    expect(await frame.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    await admin.remove(documentId);
  });

  test('a preview link opens draft mode, may be framed by the admin only, and never shows the token', async ({
    page,
    request,
    baseURL,
    visitor,
  }) => {
    const id = unique();
    const admin = await adminApi(visitor);
    expect(await admin.apiTokens()).toContainEqual(
      expect.objectContaining({ name: 'Portico preview', type: 'read-only', expiresAt: null }),
    );
    // Never published: visitors cannot see it at all.
    const { documentId, slug } = await admin.createDraftArticle(`Draft ${id}`);

    const link = await admin.previewLink(documentId);
    const before = recordedCount();
    await page.goto(link);
    // The draft's own address, as the public will read it once published.
    await expect(page).toHaveURL(`${baseURL}/articles/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Draft ${id}`);

    // Drafts were read with the preview token, by the server.
    const draftReads = recordedRequests(before).filter(
      (entry) => entry.url.includes(`/api/articles/${documentId}?`) && entry.url.includes('status=draft'),
    );
    expect(draftReads.length).toBeGreaterThan(0);
    for (const entry of draftReads) expect(entry.authorization).toBe(bearerFingerprint(previewToken()));

    // Preview responses may be framed by the admin's origin only; the token is in no HTML or RSC payload.
    const html = await page.request.get(`/articles/${slug}`);
    expect(frameAncestors(html.headers()['content-security-policy'])).toBe(`frame-ancestors ${strapiOrigin()}`);
    expect(html.headers()['x-frame-options']).toBeUndefined();
    expect(html.headers()['cache-control']).toContain('no-store');
    const rsc = await page.request.get(`/articles/${slug}`, { headers: { RSC: '1' } });
    for (const body of [await html.text(), await rsc.text(), await page.content()]) {
      expect(body).toContain(`Draft ${id}`);
      expect(body).not.toContain(previewToken());
    }

    // Everyone else: no such page, and no framing at all.
    for (const address of [slug, documentId]) {
      const visitorPage = await request.get(`/articles/${address}`, { headers: { Accept: 'text/html' } });
      expect(visitorPage.status(), address).toBe(404);
      expect(await visitorPage.text()).not.toContain(`Draft ${id}`);
      expect(frameAncestors(visitorPage.headers()['content-security-policy'])).toBe("frame-ancestors 'none'");
      expect(visitorPage.headers()['x-frame-options']).toBe('DENY');
    }

    // Exit preview: the page as everyone sees it (none), no banner, and no draft-mode cookie.
    await page.getByRole('button', { name: 'Exit preview' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Draft ${id}`);
    await expect(page.getByRole('button', { name: 'Exit preview' })).toHaveCount(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
  });

  test('a link with a bad signature, or to another site, opens nothing', async ({ request, visitor }) => {
    const admin = await adminApi(visitor);
    const link = new URL(await admin.previewLink((await admin.createDraftArticle(`Draft ${unique()}`)).documentId));
    const query = Object.fromEntries(link.searchParams);

    const forged = await request.get('/api/preview', { params: { ...query, signature: `x${query.signature}` }, maxRedirects: 0 });
    expect(forged.status()).toBe(401);
    expect(await forged.text()).toContain('This preview link is not valid');
    const longer = await request.get('/api/preview', {
      params: { ...query, expires: String(Number(query.expires) + 3600) },
      maxRedirects: 0,
    });
    expect(longer.status()).toBe(401);

    for (const path of ['https://evil.example/', '//evil.example/articles', '/\\evil.example']) {
      const response = await request.get('/api/preview', { params: { ...query, path }, maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expect(response.headers()['location'], path).toBeUndefined();
    }
    for (const response of [forged, longer]) {
      expect(response.headers()['location']).toBeUndefined();
      expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    }
    // And without draft mode, the change feed is not there.
    expect((await request.get('/api/preview/changes')).status()).toBe(404);
  });
});
