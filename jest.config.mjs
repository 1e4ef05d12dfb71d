import nextJest from 'next/jest.js';

/**
 * Two projects:
 * - unit: pure code and client components (node by default, jsdom per file where a browser is needed);
 * - integration: lib/strapi against a real Strapi that jest/strapi-setup.mjs starts on a free port.
 */
const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};

const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app}/**/*.test.{ts,tsx}'],
})();

const integration = await createJestConfig({
  ...shared,
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/lib/**/*.integration.ts'],
  globalSetup: '<rootDir>/jest/strapi-setup.mjs',
  globalTeardown: '<rootDir>/jest/strapi-teardown.mjs',
})();

const config = {
  projects: [unit, integration],
  testTimeout: 30_000,
};

export default config;
