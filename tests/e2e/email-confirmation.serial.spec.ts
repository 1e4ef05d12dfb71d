import { lastMailId, newAccount, registerAccount, setEmailConfirmation, waitForMail } from '../support/backend';
import { expect, memberMenu, registerThroughForm, sessionCookie, signIn, startSignedIn, test } from './support/fixtures';

/**
 * Email confirmation is a Strapi-wide setting, so this file runs on its own, after every other
 * spec (see playwright.config.ts), and turns the setting back off when it is done.
 */
test.describe('8. with email confirmation on', { tag: '@database' }, () => {
  test.beforeAll(() => setEmailConfirmation(true));
  test.afterAll(() => setEmailConfirmation(false));

  test('register, email, link, /login?confirmed=1, sign in; and resend the confirmation', async ({ page, context, baseURL, account }) => {
    const since = await lastMailId();
    await registerThroughForm(page, account);
    await expect(page).toHaveURL(`${baseURL}/login?notice=check-email`);
    await expect(page.getByText('Almost there: we sent you an email.')).toBeVisible();
    // A confirmation is waiting: the way to resend it is offered here, and on a plain sign-in page not.
    await expect(page.getByRole('link', { name: 'Resend the confirmation email' })).toHaveAttribute('href', '/email-confirmation');
    expect(await sessionCookie(context)).toBeUndefined();

    // Not confirmed yet: a clear message, once, with the way forward beside it.
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Resend the confirmation email' })).toHaveCount(0);
    await signIn(page, account.email, account.password);
    await expect(page.getByText('Confirm your email address first')).toHaveCount(1);

    // Resend: a second email arrives.
    const first = await waitForMail(account.email, { afterId: since });
    await page.getByRole('status').getByRole('link', { name: 'Resend the confirmation email' }).click();
    await expect(page).toHaveURL(`${baseURL}/email-confirmation`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Resend confirmation email' }).click();
    await expect(page.getByText('we have sent a new confirmation email')).toBeVisible();
    const second = await waitForMail(account.email, { afterId: first.id });

    const link = /https?:\/\/\S+\/api\/auth\/email-confirmation\?confirmation=[A-Za-z0-9]+/.exec(second.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(`${baseURL}/login?confirmed=1`);
    await expect(page.getByText('Your email address is confirmed. You can sign in now.')).toBeVisible();

    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(memberMenu(page, account.username)).toBeVisible();
  });
});

test.describe('8. in French (issue 26), with email confirmation on', { tag: '@database' }, () => {
  test.beforeAll(() => setEmailConfirmation(true));
  test.afterAll(() => setEmailConfirmation(false));

  test('register from /fr/register: a French confirmation email (and resend), whose link ends on /fr/login?confirmed=1; sign in lands on a French page', async ({
    page,
    context,
    baseURL,
    account,
  }) => {
    const since = await lastMailId();
    await page.goto('/fr/register');
    await page.getByLabel('Nom d’utilisateur').fill(account.username);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page).toHaveURL(`${baseURL}/fr/login?notice=check-email`);
    await expect(page.getByText('Presque fini : nous vous avons envoyé un e-mail.')).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();

    const first = await waitForMail(account.email, { afterId: since });
    expect(first.subject).toBe('Confirmez votre adresse e-mail');
    expect(first.text).toContain('Merci de votre inscription !');
    expect(first.text).not.toMatch(/Thank you for registering/);

    // The resend from the French page is French too; its link is the one followed.
    await page.goto('/fr/email-confirmation');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }).click();
    await expect(page.getByText('nous lui avons envoyé un nouvel e-mail de confirmation')).toBeVisible();
    const second = await waitForMail(account.email, { afterId: first.id });
    expect(second.subject).toBe('Confirmez votre adresse e-mail');

    const link = /https?:\/\/\S+\/api\/auth\/email-confirmation\?confirmation=[A-Za-z0-9]+&locale=fr(?=<|\s|$)/.exec(second.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(`${baseURL}/fr/login?confirmed=1`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Votre adresse e-mail est confirmée. Vous pouvez vous connecter.')).toBeVisible();

    await page.getByLabel('E-mail ou nom d’utilisateur').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/fr`);
    await expect(memberMenu(page, account.username)).toBeVisible();
  });
});

test.describe('14. a new email address with confirmation on', { tag: '@database' }, () => {
  const account = newAccount('moving');
  const french = newAccount('demenage');
  // Registered while confirmation is off, so the accounts can sign in at once.
  test.beforeAll(async () => {
    await registerAccount(account, '10.214.0.1');
    await registerAccount(french, '10.214.0.2');
    await setEmailConfirmation(true);
  });
  test.afterAll(() => setEmailConfirmation(false));

  test('the old address stays until the link sent to the new one is followed, signed in', async ({ page, baseURL }) => {
    await signIn(page, account.email, account.password, '/login?next=/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText('A new address is used once you follow the link we send to it.')).toBeVisible();
    const next = newAccount('moved').email;
    const since = await lastMailId();
    await profile.getByLabel('Email').fill(next);
    await profile.getByLabel('Current password').fill(account.password);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByRole('status')).toHaveText(
      `Profile saved. We sent a link to ${next}: your email address changes once you follow it.`,
    );
    await expect(profile.getByLabel('Email')).toHaveValue(account.email);
    await expect(profile.getByText(`Waiting for confirmation: ${next}`)).toBeVisible();

    const mail = await waitForMail(next, { afterId: since });
    const link = /https?:\/\/\S+\/account\/confirm-email\?code=[0-9a-f]{64}/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);
    // Opening the link changes nothing by itself.
    await page.goto(link!);
    await page.goto('/account');
    await expect(profile.getByLabel('Email')).toHaveValue(account.email);

    await page.goto(link!);
    await page.getByRole('button', { name: 'Use this email address' }).click();
    await expect(page).toHaveURL(`${baseURL}/account?notice=email-changed`);
    await expect(page.getByText('Your new email address is confirmed and in use.')).toBeVisible();
    await expect(profile.getByLabel('Email')).toHaveValue(next);

    // The link works once.
    await page.goto(link!);
    await page.getByRole('button', { name: 'Use this email address' }).click();
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, next, account.password);
    await expect(memberMenu(page, account.username)).toBeVisible();
  });

  test('asked from /fr/account: the email is in French, and its link opens /fr/account/confirm-email', async ({ page, baseURL }) => {
    await startSignedIn(page, french.email, french.password, '/fr/account');
    const profile = page.getByRole('region', { name: 'Profil' });
    const next = newAccount('demenagee').email;
    const since = await lastMailId();
    await profile.getByLabel('E-mail').fill(next);
    await profile.getByLabel('Mot de passe actuel').fill(french.password);
    await profile.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(profile.getByRole('status')).toHaveText(
      `Profil enregistré. Nous avons envoyé un lien à ${next} : votre adresse e-mail change une fois ce lien suivi.`,
    );

    const mail = await waitForMail(next, { afterId: since });
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(mail.text).toContain(`Le compte « ${french.username} » a demandé à utiliser désormais cette adresse.`);
    expect(mail.text).not.toMatch(/confirm your|asked to use/i);
    const link = /https?:\/\/\S+\/account\/confirm-email\?code=[0-9a-f]{64}/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(link!).pathname).toBe('/fr/account/confirm-email');

    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'Utiliser cette adresse e-mail' }).click();
    await expect(page).toHaveURL(`${baseURL}/fr/account?notice=email-changed`);
    await expect(page.getByText('Votre nouvelle adresse e-mail est confirmée et utilisée.')).toBeVisible();
    await expect(profile.getByLabel('E-mail')).toHaveValue(next);
  });
});
