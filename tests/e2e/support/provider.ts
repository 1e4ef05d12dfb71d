import { expect, type Page } from '@playwright/test';

/** The local OpenID provider's own pages (oidc-provider devInteractions): sign in if asked, consent if asked. */
export async function passThroughProvider(page: Page, login: string) {
  const loginField = page.locator('input[name="login"]');
  const consent = page.getByRole('button', { name: 'Continue' });
  await expect(loginField.or(consent).or(page.getByRole('banner'))).toBeVisible();
  if (await loginField.isVisible()) {
    await loginField.fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
  }
  await expect(consent.or(page.getByRole('banner'))).toBeVisible();
  if (await consent.isVisible()) await consent.click();
}
