import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { lastMailId, strapiUrl, waitForMail } from '../support/backend';
import { codeSource } from '../support/totp';
import { expect, hydrated, memberMenu, signIn, signOutFromHeader, startSignedIn, test } from './support/fixtures';
import { passThroughProvider } from './support/provider';

/**
 * Two-step sign-in with an authenticator app, as a member meets it: set up on the account page (the QR code, the key
 * to type, a first code, recovery codes shown once), then every sign-in asks for a code on a page of its own; a
 * recovery code works once; wrong codes are counted on the account, from whatever address; a provider sign-in asks
 * too. Codes come from the RFC's algorithm (tests/support/totp.ts), each of a later step than the last.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** Turns the app on from the account page; answers its code source and the recovery codes shown. */
async function turnOn(page: Page, password: string) {
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByLabel('Current password').fill(password);
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await section.locator('code.secret').innerText()).replace(/\s/g, '');
  const nextCode = codeSource(secret);
  await section.getByLabel('Code the app shows').fill(await nextCode());
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  const recoveryCodes = await codes.getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  return { secret, nextCode, recoveryCodes, section };
}

const signOut = (page: Page) => signOutFromHeader(page);

test('turned on from the account page; then a sign-in asks for a code, or a recovery code once', async ({ page, account, registered }) => {
  test.setTimeout(90_000);
  await startSignedIn(page, account.email, account.password, '/account');
  await hydrated(page);
  const mailFrom = await lastMailId();
  const { nextCode, recoveryCodes, section } = await turnOn(page, account.password);
  await expectAccessible(page);
  await section.getByRole('link', { name: 'I have saved them' }).click();
  await expect(section.getByText(/^On since .*: signing in asks for a code from your authenticator app\.$/)).toBeVisible();
  await expect(section.getByText('10 recovery codes left.')).toBeVisible();
  await waitForMail(account.email, { afterId: mailFrom, subject: /^Two-step sign-in was turned on$/ });

  // The password alone leads to the second step; a wrong code is refused beside its field, kept.
  await signOut(page);
  await signIn(page, account.email, account.password, '/login?next=/articles', { hydrated: true });
  await expect(page).toHaveURL(/\/login\/second-factor\?next=%2Farticles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^That code is not right\./).first()).toBeVisible();
  await expect(code).toHaveValue('000000');
  await code.fill(await nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(memberMenu(page, registered.user.username)).toBeVisible();

  // A recovery code signs in once.
  for (const round of ['first', 'again']) {
    await signOut(page);
    await signIn(page, account.email, account.password, '/login?next=/account');
    await expect(page).toHaveURL(/\/login\/second-factor/);
    await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[2]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (round === 'first') {
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByText('9 recovery codes left.')).toBeVisible();
    } else {
      await expect(page.getByText(/^That code is not right\./).first()).toBeVisible();
    }
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in French: the code page, and wrong codes counted on the account whatever the address', async ({ page, account, registered }) => {
    // Turned on straight at Strapi: this test is about signing in.
    const call = async (path: string, body: object) =>
      (await fetch(`${strapiUrl()}/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${registered.jwt}` },
        body: JSON.stringify(body),
      }).then((response) => response.json())) as { data: { secret: string } };
    const { secret } = (await call('/account/second-factor/setup', { currentPassword: account.password })).data;
    const nextCode = codeSource(secret);
    await call('/account/second-factor/enable', { code: await nextCode() });

    await page.goto('/fr/login');
    await page.getByLabel('E-mail ou nom d’utilisateur').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/login\/second-factor/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saisissez votre code' })).toBeVisible();
    const attempt = async (code: string, from: string) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': from });
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Vérifier' }).click();
    };
    // Five wrong codes, each from another address: Strapi's per-address limit never applies.
    for (let wrong = 1; wrong <= 5; wrong += 1) {
      await attempt(wrong === 5 ? '111111' : '000000', `10.45.${wrong}.${Math.floor(Math.random() * 250) + 1}`);
      await expect(page.getByText('Ce code n’est pas le bon.', { exact: false }).first()).toBeVisible();
    }
    await attempt(await nextCode(), '10.45.9.9');
    await expect(page.getByText('Trop de codes erronés pour ce compte.', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});

test('a provider sign-in asks for the code too', async ({ page }) => {
  const login = `oidc2fa-${Date.now().toString(36)}`;
  await page.goto('/login?next=/account');
  await page.getByRole('link', { name: 'Continue with Acme ID' }).click();
  await passThroughProvider(page, login);
  await expect(page).toHaveURL(/\/account$/);
  await hydrated(page);
  // A provider's account confirms with its username.
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByLabel('Your username').fill(login);
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await section.locator('code.secret').innerText()).replace(/\s/g, '');
  const nextCode = codeSource(secret);
  await section.getByLabel('Code the app shows').fill(await nextCode());
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('region', { name: 'Your recovery codes' })).toBeVisible();

  await signOut(page);
  await page.goto('/login?next=/account');
  await page.getByRole('link', { name: 'Continue with Acme ID' }).click();
  await passThroughProvider(page, login);
  await expect(page).toHaveURL(/\/login\/second-factor\?next=%2Faccount$/);
  await page.getByLabel('Code', { exact: true }).fill(await nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator('dd', { hasText: 'local-oidc' })).toBeVisible();
});
