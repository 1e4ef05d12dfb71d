import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, memberMenu, signIn, test } from './support/fixtures';
import { lastMailId, recordedRequests, recordedCount, strapiUrl, waitForMail } from '../support/backend';
import { ACCESS_TOKEN_SECONDS } from './support/global-setup';
import { apiToken } from './support/content';

/**
 * Revocable sessions (Strapi's refresh mode, access tokens of ACCESS_TOKEN_SECONDS in this suite):
 * refreshed without the user noticing, shared by parallel requests, ended by sign-out, by
 * another device, everywhere, or by a password change or reset; an ended session's cookies
 * show nothing signed in at once.
 */
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((entry) => entry.name === name);
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
/** What the browser does once strapi_jwt's Max-Age has passed: it stops sending it. */
const expireAccessToken = (context: BrowserContext) => context.clearCookies({ name: 'strapi_jwt' });

async function signedInDevice(browser: Browser, visitor: string, account: { email: string; password: string }, userAgent?: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitor }, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await signIn(page, account.email, account.password, '/login?next=/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  return { context, page };
}

async function expectSignedOutAtNextView(page: Page) {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?/);
  expect(await cookie(page.context(), 'strapi_jwt')).toBeUndefined();
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

test.describe('sessions', () => {
  test('two HttpOnly cookies: a short-lived access token and a refresh token no script can read', async ({ page, account, registered }) => {
    await signIn(page, account.email, account.password, '/login?next=/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    const access = (await cookie(page.context(), 'strapi_jwt'))!;
    const refresh = (await cookie(page.context(), 'strapi_refresh'))!;
    for (const entry of [access, refresh]) expect(entry).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { iat, exp } = claims(access.value);
    expect(exp - iat).toBe(ACCESS_TOKEN_SECONDS);
    expect(refresh.expires).toBeGreaterThan(access.expires);
    expect(await page.evaluate(() => document.cookie)).not.toContain('strapi_');
  });

  test(
    'an expired access token is replaced without the user noticing, once for parallel requests and tabs',
    { tag: '@database' },
    async ({ page, context, account, registered, visitor }) => {
      await signIn(page, account.email, account.password, '/login?next=/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      const firstRefresh = (await cookie(context, 'strapi_refresh'))!.value;
      // The signed-in page goes quiet first: its router prefetches links in the background (the header's
      // "/" among them), and one sent after the token is gone renews the session itself, before the
      // tabs below (a fresh clone's PostgreSQL leg once saw that rotation land just before `from`).
      await page.goto('about:blank');
      const from = recordedCount();
      await expireAccessToken(context);

      // Three tabs and five parallel requests, all with the same (old) refresh token.
      const tabs = await Promise.all([0, 1, 2].map(() => context.newPage()));
      const [views, requests] = await Promise.all([
        Promise.all(tabs.map((tab) => tab.goto('/account'))),
        Promise.all([0, 1, 2, 3, 4].map(() => context.request.get('/account', { maxRedirects: 0 }))),
      ]);
      for (const view of views) expect(view!.status()).toBe(200);
      for (const answer of requests) expect(answer.status()).toBe(200);
      for (const tab of tabs) await expect(memberMenu(tab, registered.user.username)).toBeVisible();
      const rotations = recordedRequests(from).filter((entry) => entry.url.startsWith('/api/auth/refresh') && entry.ip === visitor);
      expect(rotations).toHaveLength(1);
      expect((await cookie(context, 'strapi_refresh'))!.value).not.toBe(firstRefresh);
      expect(await cookie(context, 'strapi_jwt')).toBeDefined();

      // The rotated refresh token is spent: Strapi refuses it.
      const reused = await fetch(`${strapiUrl()}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: firstRefresh }),
      });
      expect(reused.status).toBe(401);
    },
  );

  test('while browsing, the access token is renewed before it expires', async ({ page, context, account, registered }) => {
    test.setTimeout(ACCESS_TOKEN_SECONDS * 3 * 1000);
    await signIn(page, account.email, account.password, '/login?next=/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    const first = (await cookie(context, 'strapi_jwt'))!.value;
    // Browse until the token has been replaced (in the last half of its life), still signed in.
    await expect
      .poll(
        async () => {
          await page.goto('/articles');
          return (await cookie(context, 'strapi_jwt'))?.value;
        },
        { timeout: ACCESS_TOKEN_SECONDS * 2 * 1000, intervals: [2000] },
      )
      .not.toBe(first);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });

  test('a content page opened after the access token expired is the member’s, not the stored visitors’ page', async ({
    page,
    context,
    account,
    registered,
  }) => {
    await signIn(page, account.email, account.password, '/login?next=/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    await page.goto('about:blank');
    // The visitors' list is in the page store (a request without cookies), ready to be answered at once.
    const visitors = await fetch(`${process.env.E2E_BASE_URL}/articles`);
    expect(visitors.status).toBe(200);
    expect(await visitors.text()).not.toContain(registered.user.username);
    await expireAccessToken(context);

    // Only the refresh token is sent: the session is renewed first, and the page names the member.
    await page.goto('/articles');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    expect(await cookie(context, 'strapi_jwt')).toBeDefined();
  });

  test(
    'a save sent after the access token expired is saved, with nothing typed lost',
    { tag: '@database' },
    async ({ page, context, account, registered }) => {
      await signIn(page, account.email, account.password, '/login?next=/articles/new');
      await expect(memberMenu(page, registered.user.username)).toBeVisible();
      await hydrated(page);
      const title = `Written slowly ${Date.now()}`;
      await page.getByLabel('Title').fill(title);
      await expireAccessToken(context);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    },
  );

  test('a refresh Strapi refuses signs out once, with a notice', async ({ page, context, account, registered }) => {
    await signIn(page, account.email, account.password, '/login?next=/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    const { value, ...refresh } = (await cookie(context, 'strapi_refresh'))!;
    await context.addCookies([{ ...refresh, value: `${value.slice(0, -4)}AAAA` }]);
    await expireAccessToken(context);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText('Your session ended. Please sign in again.')).toBeVisible();
    expect(await cookie(context, 'strapi_refresh')).toBeUndefined();
    // Signed out for good: the site works as for any visitor, no more redirects.
    expect((await page.goto('/articles'))!.status()).toBe(200);
    await expect(page).toHaveURL(/\/articles$/);
  });

  test(
    'sign-out ends the session: its copied cookies show nothing signed in and write nothing, at once',
    { tag: '@database' },
    async ({ page, browser, account, registered, visitor }) => {
      await signIn(page, account.email, account.password, '/login?next=/account');
      await expect(memberMenu(page, registered.user.username)).toBeVisible();
      const copied = await page.context().cookies();
      // Someone holding a copy has a form open before the owner signs out.
      const replay = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitor } });
      await replay.addCookies(copied);
      const thief = await replay.newPage();
      await thief.goto('/articles/new');
      await hydrated(thief);
      const title = `Written with a copied cookie ${Date.now()}`;
      await thief.getByLabel('Title').fill(title);

      await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page.getByText('You are signed out.')).toBeVisible();

      await thief.getByRole('button', { name: 'Publish' }).click();
      await expect(thief).toHaveURL(/\/login\?/);
      const saved = await fetch(`${strapiUrl()}/api/articles?status=draft&filters[title][$eq]=${encodeURIComponent(title)}`, {
        headers: { Authorization: `Bearer ${await apiToken()}` },
      });
      expect(((await saved.json()) as { data: unknown[] }).data).toEqual([]);
      await replay.addCookies(copied);
      await thief.goto('/');
      await expect(thief.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expectSignedOutAtNextView(thief);
      // Strapi ended it too: its refresh token is refused.
      const refreshToken = copied.find((entry) => entry.name === 'strapi_refresh')!.value;
      const refreshed = await fetch(`${strapiUrl()}/api/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      expect(refreshed.status).toBe(401);
      await replay.close();
    },
  );

  test(
    'Signed-in devices: each session with "This device", and another device ended from here',
    { tag: '@database' },
    async ({ browser, account, registered, visitor }) => {
      const laptop = await signedInDevice(browser, visitor, account);
      const phone = await signedInDevice(browser, visitor, account, FIREFOX);
      await laptop.page.reload();
      const devices = laptop.page.getByRole('region', { name: 'Signed-in devices' });
      // The laptop, the phone, and the session the account's registration started.
      await expect(devices.getByRole('listitem')).toHaveCount(3);
      await expect(devices.getByText('This device')).toHaveCount(1);
      const phoneSession = devices.getByRole('listitem').filter({ hasText: 'Firefox' });
      await expect(phoneSession).toContainText('Last active');
      await expect(phoneSession.getByText('This device')).toHaveCount(0);
      // Confirmed with the password: a borrowed session cannot end the owner's.
      await devices.getByLabel('Current password').fill(account.password);
      await phoneSession.getByRole('button', { name: /^End session/ }).click();
      await expect(laptop.page.getByText('That device is signed out.')).toBeVisible();
      await expect(devices.getByRole('listitem')).toHaveCount(2);
      await expect(devices.getByRole('listitem').filter({ hasText: 'Firefox' })).toHaveCount(0);

      await expectSignedOutAtNextView(phone.page);
      // This device is still signed in.
      await laptop.page.goto('/account');
      await expect(memberMenu(laptop.page, registered.user.username)).toBeVisible();
      await Promise.all([laptop.context.close(), phone.context.close()]);
    },
  );

  test(
    'Sign out everywhere ends every session, this one included',
    { tag: '@database' },
    async ({ browser, account, registered: _registered, visitor }) => {
      const laptop = await signedInDevice(browser, visitor, account);
      const phone = await signedInDevice(browser, visitor, account, FIREFOX);
      const devices = laptop.page.getByRole('region', { name: 'Signed-in devices' });
      await devices.getByLabel('Current password').fill(account.password);
      await laptop.page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(laptop.page.getByText('You are signed out on every device, this one included.')).toBeVisible();
      await expectSignedOutAtNextView(laptop.page);
      await expectSignedOutAtNextView(phone.page);
      await Promise.all([laptop.context.close(), phone.context.close()]);
    },
  );

  test(
    'a password change keeps this device signed in and signs the others out',
    { tag: '@database' },
    async ({ browser, account, registered, visitor }) => {
      const laptop = await signedInDevice(browser, visitor, account);
      const phone = await signedInDevice(browser, visitor, account, FIREFOX);
      await hydrated(laptop.page);
      await laptop.page.getByRole('region', { name: 'Change password' }).getByLabel('Current password').fill(account.password);
      await laptop.page.getByLabel('New password', { exact: true }).fill(`${account.password}-2`);
      await laptop.page.getByLabel('Confirm new password').fill(`${account.password}-2`);
      await laptop.page.getByRole('button', { name: 'Change password' }).click();
      await expect(laptop.page.getByText('Your password has been changed.')).toBeVisible();

      await expectSignedOutAtNextView(phone.page);
      await laptop.page.goto('/account');
      await expect(memberMenu(laptop.page, registered.user.username)).toBeVisible();
      // Only this device's new session is left (the registration's ended with the others).
      await expect(laptop.page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')).toHaveCount(1);
      await Promise.all([laptop.context.close(), phone.context.close()]);
    },
  );

  test(
    'a password reset signs every device out and signs in only the one that reset',
    { tag: '@database' },
    async ({ browser, account, registered, visitor }) => {
      const laptop = await signedInDevice(browser, visitor, account);
      const phone = await signedInDevice(browser, visitor, account, FIREFOX);
      const reset = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitor } });
      const page = await reset.newPage();
      const since = await lastMailId();
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();
      const mail = await waitForMail(account.email, { afterId: since });
      const link = /https?:\/\/\S+\/reset-password\?code=[A-Za-z0-9]+/.exec(mail.text)?.[0];
      await page.goto(link!);
      await page.getByLabel('New password', { exact: true }).fill(`${account.password}-3`);
      await page.getByLabel('Confirm new password').fill(`${account.password}-3`);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('Your password has been reset and you are signed in.')).toBeVisible();

      await expectSignedOutAtNextView(laptop.page);
      await expectSignedOutAtNextView(phone.page);
      await page.goto('/account');
      await expect(memberMenu(page, registered.user.username)).toBeVisible();
      await Promise.all([laptop.context.close(), phone.context.close(), reset.close()]);
    },
  );

  test('another site cannot sign anyone out through /api/auth/session-expired', async ({
    page,
    context,
    request,
    account,
    registered,
    baseURL,
  }) => {
    await signIn(page, account.email, account.password, '/login?next=/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    // What an <img> on another site sends: no SameSite=Lax cookie. The answer deletes nothing.
    const crossSite = await request.get('/api/auth/session-expired?next=%2F', { maxRedirects: 0 });
    expect(crossSite.status()).toBe(303);
    expect(crossSite.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')).toEqual([]);
    // Sent with the cookies while the session holds: it goes on to the page, signed in.
    const direct = await context.request.get('/api/auth/session-expired?next=%2Faccount', { maxRedirects: 0 });
    expect(direct.status()).toBe(303);
    expect(new URL(direct.headers().location!, baseURL).pathname).toBe('/account');
    expect(await cookie(context, 'strapi_jwt')).toBeDefined();
    await page.goto('/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
  });
});
