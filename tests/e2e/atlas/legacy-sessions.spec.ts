import { expect, memberMenu, signIn, test } from '../support/fixtures';
import { strapiUrl } from '../../support/backend';

/**
 * This Strapi runs users-permissions in the legacy mode (Strapi's default): one JWT and no
 * sessions. Portico works as it always did: one cookie for the JWT's life, no device list, and a
 * sign-out that forgets the token here and makes the app refuse a copy of it.
 */
test('a legacy-mode Strapi: one cookie, no devices, and sign-out refuses a copied token', async ({
  page,
  browser,
  account,
  registered,
  visitor,
}) => {
  const answer = await fetch(`${strapiUrl()}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  });
  expect(Object.keys((await answer.json()) as object)).not.toContain('refreshToken');

  await signIn(page, account.email, account.password, '/login?next=/account');
  await expect(memberMenu(page, registered.user.username)).toBeVisible();
  const cookies = await page.context().cookies();
  const access = cookies.find((cookie) => cookie.name === 'strapi_jwt')!;
  const { iat, exp } = JSON.parse(Buffer.from(access.value.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
  expect(exp - iat).toBeGreaterThan(24 * 60 * 60);
  expect(Math.abs(access.expires - exp)).toBeLessThanOrEqual(5);
  expect(cookies.find((cookie) => cookie.name === 'strapi_refresh')).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toHaveCount(0);

  await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  const replay = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitor } });
  await replay.addCookies(cookies);
  const thief = await replay.newPage();
  await thief.goto('/account');
  await expect(thief).toHaveURL(/\/login\?/);
  await replay.close();
});
