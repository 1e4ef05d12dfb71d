import { createHash } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { newAccount, registerAccount } from '../../support/backend';

/**
 * Every test is its own visitor: a distinct X-Forwarded-For address (the test Strapi trusts it,
 * as a production Strapi behind a proxy would), so Strapi's per-visitor auth rate limit (5 per
 * 5 minutes) applies per test rather than to the whole suite.
 *
 * The address is made of the worker's index, unique across the whole run (a worker started again
 * after a failure, or for a later project, gets a new one), and a count of this worker's tests:
 * 10.{100 + w / 16}.{(w % 16) * 16 + n / 250}.{n % 250 + 1}. No two tests of a run share one, and
 * none falls in the ranges other helpers use (10.77, 10.214, 10.250).
 */
const WORKERS = 1600;
const VISITORS_PER_WORKER = 16 * 250;
let visitorCount = 0;

export function visitorAddress(workerIndex: number, count: number): string {
  if (workerIndex >= WORKERS || count >= VISITORS_PER_WORKER)
    throw new Error(`no unique visitor address left for worker ${workerIndex}, test ${count}`);
  const third = (workerIndex % 16) * 16 + Math.floor(count / 250);
  return `10.${100 + Math.floor(workerIndex / 16)}.${third}.${(count % 250) + 1}`;
}

export const test = base.extend<{
  visitor: string;
  account: ReturnType<typeof newAccount>;
  registered: Awaited<ReturnType<typeof registerAccount>>;
}>({
  visitor: async ({}, use, testInfo) => {
    await use(visitorAddress(testInfo.workerIndex, visitorCount++));
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

/**
 * Signs in through the form. It works as a plain form before hydration too; `hydrated: true` waits
 * for the page to be ready first, for tests of what the form does with JavaScript (checks in the
 * browser, values kept after a failure, focus).
 */
export async function signIn(page: Page, identifier: string, password: string, path = '/login', options: { hydrated?: boolean } = {}) {
  await page.goto(path);
  if (options.hydrated) await hydrated(page);
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * For specs that are not about signing in: signs in through the app's own sign-in route, the one
 * the form posts to (the same handler, the same Strapi call, the cookies set by the server into
 * this browser's jar), then opens `next`. It spares a test the sign-in page's load, typing and
 * redirect. The specs about signing in (accounts, sessions, session, before-hydration, email
 * confirmation, provider sign-in, the keyboard walk) keep going through the form.
 *
 * Not a saved storage state: every test has its own account (registered, with its own visitor
 * address), and a saved session lives 30 s here (ACCESS_TOKEN_SECONDS) and then rotates its
 * refresh token, so a state shared by two tests signs the second one out.
 */
export async function startSignedIn(page: Page, identifier: string, password: string, next = '/') {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post('/api/auth/login', {
    form: { identifier, password },
    headers: { Accept: 'application/json', Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(next);
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

/** Presses Tab (forward) until `target` has focus, as a keyboard user moves through a form. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The script nonce a Content-Security-Policy header allows (read independently of the app's own parser). */
export const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

/**
 * The scripts of a page its CSP would not run: each must carry the policy's nonce, or be inline
 * with its SHA-256 in the policy (stored pages: server/encodings/hashed-scripts.mjs).
 */
export function disallowedScripts(html: string, csp: string): string[] {
  const nonce = cspNonce(csp);
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', body = '']) => {
      if (/type="application\/(ld\+)?json"/.test(attributes)) return false;
      if (nonce && attributes.includes(`nonce="${nonce}"`)) return false;
      const hash = createHash('sha256').update(body).digest('base64');
      return /\bsrc=/.test(attributes) || !csp.includes(`'sha256-${hash}'`);
    })
    .map(([tag]) => tag.slice(0, 120));
}

/** Every opening <script> tag in a page's HTML. */
export const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

/**
 * The test stack's control endpoint (tests/e2e/support/control.mjs): break Strapi on purpose, flush the
 * logs. POST unless told otherwise; answers what it did.
 */
export const control = (path: string, method = 'POST') =>
  fetch(`${process.env.E2E_CONTROL_URL}${path}`, { method }).then((response) => response.json());

/** The signed-in member's menu in the header: its summary holds their name (shown cut, or only as a picture on a phone). */
export function memberMenu(page: Page, username?: string) {
  const summary = page.getByRole('banner').locator('.account-menu > summary');
  return username === undefined ? summary : summary.filter({ hasText: username });
}

/**
 * Signs out from the header as a person would: the member's menu, then its Sign out; done once the signed-out page
 * is there (the next step's navigation would otherwise race the sign-out's redirect, and be cut short by it).
 */
export async function signOutFromHeader(page: Page, label = 'Sign out', options: { timeout?: number } = {}) {
  const menu = page.getByRole('banner').locator('.account-menu');
  if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open, undefined, options)))
    await menu.locator('summary').click(options);
  await menu.getByRole('button', { name: label }).click(options);
  await page.waitForURL((url) => url.searchParams.get('notice') === 'signed-out', options);
}
