import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { lastMailId, waitForMail } from '../../support/backend';
import { expect, hydrated, memberMenu, signIn, signOutFromHeader, startSignedIn, test } from '../support/fixtures';

/**
 * Passkeys in Chromium, with its virtual authenticator (the DevTools protocol's WebAuthn domain: a platform
 * authenticator that keeps discoverable credentials and verifies its user): added from the account page, then a
 * sign-in with the passkey alone; removed, it no longer signs in.
 */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

const signOut = (page: Page) => signOutFromHeader(page);

test('a passkey added on the account page signs in alone; removed, it no longer does', async ({ page, account, registered }) => {
  test.setTimeout(90_000);
  const authenticator = await virtualAuthenticator(page);
  await startSignedIn(page, account.email, account.password, '/account');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  const mailFrom = await lastMailId();

  // Adding asks "confirm it's you" first.
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Confirm it’s you: enter your current password.', { exact: false }).first()).toBeVisible();
  await section.getByLabel('Current password').last().fill(account.password);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('The passkey was added. You can now sign in with it.')).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  // Named from the browser and system, marked as this device's, with a nudge toward a second one.
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await expect(section.getByRole('listitem').first()).toContainText(/^\S.* \(this device\)/);
  await expect(section.getByText('You have one passkey. Add a second one', { exact: false })).toBeVisible();
  await waitForMail(account.email, { afterId: mailFrom, subject: /^A passkey was added to your account$/ });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Renamed.
  await section.getByRole('textbox', { name: 'Name', exact: true }).fill('Work laptop');
  await section.getByRole('button', { name: 'Rename' }).click();
  await expect(section.getByRole('listitem').first()).toContainText('Work laptop');

  // Signed out, the passkey alone signs in, no password, no code: picked from the identifier field's suggestions
  // (the virtual authenticator picks it at once, as a person would from the list)...
  await signOut(page);
  await page.goto('/login?next=/account');
  await expect(page.getByLabel('Email or username')).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(page).toHaveURL(/\/account$/);
  await expect(memberMenu(page, registered.user.username)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();
  // ... or, in a browser without passkey autofill, with the button.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await signOut(page);
  await page.goto('/login?next=/articles');
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(memberMenu(page, registered.user.username)).toBeVisible();
  await page.goto('/account');

  // Removed, confirming it's them with the passkey itself (no password typed), it no longer signs in.
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await hydrated(page);
  await passkeys.getByRole('button', { name: 'Confirm it’s you with a passkey' }).click();
  await expect(passkeys.getByText('Confirmed with your passkey', { exact: false })).toBeVisible();
  await passkeys.getByRole('listitem').first().getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The passkey was removed: it no longer signs in.', { exact: false })).toBeVisible();
  await signOut(page);
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('This passkey was not accepted. Try again, or sign in with your password.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page says passkeys need it, and the password still signs in', async ({ page, account, registered }) => {
    await page.goto('/login');
    await expect(page.getByText('Passkeys need JavaScript, which is off in this browser: sign in with your password.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
    await signIn(page, account.email, account.password);
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
  });
});
