import { lastMailId, newAccount, strapiUrl, waitForMail } from '../testing/backend';
import { expect, hydrated, startSignedIn, test } from './support/fixtures';

// From the issue: accepted by Strapi's length rule alone until Portico's plugin refused them.
const COMMON = ['password', '12345678', 'qwertyuiop', 'Password123', 'iloveyou1'];
const TOO_COMMON = [{ path: ['password'], message: 'Password is too common', name: 'ValidationError' }];
const PERSONAL = [{ path: ['password'], message: 'Password contains the username or email', name: 'ValidationError' }];

let attempts = 0;
/** Straight at Strapi, as any client may call it, each call from an address of its own (Strapi limits 5 per address). */
async function strapi(path: string, body: object, token?: string) {
  attempts += 1;
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.78.${test.info().workerIndex}.${attempts % 250}`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: { message: string; details?: { errors?: unknown[] } } } };
}

const signsIn = async (identifier: string, password: string) => (await strapi('/auth/local', { identifier, password })).status === 200;

test.describe('passwords Strapi refuses, whatever the client', () => {
  test('registration: each common password, and one holding the username or the email’s name, refused; nothing is made', async () => {
    for (const password of COMMON) {
      const account = { ...newAccount('common'), password };
      const answer = await strapi('/auth/local/register', account);
      expect(answer.status, password).toBe(400);
      expect(answer.body.error?.details?.errors).toEqual(TOO_COMMON);
      expect(await signsIn(account.email, password)).toBe(false);
    }
    const named = newAccount('marguerite');
    const byName = await strapi('/auth/local/register', { ...named, password: `${named.username.toUpperCase()}-9!` });
    expect(byName.body.error?.details?.errors).toEqual(PERSONAL);
    const mailed = { ...newAccount('someone'), email: `jean.dupont${Date.now()}@example.test` };
    const byEmail = await strapi('/auth/local/register', { ...mailed, password: `Hello-${mailed.email.split('@')[0]}` });
    expect(byEmail.body.error?.details?.errors).toEqual(PERSONAL);

    const fine = newAccount('fine');
    expect((await strapi('/auth/local/register', fine)).status).toBe(200);
  });

  test('change: a common password is refused and the old one still signs in', async ({ account, registered }) => {
    const answer = await strapi(
      '/auth/change-password',
      { currentPassword: account.password, password: 'password1', passwordConfirmation: 'password1' },
      registered.jwt,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.details?.errors).toEqual(TOO_COMMON);
    expect(await signsIn(account.email, 'password1')).toBe(false);
    expect(await signsIn(account.email, account.password)).toBe(true);
  });

  test('reset: a common password is refused, and the link still sets a good one', async ({ account, registered }) => {
    const since = await lastMailId();
    expect((await strapi('/auth/forgot-password', { email: registered.user.email })).status).toBe(200);
    const code = /reset-password\?code=([A-Za-z0-9]+)/.exec((await waitForMail(account.email, { afterId: since })).text)![1]!;
    const refused = await strapi('/auth/reset-password', { code, password: 'iloveyou1', passwordConfirmation: 'iloveyou1' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details?.errors).toEqual(TOO_COMMON);
    const named = `${registered.user.username}-again`;
    expect(
      (await strapi('/auth/reset-password', { code, password: named, passwordConfirmation: named })).body.error?.details?.errors,
    ).toEqual(PERSONAL);
    expect(
      (await strapi('/auth/reset-password', { code, password: 'Brand-new-pass-9', passwordConfirmation: 'Brand-new-pass-9' })).status,
    ).toBe(200);
    expect(await signsIn(account.email, 'Brand-new-pass-9')).toBe(true);
  });
});

test.describe('the forms say why, beside the field, and keep what was typed', () => {
  test('registration, in English and in French', async ({ page }) => {
    for (const [path, labels, message] of [
      ['/register', { username: 'Username', email: 'Email', password: 'Password', submit: 'Create account' }, 'one of the most common'],
      [
        '/fr/register',
        { username: 'Nom d’utilisateur', email: 'E-mail', password: 'Mot de passe', submit: 'Créer le compte' },
        'parmi les plus courants',
      ],
    ] as const) {
      const account = newAccount('form');
      await page.goto(path);
      await hydrated(page);
      await page.getByLabel(labels.username).fill(account.username);
      await page.getByLabel(labels.email).fill(account.email);
      await page.getByLabel(labels.password, { exact: true }).fill('Password123');
      await page.getByRole('button', { name: labels.submit }).click();
      const field = page.getByLabel(labels.password, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
      await expect(page.getByLabel(labels.username)).toHaveValue(account.username);
      await expect(page.getByLabel(labels.email)).toHaveValue(account.email);
      await expect(field).toHaveValue('Password123');
    }
  });

  test('a password change, with the current password kept', async ({ page, account, registered }) => {
    await startSignedIn(page, registered.user.email, account.password, '/account');
    await hydrated(page);
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill(`${registered.user.username}!2026`);
    await page.getByLabel('Confirm new password').fill(`${registered.user.username}!2026`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const field = page.getByLabel('New password', { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/does not contain your username or email address/);
    await expect(form.getByLabel('Current password')).toHaveValue(account.password);
    await expect(page.getByLabel('New password', { exact: true })).toHaveValue(`${registered.user.username}!2026`);
  });
});

test.describe('confirm it’s you, before what could take the account over', () => {
  test('a new email address asks for the current password: a wrong one changes nothing and keeps what was typed, in French too', async ({
    page,
    account,
    registered,
  }) => {
    await startSignedIn(page, registered.user.email, account.password, '/fr/account');
    await hydrated(page);
    const profile = page.getByRole('region', { name: 'Profil' });
    const next = newAccount('moved').email;
    await profile.getByLabel('E-mail').fill(next);
    await profile.getByLabel('Mot de passe actuel').fill('pas-le-bon-1');
    await profile.getByRole('button', { name: 'Enregistrer le profil' }).click();
    const proof = profile.getByLabel('Mot de passe actuel');
    await expect(proof).toHaveAttribute('aria-invalid', 'true');
    await expect(proof).toHaveAccessibleDescription(/Ce mot de passe n’est pas le bon\. Rien n’a été modifié\./);
    await expect(proof).toBeFocused();
    await expect(profile.getByLabel('E-mail')).toHaveValue(next);
    await expect(proof).toHaveValue('pas-le-bon-1');

    await proof.fill(account.password);
    await profile.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(profile.getByRole('status')).toHaveText('Profil enregistré.');
    await expect(profile.getByLabel('E-mail')).toHaveValue(next);
  });

  test('Sign out everywhere without the password ends nothing and says why beside the field', async ({ page, account, registered }) => {
    await startSignedIn(page, registered.user.email, account.password, '/account');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
    const proof = devices.getByLabel('Current password');
    await expect(proof).toHaveAttribute('aria-invalid', 'true');
    await expect(proof).toHaveAccessibleDescription(/Confirm it’s you: enter your current password\. Nothing was changed\./);
    // Nothing ended: this device and the registration's session are both still listed and signed in.
    await page.goto('/account');
    await expect(devices.getByRole('listitem')).toHaveCount(2);

    await devices.getByLabel('Current password').fill('not-the-password-1');
    await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(proof).toHaveAccessibleDescription(/That password is not right\. Nothing was changed\./);
    await expect(proof).toHaveValue('not-the-password-1');
    await page.goto('/account');
    await expect(devices.getByRole('listitem')).toHaveCount(2);
  });
});
