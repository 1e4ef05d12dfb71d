import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/stack/chromium.mjs';

/**
 * With E2E_DATABASE_SPECS_ONLY (the PostgreSQL legs set it) only the tests tagged `@database` run, in
 * whichever file: those whose outcome depends on the database. The rest run on SQLite alone; the rule
 * is in the testing doc.
 */
const DATABASE_TAG = /@database/;
const databaseSpecsOnly = process.env.E2E_DATABASE_SPECS_ONLY === 'true';

/** The serial projects in the order they run, each after the one before (and all after `main`). */
function serialProjects(names: string[]) {
  return names.map((name, index) => ({
    name,
    testMatch: new RegExp(`${name}\\.serial\\.spec\\.ts$`),
    dependencies: [index === 0 ? 'main' : names[index - 1]!],
  }));
}

/**
 * End-to-end tests against the real stack (scripts/stack/index.mjs), in Debian's Chromium.
 * Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The timings feed the slowest-specs table `npm test` prints at its end.
  reporter: [['list'], ['./tests/e2e/support/timings-reporter.ts']],
  outputDir: 'test-results/artifacts',
  // The same projects on either database, so a tagged test in any file, serial or not, runs on both.
  ...(databaseSpecsOnly ? { grep: DATABASE_TAG } : {}),
  projects: [
    // tests/e2e/atlas runs against another Strapi (playwright.atlas.config.ts).
    { name: 'main', testIgnore: [/\.serial\.spec\.ts$/, /e2e\/atlas\//, /e2e\/passkeys\//] },
    // Specs that change Strapi-wide settings, break the backend or fill it with junk run alone,
    // one after another, after everything else (a project per file: a project's files run in parallel).
    // preview drives Strapi's admin panel, a large single-page app: alone it takes about 30 s, beside the
    // other worker's specs its admin pages took 30 s each to become editable and it ran past 120 s.
    // email-confirmation changes a Strapi-wide setting; faults stops, slows and breaks Strapi; xss fills
    // Strapi with hostile content; stored-pages expects pages to stay stored (any save elsewhere expires them);
    // metrics counts one stored hit and one refused sign-in exactly (another worker's saves and sign-ins change both);
    // bounded-cache fills the data cache to its caps, which another worker's saves kept emptying;
    // lifecycle runs a load against instances of its own and stops them with SIGTERM.
    ...serialProjects(['preview', 'email-confirmation', 'faults', 'xss', 'stored-pages', 'metrics', 'bounded-cache', 'lifecycle']),
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // No trace unless asked for (E2E_TRACE=retain-on-failure, or on): recording one, even to throw it
    // away, took a quarter of the suite's time here (29 tests: 238 s of test time with it, 181 s
    // without). A failure still leaves its screenshot and error context (the page's ARIA snapshot),
    // and the stack's logs are in test-results/logs.
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
