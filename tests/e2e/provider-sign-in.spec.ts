import { expect, sessionCookie, signOutFromHeader, test } from './support/fixtures';
import { passThroughProvider } from './support/provider';

test(
  '9. provider sign-in through the local OpenID provider, twice with the same account',
  { tag: '@database' },
  async ({ page, context, baseURL }) => {
    const login = `oidc-${Date.now().toString(36)}`;
    const callbacks: { url: string; referrerPolicy?: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/connect/local-oidc/redirect')) {
        callbacks.push({ url: response.url(), referrerPolicy: response.headers()['referrer-policy'], status: response.status() });
      }
    });

    for (const round of [1, 2]) {
      await page.goto('/login?next=/account');
      await page.getByRole('link', { name: 'Continue with Acme ID' }).click();
      await passThroughProvider(page, login);
      await expect(page).toHaveURL(`${baseURL}/account`);
      await expect(page.locator('dd', { hasText: `${login}@oidc.local` })).toBeVisible();
      await expect(page.locator('dd', { hasText: 'local-oidc' })).toBeVisible();
      expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, path: '/' });
      expect(page.url()).not.toContain('access_token');
      // The provider grant cookies are spent and removed.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('koa.sess');

      expect(callbacks).toHaveLength(round);
      expect(callbacks[round - 1]).toMatchObject({ status: 303, referrerPolicy: 'no-referrer' });
      await signOutFromHeader(page);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    }
    // The callback never became a history entry: Back from /account does not load it again (which
    // would then redirect on, so where Back lands alone would not tell), it goes to a page before.
    await page.goto('/login?next=/account');
    await page.getByRole('link', { name: 'Continue with Acme ID' }).click();
    await passThroughProvider(page, login);
    await expect(page).toHaveURL(`${baseURL}/account`);
    const loadedByBack: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loadedByBack.push(request.url());
    });
    await page.goBack();
    await expect(page).not.toHaveURL(`${baseURL}/account`);
    expect(loadedByBack.filter((url) => url.includes('/connect/local-oidc/redirect'))).toEqual([]);
    expect(page.url()).not.toContain('/connect/local-oidc/redirect');
  },
);
