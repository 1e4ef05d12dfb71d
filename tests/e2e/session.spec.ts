import { bearerFingerprint, recordedCount, recordedRequests, type RecordedRequest } from '../support/backend';
import { expect, memberMenu, sessionCookie, signIn, signOutFromHeader, test } from './support/fixtures';

const jwtExp = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;

test.describe('the session cookie and the current user', () => {
  test('the cookie’s lifetime matches the JWT’s exp', async ({ page, context, account, registered }) => {
    expect(registered.user.email).toBe(account.email);
    await signIn(page, account.email, account.password);
    await expect(memberMenu(page, account.username)).toBeVisible();
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
    const meCalls = (requests: RecordedRequest[], token?: string) =>
      requests.filter(
        (request) =>
          request.ip === visitor &&
          request.url.startsWith('/api/users/me') &&
          (!token || request.authorization === bearerFingerprint(token)),
      );

    /** What Strapi received from this visitor up to `marker`, once the marker itself has arrived. */
    const before = async (from: number, marker: string) => {
      const upTo = () => {
        const requests = recordedRequests(from);
        const index = requests.findIndex((request) => request.ip === visitor && request.url.startsWith(marker));
        return index < 0 ? null : requests.slice(0, index);
      };
      await expect.poll(() => upTo() !== null, { message: `${marker} from ${visitor} reached Strapi` }).toBe(true);
      return upTo()!;
    };

    // Signed out: pages rendered for this visitor (none from the page store, whose renders are
    // nobody's): the sign-in page /account leads to, and pages with a one-time notice.
    let from = recordedCount();
    for (const path of ['/account', '/?notice=signed-out', '/articles?notice=deleted']) {
      const response = await page.goto(path);
      expect(response?.headers()['x-portico-cache'], path).toBeUndefined();
    }
    // Their requests reached Strapi before the sign-in did: counted once it has.
    await signIn(page, account.email, account.password);
    await expect(memberMenu(page, account.username)).toBeVisible();
    expect(meCalls(await before(from, '/api/auth/local'))).toHaveLength(0);

    const token = (await sessionCookie(context))!.value;
    from = recordedCount();
    // Pages shared by members, the account page (its layout and page ask once between them), and a
    // client-side navigation: Strapi's answer from the sign-in is trusted for SESSION_RECHECK_SECONDS.
    for (const path of ['/account', '/articles', '/', '/account']) {
      const response = await page.request.get(path, { headers: { 'X-Forwarded-For': visitor, Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`>${account.username}</span>`);
    }
    // Counted once this visitor's sign-out, which comes after them, has reached Strapi.
    await signOutFromHeader(page);
    await expect(page.getByText('You are signed out.')).toBeVisible();
    expect(meCalls(await before(from, '/api/auth/logout'), token).length).toBeLessThanOrEqual(1);
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
