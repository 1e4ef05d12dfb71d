import { defineConfig } from '@playwright/test';
import main from './playwright.config';

/** Passkeys in Chromium's virtual authenticator (tests/e2e/passkeys), on a stack of their own at localhost. */
export default defineConfig({
  ...main,
  testDir: 'tests/e2e/passkeys',
  globalSetup: './tests/e2e/passkeys/support/global-setup.ts',
  outputDir: 'test-results/artifacts-passkeys',
  projects: [{ name: 'passkeys' }],
});
