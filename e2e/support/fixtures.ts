import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { newAccount, registerAccount } from '../../testing/backend';

/**
 * Every test is its own visitor: a distinct X-Forwarded-For address (the test Strapi trusts it,
 * as a production Strapi behind a proxy would), so Strapi's per-visitor auth rate limit applies
 * per test rather than to the whole suite.
 */
let visitorCount = 0;

export const test = base.extend<{
  visitor: string;
  account: ReturnType<typeof newAccount>;
  registered: Awaited<ReturnType<typeof registerAccount>>;
}>({
  visitor: async ({}, use, testInfo) => {
    visitorCount += 1;
    await use(`10.${100 + (testInfo.parallelIndex % 100)}.${Math.floor(visitorCount / 250)}.${(visitorCount % 250) + 1}`);
  },
  extraHTTPHeaders: async ({ visitor }, use) => {
    await use({ 'X-Forwarded-For': visitor });
  },
  account: async ({}, use) => {
    await use(newAccount('e2e'));
  },
  /** An account that exists before the test starts (its password is account.password). */
  registered: async ({ account, visitor }, use) => {
    await use(await registerAccount(account, visitor));
  },
});

export { expect };

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'strapi_jwt');
}

export async function signIn(page: Page, identifier: string, password: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Registers through the app's own form, and waits until the header shows the new user. */
export async function registerThroughForm(page: Page, account: { username: string; email: string; password: string }) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Waits until React has hydrated the page (components/layout/hydration-mark.tsx): from then on every control works. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The script nonce a Content-Security-Policy header allows (read independently of the app's own parser). */
export const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

/** Every opening <script> tag in a page's HTML. */
export const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
