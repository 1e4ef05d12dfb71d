import { defineConfig } from '@playwright/test';
import main, { databaseSpecsOnly } from './playwright.config';

/** The second model's specs that write and read back (the PostgreSQL leg runs only these: docs/testing.md). */
const ATLAS_DATABASE_SPECS = /e2e\/atlas\/(account|drafts|forms|legacy-sessions)\.spec\.ts$/;

/**
 * The end-to-end specs of the second content model (tests/e2e/atlas, against tests/atlas-cms): the
 * main suite's settings, another Strapi and another build of the app. One project; specs that
 * change Strapi-wide state would get their own, as in playwright.config.ts.
 */
export default defineConfig({
  ...main,
  testDir: 'tests/e2e/atlas',
  globalSetup: './tests/e2e/atlas/support/global-setup.ts',
  outputDir: 'test-results/artifacts-atlas',
  projects: [databaseSpecsOnly ? { name: 'atlas', testMatch: ATLAS_DATABASE_SPECS } : { name: 'atlas' }],
});
