import { adminReads } from '../support/admin-reads';
import { newAccount, registerAccount, strapiUrl } from '../support/backend';
import type { Page } from '@playwright/test';
import { expect, hydrated, memberMenu, sessionCookie, signIn, startSignedIn, test } from './support/fixtures';

/**
 * An account the member controls (issue 14), in Chromium against the real Strapi: the profile
 * form, and deleting the account. Email confirmation is off here; the email change with
 * confirmation on is in email-confirmation.serial.spec.ts.
 */
const profile = (page: Page) => page.getByRole('region', { name: 'Profile' });

/**
 * The next page shows the new name at once: a profile save renews the session (refresh mode), so
 * nothing the app or the page server kept about the old token is used again.
 */
async function expectHeaderName(page: Page, username: string) {
  await page.reload();
  await expect(memberMenu(page)).toHaveText(`Account: ${username}`);
}

test.describe('account control', { tag: '@database' }, () => {
  test('change the username and email: saved, in the header, and still there after a reload', async ({ page, account, registered }) => {
    await startSignedIn(page, account.email, account.password, '/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    const fresh = newAccount('renamed');
    await profile(page).getByLabel('Username').fill(fresh.username);
    await profile(page).getByLabel('Email').fill(fresh.email);
    await profile(page).getByLabel('Current password').fill(account.password);
    await profile(page).getByRole('button', { name: 'Save profile' }).click();
    await expect(profile(page).getByRole('status')).toHaveText('Profile saved.');
    await expect(profile(page).getByLabel('Username')).toHaveValue(fresh.username);

    await expectHeaderName(page, fresh.username);
    await expect(profile(page).getByLabel('Username')).toHaveValue(fresh.username);
    await expect(profile(page).getByLabel('Email')).toHaveValue(fresh.email);
    // The new address signs in; the old one no longer does.
    await page.context().clearCookies();
    await signIn(page, account.email, account.password);
    await expect(page.getByText('The email, username or password is wrong.')).toBeVisible();
    await signIn(page, fresh.email, account.password);
    await expect(memberMenu(page, fresh.username)).toBeVisible();
  });

  test('a taken username is refused next to the field, and what was typed stays', async ({ page, visitor, account, registered }) => {
    const other = await registerAccount(newAccount('taken'), visitor);
    await startSignedIn(page, account.email, account.password, '/account');
    const typedEmail = newAccount('typed').email;
    await profile(page).getByLabel('Username').fill(other.user.username);
    await profile(page).getByLabel('Email').fill(typedEmail);
    await profile(page).getByLabel('Current password').fill(account.password);
    await profile(page).getByRole('button', { name: 'Save profile' }).click();

    const username = profile(page).getByLabel('Username');
    await expect(username).toHaveAccessibleDescription('This username is taken. Choose another one.');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveValue(other.user.username);
    await expect(profile(page).getByLabel('Email')).toHaveValue(typedEmail);
    await expect(profile(page).getByRole('status')).toHaveText('This username is taken. Choose another one.');

    // The server's own rules too (the form sends without checking in the browser).
    await username.fill('ab');
    await profile(page).getByRole('button', { name: 'Save profile' }).click();
    await expect(username).toHaveAccessibleDescription('Use at least 3 characters.');
    await expect(username).toHaveValue('ab');

    await page.reload();
    await expect(profile(page).getByLabel('Username')).toHaveValue(registered.user.username);
    await expect(profile(page).getByLabel('Email')).toHaveValue(account.email);
  });

  test('delete the account: the wrong password deletes nothing; the right one signs out, and the entries go as the dialog said', async ({
    page,
    context,
    visitor,
    account,
    registered,
  }) => {
    // Drafts, so no published list other specs count changes: one in English with a French version, one more in English.
    const write = async (path: string, title: string) => {
      const response = await fetch(`${strapiUrl()}/api${path}`, {
        method: path.includes('locale=fr') ? 'PUT' : 'POST',
        headers: { Authorization: `Bearer ${registered.jwt}`, 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
        body: JSON.stringify({ data: { title } }),
      });
      expect(response.ok).toBe(true);
      return ((await response.json()) as { data: { documentId: string } }).data.documentId;
    };
    const first = await write('/articles?status=draft', `Leaving soon ${Date.now()}`);
    await write(`/articles/${first}?status=draft&locale=fr`, `Bientôt parti ${Date.now()}`);
    const second = await write('/articles?status=draft', `Also leaving ${Date.now()}`);
    const admin = await adminReads(visitor);
    const uid = 'api::article.article';

    await startSignedIn(page, account.email, account.password, '/account');
    // The account page itself, then its script.
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('Every entry you created is deleted with it, in every language, drafts included.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription('That password is not right. Nothing was deleted.');
    expect(await admin.user(registered.user.id)).not.toBeNull();
    expect(await admin.hasEntry(uid, first, 'fr')).toBe(true);

    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/\?notice=account-deleted$/);
    await expect(page.getByText('Your account was deleted.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();

    expect(await admin.user(registered.user.id)).toBeNull();
    for (const [documentId, locale] of [
      [first, 'en'],
      [first, 'fr'],
      [second, 'en'],
    ] as const) {
      expect({ documentId, locale, exists: await admin.hasEntry(uid, documentId, locale) }).toEqual({ documentId, locale, exists: false });
    }
    await signIn(page, account.email, account.password);
    await expect(page.getByText('The email, username or password is wrong.')).toBeVisible();
  });
});
