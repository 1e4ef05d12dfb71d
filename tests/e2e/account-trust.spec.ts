import { readFileSync } from 'node:fs';
import { lastMailId, newAccount, registerAccount, strapiUrl, waitForMail } from '../support/backend';
import { noisePng } from '../support/images';
import { unzip } from '../support/zip';
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

test.describe('told of every change, and able to undo it', () => {
  const LANGUAGES = [
    {
      code: 'en',
      prefix: '',
      profile: { region: 'Profile', username: 'Username', email: 'Email', proof: 'Current password', save: 'Save profile' },
      password: { region: 'Change password', current: 'Current password', next: 'New password', confirm: 'Confirm new password' },
      reset: { next: 'New password', confirm: 'Confirm new password', submit: 'Reset password' },
      subjects: {
        newDevice: 'Your account was signed in to from a new device',
        username: 'Your username was changed',
        email: 'Your email address was changed',
        password: 'Your password was changed',
        reset: 'Your password was reset',
      },
      greeting: /^Hello /,
      activity: { region: 'Activity', signedIn: 'Signed in', passwordChanged: 'Password changed' },
      secure: 'Sign out everywhere and reset my password',
      secured: /Your account is signed out everywhere/,
    },
    {
      code: 'fr',
      prefix: '/fr',
      profile: {
        region: 'Profil',
        username: 'Nom d’utilisateur',
        email: 'E-mail',
        proof: 'Mot de passe actuel',
        save: 'Enregistrer le profil',
      },
      password: {
        region: 'Changer le mot de passe',
        current: 'Mot de passe actuel',
        next: 'Nouveau mot de passe',
        confirm: 'Confirmer le nouveau mot de passe',
      },
      reset: { next: 'Nouveau mot de passe', confirm: 'Confirmer le nouveau mot de passe', submit: 'Réinitialiser le mot de passe' },
      subjects: {
        newDevice: 'Connexion à votre compte depuis un nouvel appareil',
        username: 'Votre nom d’utilisateur a été changé',
        email: 'Votre adresse e-mail a été changée',
        password: 'Votre mot de passe a été changé',
        reset: 'Votre mot de passe a été réinitialisé',
      },
      greeting: /^Bonjour /,
      activity: { region: 'Activité', signedIn: 'Connexion', passwordChanged: 'Mot de passe changé' },
      secure: 'Déconnecter partout et réinitialiser mon mot de passe',
      secured: /Votre compte est déconnecté partout/,
    },
  ] as const;

  for (const language of LANGUAGES) {
    test(`${language.code}: each notice arrives in the account’s language; the activity lists the sign-in and the password change; its link secures the account`, async ({
      page,
      account,
      registered,
    }) => {
      const origin = new URL(test.info().project.use.baseURL!).origin;
      const since = await lastMailId();
      const notice = async (address: string, subject: string) => {
        const mail = await waitForMail(address, { afterId: since, subject: new RegExp(`^${subject}$`) });
        expect(mail.text).toMatch(language.greeting);
        return mail;
      };
      // Signing in from this language's page makes it the account's; this browser is a device it has not seen.
      const signedIn = await page.request.post('/api/auth/login', {
        form: { identifier: account.email, password: account.password, locale: language.code },
        headers: { Accept: 'application/json', Origin: origin },
      });
      expect(signedIn.status()).toBe(200);
      await notice(account.email, language.subjects.newDevice);

      await page.goto(`${language.prefix}/account`);
      await hydrated(page);
      const profile = page.getByRole('region', { name: language.profile.region });
      const renamed = `${registered.user.username}x`;
      const moved = newAccount('moved').email;
      await profile.getByLabel(language.profile.username).fill(renamed);
      await profile.getByLabel(language.profile.email).fill(moved);
      await profile.getByLabel(language.profile.proof).fill(account.password);
      await profile.getByRole('button', { name: language.profile.save }).click();
      await expect(profile.getByLabel(language.profile.email)).toHaveValue(moved);
      await notice(account.email, language.subjects.username);
      // Told at the address the account had.
      const emailNotice = await notice(account.email, language.subjects.email);
      expect(emailNotice.text).toContain(moved);

      const passwordForm = page.getByRole('region', { name: language.password.region });
      await passwordForm.getByLabel(language.password.current).fill(account.password);
      await passwordForm.getByLabel(language.password.next, { exact: true }).fill('Fresh-meadow-42');
      await passwordForm.getByLabel(language.password.confirm).fill('Fresh-meadow-42');
      await passwordForm.getByRole('button', { name: language.password.region }).click();
      await expect(page).toHaveURL(/notice=password-changed/);
      await notice(moved, language.subjects.password);

      const activity = page.getByRole('region', { name: language.activity.region });
      await expect(activity.getByRole('listitem').filter({ hasText: language.activity.passwordChanged })).toHaveCount(1);
      await expect(activity.getByRole('listitem').filter({ hasText: language.activity.signedIn }).first()).toBeVisible();

      // The email change's link, opened from the old address: the page changes nothing until its button is pressed.
      const link = /https?:\/\/\S+\/secure-account\?code=\S+/.exec(emailNotice.text)![0];
      expect(new URL(link).pathname).toBe(`${language.prefix}/secure-account`);
      await page.goto(new URL(link).pathname + new URL(link).search);
      await hydrated(page);
      await page.getByRole('button', { name: language.secure }).click();
      await expect(page.getByRole('status').filter({ hasText: language.secured })).toBeVisible();
      // The old address is the account's again, and gets the reset link, in the account's language.
      const reset = await waitForMail(account.email, { afterId: since, subject: /password|mot de passe/i });
      const code = /reset-password\?code=([A-Za-z0-9]+)/.exec(reset.text)![1]!;
      expect(reset.text).toContain(`${language.prefix}/reset-password?code=`);
      await page.goto(`${language.prefix}/reset-password?code=${code}`);
      await hydrated(page);
      await page.getByLabel(language.reset.next, { exact: true }).fill('Quiet-harbour-77');
      await page.getByLabel(language.reset.confirm).fill('Quiet-harbour-77');
      await page.getByRole('button', { name: language.reset.submit }).click();
      await expect(page).toHaveURL(/notice=password-reset/);
      await notice(account.email, language.subjects.reset);
    });
  }
});

test.describe('Download my data', () => {
  /** Straight at Strapi with the member's token, as the app's forms would write. */
  async function write(jwt: string, method: string, path: string, body: unknown) {
    const response = await fetch(`${strapiUrl()}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
      body: JSON.stringify(body),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    return ((await response.json()) as { data: { documentId: string } }).data;
  }

  async function uploadImage(jwt: string, name: string, bytes: Buffer) {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const response = await fetch(`${strapiUrl()}/api/upload`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` }, body: form });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }[])[0]!;
  }

  test('from the French account page: the member’s entries in every locale and their files, nothing of another member’s', async ({
    page,
    account,
    registered,
  }) => {
    const tag = Math.random().toString(36).slice(2, 8);
    const image = noisePng(12, 12);
    const cover = await uploadImage(registered.jwt, `mine-${tag}.png`, image);
    const { documentId } = await write(registered.jwt, 'POST', '/articles?status=published', {
      data: { title: `Mine ${tag}`, cover: cover.id },
    });
    await write(registered.jwt, 'PUT', `/articles/${documentId}?locale=fr&status=published`, { data: { title: `La mienne ${tag}` } });
    const other = await registerAccount(newAccount('bystander'), `10.79.${test.info().workerIndex}.1`);
    await uploadImage(other.jwt, `theirs-${tag}.png`, noisePng(10, 10));
    await write(other.jwt, 'POST', '/articles', { data: { title: `Theirs ${tag}` } });

    await startSignedIn(page, registered.user.email, account.password, '/fr/account');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Vos données' });
    const proof = section.getByLabel('Mot de passe actuel');
    await proof.fill('pas-le-bon-1');
    await section.getByRole('button', { name: 'Télécharger mes données' }).click();
    await expect(proof).toHaveAttribute('aria-invalid', 'true');
    await expect(proof).toHaveValue('pas-le-bon-1');

    await proof.fill(account.password);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^portico-data-${registered.user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const entries = await unzip(readFileSync((await download.path())!));
    const data = JSON.parse(entries.get('account.json')!.toString('utf8')) as {
      profile: { email: string };
      entries: { documentId: string; locale: string; status: string; fields: { title?: string } }[];
      files: { id: number; name: string; path: string; url: string }[];
      activity: { kind: string }[];
    };
    expect(data.profile.email).toBe(registered.user.email);
    const mine = data.entries.filter((entry) => entry.documentId === documentId);
    expect(mine.map((entry) => `${entry.locale} ${entry.status} ${entry.fields.title}`).sort()).toEqual(
      [`en draft Mine ${tag}`, `en published Mine ${tag}`, `fr draft La mienne ${tag}`, `fr published La mienne ${tag}`].sort(),
    );
    // Strapi stores an image as it re-encoded it: the ZIP holds what it serves.
    const file = data.files.find((stored) => stored.id === cover.id)!;
    const served = Buffer.from(await (await fetch(`${strapiUrl()}${file.url}`)).arrayBuffer());
    expect(entries.get(file.path)).toEqual(served);
    expect(data.activity.map((event) => event.kind)).toContain('signed-in');
    // Nothing of the other member's, in any file of the ZIP.
    for (const [name, bytes] of entries) {
      const text = bytes.toString('latin1');
      for (const theirs of [`Theirs ${tag}`, `theirs-${tag}`, other.user.email])
        expect(text.includes(theirs), `${theirs} in ${name}`).toBe(false);
    }
  });
});
