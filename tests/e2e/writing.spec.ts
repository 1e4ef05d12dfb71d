import { strapiArticles } from './support/content';
import type { Page } from '@playwright/test';
import { expect, hydrated, memberMenu, startSignedIn, test } from './support/fixtures';

/**
 * Work never lost (issue 55): a save sent with the network gone keeps the form and says why; what a member types is
 * kept in the browser, offered back on the next visit, forgotten once saved, and cleared by signing out.
 */
const keptKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portico.form:')));

/** Signed in, on a new article's form, hydrated: where every test here starts writing. */
async function newArticleForm(page: Page, account: { email: string; password: string }, username: string) {
  await startSignedIn(page, account.email, account.password, '/articles/new');
  await expect(memberMenu(page, username)).toBeVisible();
  await hydrated(page);
}

test.describe('writing that is never lost', () => {
  test('a save sent offline keeps every field and says so; the next visit offers the text back, and a save forgets it', async ({
    page,
    context,
    account,
    registered,
  }) => {
    await newArticleForm(page, account, registered.user.username);
    const title = `Written on a train ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary (optional)').fill('Between two tunnels.');
    await page.getByLabel('Body (optional)').fill('## Kept\n\nEvery word, offline.');
    await page.getByLabel('Level (optional)').selectOption('advanced');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('.form-status[role="status"]')).toHaveText(
      'You are offline, so nothing was saved. Everything you wrote is still here: save again once you are connected.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Summary (optional)')).toHaveValue('Between two tunnels.');
    await expect(page.getByLabel('Body (optional)')).toHaveValue('## Kept\n\nEvery word, offline.');
    await expect(page.getByLabel('Level (optional)')).toHaveValue('advanced');
    await context.setOffline(false);
    expect((await strapiArticles(`filters[title][$eq]=${encodeURIComponent(title)}`)).meta.pagination.total).toBe(0);

    // The tab is closed; the member comes back to a new article later.
    await page.goto('/articles');
    await page.goto('/articles/new');
    await hydrated(page);
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText(/Changes you made on .+ were not saved\. This browser kept them\./);
    await expect(page.getByLabel('Title')).toHaveValue('');
    await offer.getByRole('button', { name: 'Restore them' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Summary (optional)')).toHaveValue('Between two tunnels.');
    await expect(page.getByLabel('Body (optional)')).toHaveValue('## Kept\n\nEvery word, offline.');
    await expect(page.getByLabel('Level (optional)')).toHaveValue('advanced');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await keptKeys(page)).toEqual([]);
    await page.goto('/articles/new');
    await hydrated(page);
    await expect(page.getByLabel('Title')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  test('a session over mid-edit: sign in again, back at the form, and the text is offered back', async ({
    page,
    context,
    account,
    registered,
  }) => {
    await newArticleForm(page, account, registered.user.username);
    const title = `Written past my session ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Summary (optional)').fill('The session ended while I wrote.');
    // The session's cookies gone (ended elsewhere, or expired), the form still open.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
    await hydrated(page);
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Restore them' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Summary (optional)')).toHaveValue('The session ended while I wrote.');
  });

  test('Discard forgets what was kept; signing out forgets everything this browser kept', async ({ page, account, registered }) => {
    await newArticleForm(page, account, registered.user.username);
    await page.getByLabel('Title').fill('A first try');
    await expect.poll(() => keptKeys(page)).toHaveLength(1);
    await page.reload();
    await hydrated(page);
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
    expect(await keptKeys(page)).toEqual([]);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Title')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);

    await page.getByLabel('Summary (optional)').fill('Left on a shared computer');
    await expect.poll(() => keptKeys(page)).toHaveLength(1);
    await memberMenu(page, registered.user.username).click();
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    expect(await keptKeys(page)).toEqual([]);
  });
});
