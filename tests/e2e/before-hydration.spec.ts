import type { Page } from '@playwright/test';
import { newAccount, registerAccount, strapiUrl } from '../support/backend';
import { strapiArticles } from './support/content';
import { expect, memberMenu, sessionCookie, signIn, signOutFromHeader, test } from './support/fixtures';
import { openMoreOptions } from './support/site-words';

/**
 * Controls are never shown as working before they work (issue 15, point 1): each one either works
 * as plain HTML, before the page has hydrated and without JavaScript, or is disabled until it works.
 */

/** A published article owned by the registered account, made through Strapi. */
async function ownArticle(jwt: string, title: string): Promise<string> {
  const response = await fetch(`${strapiUrl()}/api/articles`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { title } }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { documentId: string } }).data.documentId;
}

/** An article's page: by its slug, which Strapi made from its title. */
const pageOf = async (documentId: string) =>
  `/articles/${((await (await fetch(`${strapiUrl()}/api/articles/${documentId}?fields[0]=slug`)).json()) as { data: { slug: string } }).data.slug}`;

const articleCount = async (documentId: string) => (await strapiArticles(`filters[documentId][$eq]=${documentId}`)).meta.pagination.total;

/**
 * Holds back the app's JavaScript until `release` is called, so the page stays as the server sent
 * it: what a user on a slow device or network sees and clicks first.
 */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => {}); // the page may have moved on meanwhile
  });
  return async () => {
    release();
    await page.unroute('**/_next/static/**/*.js');
  };
}

test.describe('before hydration', () => {
  test(
    'Delete, pressed before the page has hydrated, opens the server’s confirmation, which deletes',
    { tag: '@database' },
    async ({ page, baseURL, account, registered }) => {
      const documentId = await ownArticle(registered.jwt, `Deleted early ${Date.now()}`);
      await signIn(page, account.email, account.password);
      await expect(memberMenu(page, registered.user.username)).toBeVisible();

      const release = await holdScripts(page);
      await page.goto(`/articles/${documentId}`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      // Not disabled, and not dead: it leads somewhere (until now it was disabled until hydration).
      await page.getByRole('button', { name: 'Delete', exact: true }).click({ timeout: 5000 });
      await expect(page).toHaveURL(new RegExp(`/articles/${documentId}/delete\\??$`));
      await release();
      await expect(page.getByRole('heading', { level: 1, name: 'Delete this entry?' })).toBeVisible();
      await page.getByRole('button', { name: 'Delete permanently' }).click();
      await expect(page).toHaveURL(`${baseURL}/articles?notice=deleted`);
      await expect(page.getByText('Deleted.')).toBeVisible();
      expect(await articleCount(documentId)).toBe(0);
    },
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'Delete goes through the confirmation page the server renders; Cancel goes back; confirming deletes',
    { tag: '@database' },
    async ({ page, baseURL, account, registered }) => {
      const title = `Deleted without JavaScript ${Date.now()}`;
      const documentId = await ownArticle(registered.jwt, title);
      await signIn(page, account.email, account.password, `/login?next=${encodeURIComponent(`/articles/${documentId}`)}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await page.getByRole('button', { name: 'Delete', exact: true }).click({ timeout: 5000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Delete this entry?' })).toBeVisible();
      await expect(page.getByText(`“${title}” will be deleted for everyone. This cannot be undone.`)).toBeVisible();
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(`${baseURL}${await pageOf(documentId)}`);
      expect(await articleCount(documentId)).toBe(1);

      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByRole('button', { name: 'Delete permanently' }).click();
      await expect(page).toHaveURL(`${baseURL}/articles?notice=deleted`);
      await expect(page.getByText('Deleted.')).toBeVisible();
      expect(await articleCount(documentId)).toBe(0);
    },
  );

  test(
    'someone else’s entry: a confirmation sent with their session deletes nothing, and their page says so',
    { tag: '@database' },
    async ({ page, context, visitor, account, registered }) => {
      const documentId = await ownArticle(registered.jwt, `Not yours to delete ${Date.now()}`);
      const other = await registerAccount(newAccount('deleter'), visitor);
      await signIn(page, account.email, account.password, `/login?next=${encodeURIComponent(`/articles/${documentId}`)}`);
      await page.getByRole('button', { name: 'Delete', exact: true }).click({ timeout: 5000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Delete this entry?' })).toBeVisible();
      // The session changes to someone else before the confirmation (another tab, a stolen form).
      const cookie = (await sessionCookie(context))!;
      await context.addCookies([{ ...cookie, value: other.jwt }]);
      await page.getByRole('button', { name: 'Delete permanently' }).click();
      // Strapi refused the other user's delete; the page, rendered again for them, offers nothing to press.
      await expect(page.getByRole('heading', { level: 1, name: 'You cannot delete this entry' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete permanently' })).toHaveCount(0);
      expect(await articleCount(documentId)).toBe(1);
    },
  );

  test('Unpublish and Sign out are plain forms', { tag: '@database' }, async ({ page, baseURL, account, registered }) => {
    const documentId = await ownArticle(registered.jwt, `Unpublished without JavaScript ${Date.now()}`);
    const address = await pageOf(documentId);
    await signIn(page, account.email, account.password, `/login?next=${encodeURIComponent(address)}`);
    await page.getByRole('button', { name: 'Unpublish' }).click({ timeout: 5000 });
    await expect(page).toHaveURL(`${baseURL}${address}?status=draft&notice=unpublished`);
    await expect(page.getByText('Unpublished. It is a draft again: only you can see it.')).toBeVisible();
    expect(await articleCount(documentId)).toBe(0);

    await signOutFromHeader(page, 'Sign out', { timeout: 5000 });
    await expect(page.getByText('You are signed out.')).toBeVisible();
    expect(await sessionCookie(page.context())).toBeUndefined();
  });

  test(
    'Delete account goes through /account/delete: a wrong password deletes nothing, the right one deletes',
    { tag: '@database' },
    async ({ page, baseURL, account, registered }) => {
      await signIn(page, account.email, account.password, '/login?next=/account');
      await page.getByRole('button', { name: 'Delete account' }).click({ timeout: 5000 });
      await expect(page).toHaveURL(/\/account\/delete\??$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Delete your account?' })).toBeVisible();
      await page.getByLabel('Password').fill('not-my-password');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByLabel('Password')).toHaveAccessibleDescription('That password is not right. Nothing was deleted.');
      expect(await sessionCookie(page.context())).toBeDefined();

      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(`${baseURL}/?notice=account-deleted`);
      await expect(page.getByText('Your account was deleted.')).toBeVisible();
      await signIn(page, registered.user.email, account.password);
      await expect(page.getByText('The email, username or password is wrong.')).toBeVisible();
    },
  );

  test('what cannot work without JavaScript is disabled, not a dead button', async ({ page, account, registered }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeDisabled();

    await signIn(page, account.email, account.password, '/login?next=/articles/new');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    await openMoreOptions(page);
    await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Write' })).toBeDisabled();
    await expect(page.getByRole('main').getByRole('searchbox').first()).toBeDisabled();
    // The form itself works: it is sent as it is and the server checks it.
    await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
