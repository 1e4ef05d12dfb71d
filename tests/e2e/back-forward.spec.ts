import type { Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/stack/chromium.mjs';
import { expect, startSignedIn, test } from './support/fixtures';

/**
 * Back and forward are instant: a visitor's stored page is kept whole in Chromium's back-forward
 * cache (no `no-store`, no unload handler), so Back shows it again without a request. Playwright
 * turns that cache off by default; these tests turn it back on. A member's page is not kept: after
 * signing out, Back must not show their name again.
 */
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/** Goes to `path`, follows a link to another page, then goes back: whether the page came back from the cache, and why not. */
async function backTo(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const notUsed: unknown[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => notUsed.push(event.notRestoredExplanations));
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      (window as unknown as { restored?: boolean }).restored = event.persisted;
    });
  });
  const answer = await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.goto('/about');
  // A page restored from the cache fires no load event: it is shown again as it was.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const restored = await page.evaluate(() => (window as unknown as { restored?: boolean }).restored === true);
  return { restored, notUsed, headers: answer!.headers() };
}

test('a visitor’s stored page comes back from the back-forward cache', async ({ page }) => {
  const { restored, notUsed, headers } = await backTo(page, '/articles');
  // The page Back returns to is the page store's answer, with its own headers. A hit or a miss: another test's
  // change to an article may drop the stored list at any moment (its webhook runs beside this test), and a miss
  // is rendered, stored and answered alike.
  expect(headers['x-portico-cache']).toMatch(/^(hit|miss)$/);
  expect(headers['cache-control']).toBe('private, no-cache');
  expect(restored, JSON.stringify(notUsed)).toBe(true);
});

test('a member’s page is not kept: it may show their name after they sign out', async ({ page, account, registered }) => {
  expect(registered.user.username).toBe(account.username);
  await startSignedIn(page, account.email, account.password, '/articles');
  const { restored, notUsed } = await backTo(page, '/articles');
  expect(restored).toBe(false);
  expect(JSON.stringify(notUsed)).toContain('MainResourceHasCacheControlNoStore');
});
