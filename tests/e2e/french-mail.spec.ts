import { lastMailId, waitForMail } from '../support/backend';
import { expect, memberMenu, sessionCookie, test } from './support/fixtures';

/**
 * The emails Strapi sends speak the language of the page they were asked from (issue 26), read
 * from the real mailbox: a reset asked on /fr/forgot-password arrives in French and leads back to
 * /fr/reset-password; one asked on /forgot-password is Strapi's English email, as before. The
 * French confirmation email needs Strapi's email confirmation on, a Strapi-wide setting: it is in
 * email-confirmation.serial.spec.ts.
 */
const RESET_LINK = /https?:\/\/[^\s<]+\/reset-password\?code=[A-Za-z0-9]+/;

test.describe('emails in the page’s language', () => {
  test('a reset asked from /fr/forgot-password: a French email, its link opens /fr/reset-password, the new password works, in French throughout', async ({
    page,
    context,
    baseURL,
    account,
    registered,
  }) => {
    const since = await lastMailId();
    await page.goto('/fr/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(`${baseURL}/fr/forgot-password`);
    await page.getByLabel('E-mail').fill(registered.user.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText('Si un compte utilise cette adresse, nous lui avons envoyé un lien')).toBeVisible();

    const mail = await waitForMail(account.email, { afterId: since });
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('<p>Bonjour,</p>');
    expect(mail.text).toContain('Vous avez demandé à réinitialiser votre mot de passe.');
    expect(mail.text).not.toMatch(/lost your password|Thanks/);
    const link = RESET_LINK.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(link!).pathname).toBe('/fr/reset-password');

    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' })).toBeVisible();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Tout-nouveau-9');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('Tout-nouveau-9');
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(page).toHaveURL(`${baseURL}/fr/account?notice=password-reset`);
    await expect(page.getByText('Votre mot de passe a été réinitialisé et vous êtes connecté.')).toBeVisible();
    expect(await sessionCookie(context)).toBeDefined();

    // The new password signs in from the French sign-in page, which lands on a French page.
    await context.clearCookies();
    await page.goto('/fr/login');
    await page.getByLabel('E-mail ou nom d’utilisateur').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Tout-nouveau-9');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(memberMenu(page, account.username)).toBeVisible();
  });

  test('a reset asked from /forgot-password stays Strapi’s English email, its link on /reset-password', async ({
    page,
    account,
    registered,
  }) => {
    const since = await lastMailId();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(registered.user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();

    const mail = await waitForMail(account.email, { afterId: since });
    expect(mail.subject).toBe('Reset password');
    expect(mail.text).toContain('We heard that you lost your password');
    expect(new URL(RESET_LINK.exec(mail.text)![0]).pathname).toBe('/reset-password');
  });
});
