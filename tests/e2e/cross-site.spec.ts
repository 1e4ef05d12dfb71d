import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { expect, memberMenu, startSignedIn, test } from './support/fixtures';

/**
 * Another site cannot change anyone's session (issue 15): a page on a second origin, loaded in
 * Chromium, tries what it can (an <img>, a form post, a link) against the signed-in user.
 * The second origin is http://localhost:{port}; the app is on 127.0.0.1: another site to the browser.
 */
let evil: http.Server;
let evilOrigin: string;
const pages = new Map<string, string>();

test.beforeAll(async () => {
  evil = http.createServer((request, response) => {
    const html = pages.get(request.url ?? '');
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilOrigin = `http://localhost:${(evil.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => evil.close(resolve));
});

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name).sort();

test.describe('cross-site requests', () => {
  test('an <img>, a form post and a link from another site leave a session signed in', async ({ page, baseURL, account, registered }) => {
    await startSignedIn(page, account.email, account.password, '/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    const signedIn = await cookieNames(page.context());
    // The session's cookies, the device's (kept a year, for new-device notices) and, maybe, the chosen locale.
    expect(signedIn).toEqual(
      ['portico_device', 'portico_locale', 'strapi_jwt', 'strapi_refresh'].filter((name) => signedIn.includes(name)),
    );
    expect(signedIn).toContain('portico_device');
    expect(signedIn).toContain('strapi_jwt');

    pages.set('/img', `<!doctype html><img id="probe" alt="" src="${baseURL}/api/auth/session-expired?next=%2F">`);
    pages.set(
      '/post',
      `<!doctype html><form id="sign-out" method="post" action="${baseURL}/api/auth/logout"></form>` +
        `<script>document.getElementById('sign-out').submit()</script>`,
    );
    // Sent with no referrer, the browser says `Origin: null`: refused too, by its Sec-Fetch-Site.
    pages.set(
      '/post-no-referrer',
      `<!doctype html><meta name="referrer" content="no-referrer"><form id="sign-out" method="post" action="${baseURL}/api/auth/logout"></form>` +
        `<script>document.getElementById('sign-out').submit()</script>`,
    );
    pages.set('/link', `<!doctype html><a href="${baseURL}/api/auth/session-expired?next=%2Faccount">Open</a>`);

    const imageAnswer = page.waitForResponse((response) => response.url().includes('/api/auth/session-expired'));
    await page.goto(`${evilOrigin}/img`);
    const image = await imageAnswer;
    expect(await image.request().headerValue('sec-fetch-site')).toBe('cross-site');
    expect(await image.headerValue('set-cookie')).toBeNull();

    const postAnswer = page.waitForResponse((response) => response.url() === `${baseURL}/api/auth/logout`);
    await page.goto(`${evilOrigin}/post`);
    expect((await postAnswer).status()).toBe(403);
    const nullAnswer = page.waitForResponse((response) => response.url() === `${baseURL}/api/auth/logout`);
    await page.goto(`${evilOrigin}/post-no-referrer`);
    const refused = await nullAnswer;
    expect(await refused.request().headerValue('origin')).toBe('null');
    expect(refused.status()).toBe(403);

    await page.goto(`${evilOrigin}/link`);
    await page.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    expect(await cookieNames(page.context())).toEqual(signedIn);
  });

  test('a link from another site deletes not even an ended session; this site’s own button does', async ({
    page,
    playwright,
    baseURL,
    visitor,
    account,
    registered,
  }) => {
    expect(registered.user.email).toBe(account.email);
    await startSignedIn(page, account.email, account.password, '/account');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    // The session ends elsewhere: a copy of its cookies signs out, the browser keeps its own.
    const copy = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': visitor },
      storageState: await page.context().storageState(),
    });
    expect((await copy.post('/api/auth/logout', { headers: { Origin: baseURL!, Accept: 'application/json' } })).status()).toBe(200);
    await copy.dispose();

    pages.set('/ended', `<!doctype html><a href="${baseURL}/api/auth/session-expired?next=%2Faccount">Open</a>`);
    await page.goto(`${evilOrigin}/ended`);
    await page.getByRole('link', { name: 'Open' }).click();
    // The page found the session over and sent the browser to be signed out: it asks first,
    // since the visit began on another site.
    await expect(page.getByRole('heading', { level: 1, name: 'Your session ended' })).toBeVisible();
    expect(await cookieNames(page.context())).toContain('strapi_jwt');

    await page.getByRole('button', { name: 'Continue to sign in' }).click();
    await expect(page).toHaveURL(`${baseURL}/login?next=%2Faccount&notice=session-expired`);
    expect(await cookieNames(page.context())).not.toContain('strapi_jwt');
    expect(await cookieNames(page.context())).not.toContain('strapi_refresh');
  });
});
