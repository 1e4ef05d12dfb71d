import nextJest from 'next/jest.js';

/**
 * Two projects:
 * - unit: pure code and client components (node by default, jsdom per file where a browser is needed);
 * - integration: lib/strapi and the plugin against a real Strapi that tests/jest/strapi-setup.mjs starts on a free port.
 */
const createJestConfig = nextJest({ dir: './' });

const shared = {
  // Tests render with Portico's generic site; a site folder's own tests import it by its path.
  moduleNameMapper: {
    '^@site/site$': '<rootDir>/components/site/generic/site.ts',
    '^@site/views$': '<rootDir>/components/site/generic/views.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
};

/**
 * react-markdown and its unified/remark/micromark family ship only as ES modules; Jest (CommonJS
 * here) must transform them, so they are exempt from next/jest's "never transform node_modules".
 */
const ESM_PACKAGES = [
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'property-information',
  'hast-.*',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'devlop',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'zwitch',
  'longest-streak',
  'trim-lines',
  'estree-util-.*',
  'style-to-js',
  'style-to-object',
  'inline-style-parser',
  'html-void-elements',
  'web-namespaces',
  'markdown-extensions',
  'is-.*',
  'stringify-entities',
  // next-intl's message formatting (the catalog test formats real messages with it).
  'use-intl',
  'intl-messageformat',
  '@formatjs/.*',
  // jose (a token's claims) ships only as ES modules.
  'jose',
];
const withEsm = (config) => ({
  ...config,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
});

const unit = withEsm(
  await createJestConfig({
    ...shared,
    displayName: 'unit',
    testEnvironment: 'node',
    testMatch: [
      '<rootDir>/{lib,components,app,server,scripts/lint}/**/*.test.{ts,tsx}',
      '<rootDir>/cms/src/**/*.test.ts',
      '<rootDir>/plugin/{server,lint}/**/*.test.ts',
    ],
  })(),
);

const integration = withEsm(
  await createJestConfig({
    ...shared,
    displayName: 'integration',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{lib,plugin,server}/**/*.integration.ts'],
    globalSetup: '<rootDir>/tests/jest/strapi-setup.mjs',
    globalTeardown: '<rootDir>/tests/jest/strapi-teardown.mjs',
  })(),
);

const config = {
  projects: [unit, integration],
  testTimeout: 30_000,
};

export default config;
