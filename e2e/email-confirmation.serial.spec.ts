import { lastMailId, setEmailConfirmation, waitForMail } from '../testing/backend';
import { expect, registerThroughForm, sessionCookie, signIn, test } from './support/fixtures';

/**
 * Email confirmation is a Strapi-wide setting, so this file runs on its own, after every other
 * spec (see playwright.config.ts), and turns the setting back off when it is done.
 */
test.describe('8. with email confirmation on', () => {
  test.beforeAll(() => setEmailConfirmation(true));
  test.afterAll(() => setEmailConfirmation(false));

  test('register, email, link, /login?confirmed=1, sign in; and resend the confirmation', async ({ page, context, baseURL, account }) => {
    const since = await lastMailId();
    await registerThroughForm(page, account);
    await expect(page).toHaveURL(`${baseURL}/login?notice=check-email`);
    await expect(page.getByText('Almost there: we sent you an email.')).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();

    // Not confirmed yet: a clear message.
    await signIn(page, account.email, account.password);
    await expect(page.getByText('Confirm your email address first')).toBeVisible();

    // Resend: a second email arrives.
    const first = await waitForMail(account.email, { afterId: since });
    await page.goto('/email-confirmation');
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
    await expect(page.getByRole('banner').getByRole('link', { name: account.username })).toBeVisible();
  });
});
