import { bearerFingerprint, recordedCount, recordedRequests } from '../testing/backend';
import { expect, sessionCookie, signIn, test } from './support/fixtures';

const jwtExp = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;

test.describe('the session cookie and the current user', () => {
  test('the cookie’s lifetime matches the JWT’s exp', async ({ page, context, account, registered }) => {
    expect(registered.user.email).toBe(account.email);
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('banner').getByRole('link', { name: account.username })).toBeVisible();
    const cookie = await sessionCookie(context);
    expect(cookie).toBeDefined();
    expect(Math.abs(cookie!.expires - jwtExp(cookie!.value))).toBeLessThanOrEqual(5);
  });

  test('/users/me at most once per session every few seconds, none when signed out (as Strapi received them)', async ({
    page,
    context,
    visitor,
    account,
    registered,
  }) => {
    expect(registered.user.email).toBe(account.email);
    // Only this test's requests: other workers browse at the same time from other addresses.
    const meCalls = (from: number, token?: string) =>
      recordedRequests(from).filter(
        (request) =>
          request.ip === visitor &&
          request.url.startsWith('/api/users/me') &&
          (!token || request.authorization === bearerFingerprint(token)),
      );

    let from = recordedCount();
    await page.goto('/account');
    await page.goto('/');
    expect(meCalls(from)).toHaveLength(0);

    await signIn(page, account.email, account.password);
    await expect(page.getByRole('banner').getByRole('link', { name: account.username })).toBeVisible();
    const token = (await sessionCookie(context))!.value;
    from = recordedCount();
    // Pages shared by members, the account page (its layout and page ask once between them), and a
    // client-side navigation: Strapi's answer from the sign-in is trusted for SESSION_RECHECK_SECONDS.
    for (const path of ['/account', '/articles', '/', '/account']) {
      const response = await page.request.get(path, { headers: { 'X-Forwarded-For': visitor, Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`>${account.username}</span>`);
    }
    expect(meCalls(from, token).length).toBeLessThanOrEqual(1);
  });

  test('the cookie is Secure when the site is served over https', async ({ request, baseURL, account, registered }) => {
    expect(registered.user.email).toBe(account.email);
    const response = await request.post('/api/auth/login', {
      headers: { Origin: baseURL!, 'X-Forwarded-Proto': 'https', Accept: 'application/json' },
      form: { identifier: account.email, password: account.password },
    });
    expect(response.status()).toBe(200);
    const setCookie =
      response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('strapi_jwt='))
        ?.value ?? '';
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=lax/i);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).not.toMatch(/Domain=/i);
  });
});
