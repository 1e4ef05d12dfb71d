import { expect, startSignedIn, test } from '../support/fixtures';

/**
 * This Strapi has no own-account routes (its plugin config turns `accountRoutes` off):
 * /account says members cannot change or delete their account here, and offers no form that
 * would fail. Everything else on the page still works.
 */
test.describe('atlas: a Strapi without the own-account routes', () => {
  test('the account page says so instead of showing Profile and Delete account forms', async ({ page, account, registered }) => {
    await startSignedIn(page, account.email, account.password, '/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText('This site does not let members change or delete their account here.');
    await expect(profile.getByRole('button', { name: 'Save profile' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expect(page.locator('dd', { hasText: registered.user.email })).toBeVisible();
  });
});
