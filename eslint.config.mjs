import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';
import portico from './lint/ui-attribute-literals.mjs';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    // Parameters a framework passes but a function does not need are named _like_this.
    rules: { '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_' }] },
  },
  {
    // Playwright reads fixture parameters from an object pattern (even an empty one), and its
    // fixtures call a `use` that is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every word Portico shows comes from messages/{locale}.json (docs/design.md, "Interface text"):
    // text written straight into JSX fails here, between tags (react/jsx-no-literals) and in the
    // attributes a person reads or hears (portico/ui-attribute-literals: aria-label, title,
    // placeholder, alt, labels). Strapi's own words (field labels, locale names) arrive as values,
    // not literals. Punctuation between values is allowed.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { portico },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, allowedStrings: ['·', '…', '… ', ' …', ':', '(', ')', '—', '–', '/'] }],
      'portico/ui-attribute-literals': 'error',
    },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'bench/peers/*/.next*/**',
      'cms/**',
      // The second Strapi app of the end-to-end suite: plain CommonJS, like cms/.
      'testing/atlas-cms/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
];

export default config;
