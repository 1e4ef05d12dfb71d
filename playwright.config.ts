import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './stack/chromium.mjs';

/**
 * End-to-end tests against the real stack (stack/index.mjs), in Debian's Chromium.
 * Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results/artifacts',
  projects: [
    // e2e/atlas runs against another Strapi (playwright.atlas.config.ts).
    { name: 'main', testIgnore: [/\.serial\.spec\.ts$/, /e2e\/atlas\//] },
    // Specs that change Strapi-wide settings, break the backend or fill it with junk run alone,
    // one after another, after everything else (a project per file: a project's files run in parallel).
    // preview drives Strapi's admin panel, a large single-page app: alone it takes about 30 s, beside the
    // other worker's specs its admin pages took 30 s each to become editable and the test ran past 120 s.
    { name: 'preview', testMatch: /preview\.serial\.spec\.ts$/, dependencies: ['main'] },
    { name: 'email-confirmation', testMatch: /email-confirmation\.serial\.spec\.ts$/, dependencies: ['preview'] },
    { name: 'faults', testMatch: /faults\.serial\.spec\.ts$/, dependencies: ['email-confirmation'] },
    { name: 'xss', testMatch: /xss\.serial\.spec\.ts$/, dependencies: ['faults'] },
    // What the page store holds is shared by the whole app: any save elsewhere in the suite expires
    // lists and pages, so the specs that expect a stored page run alone.
    { name: 'shared-pages', testMatch: /shared-pages\.serial\.spec\.ts$/, dependencies: ['xss'] },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
