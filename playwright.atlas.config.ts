import { defineConfig } from '@playwright/test';
import main from './playwright.config';

/**
 * The end-to-end specs of the second content model (tests/e2e/atlas, against tests/atlas-cms): the
 * main suite's settings, its `@database` selection on PostgreSQL included, another Strapi and another
 * build of the app. One project; specs that change Strapi-wide state would get their own, as in
 * playwright.config.ts.
 */
export default defineConfig({
  ...main,
  testDir: 'tests/e2e/atlas',
  globalSetup: './tests/e2e/atlas/support/global-setup.ts',
  outputDir: 'test-results/artifacts-atlas',
  projects: [{ name: 'atlas' }],
});
