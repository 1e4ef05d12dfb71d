import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';
import { COMPONENT_ORDER } from './scripts/lint/component-order.mjs';
import jsdocImports from './scripts/lint/jsdoc-imports.mjs';
import pluginConfig from './plugin/eslint.config.mjs';
import uiText from './scripts/lint/ui-attribute-literals.mjs';

/** The project's own rules, one plugin object wherever they are used. */
const portico = { meta: { name: 'portico' }, rules: { ...uiText.rules, 'jsdoc-imports': jsdocImports } };

const ROOT = import.meta.dirname;

/** The page server's folders, each importing only those before it (docs/design.md, "Where things live"). */
const SERVER_ORDER = ['shared', 'process', 'observability', 'locales', 'sessions', 'outages', 'encodings', 'pages'].map(
  (folder) => `server/${folder}`,
);

/** What the Next side may take from the page server: neither its entry nor its encodings and page store. */
const SERVER_FOR_NEXT = [...SERVER_ORDER.slice(0, SERVER_ORDER.indexOf('server/encodings')), 'server/data-cache'];

/**
 * Who may import whom, from which the import/no-restricted-paths zones below are made. Imports run
 * downhill, app → site → components → lib → server, so a layer is read, tested and changed without the
 * ones above it, and the page server runs on Node without a build; the test helpers, the tools and the
 * Strapi plugin stay apart. An area may import itself and what its row allows (`imports`, or everything
 * but `importsAllBut`), nothing else named here.
 */
const LAYERS = [
  {
    area: 'app',
    files: ['app', 'proxy.ts', 'instrumentation.ts', 'next.config.js'],
    imports: ['site', ...COMPONENT_ORDER, 'lib', ...SERVER_FOR_NEXT],
  },
  // Site folders: below the routes, above the generic components; nothing below imports them (the core
  // reaches a site's data only through lib/site/active.ts, and the routes hand its views down).
  { area: 'site', files: ['sites'], imports: [...COMPONENT_ORDER, 'lib', ...SERVER_FOR_NEXT] },
  // components/, bottom to top: each folder imports only those below it.
  ...COMPONENT_ORDER.map((folder, index) => ({ area: folder, imports: [...COMPONENT_ORDER.slice(0, index), 'lib', ...SERVER_FOR_NEXT] })),
  { area: 'lib', imports: SERVER_FOR_NEXT },
  { area: 'server/index.mjs', imports: [...SERVER_ORDER, 'server/data-cache'] },
  ...SERVER_ORDER.map((folder, index) => ({ area: folder, imports: SERVER_ORDER.slice(0, index) })),
  // Next's cache handler, which Next loads on its own.
  { area: 'server/data-cache', imports: ['server/shared'] },
  // Reserved for a Strapi plugin package: it runs inside Strapi, so nothing of the app imports it, nor it the app.
  { area: 'plugin', imports: [] },
  // The helpers the Jest and Playwright tests share, the Playwright specs, and the tools: the commands and the
  // stack they start, the test runner, the system tests and their harness, Jest's setup, the benchmarks.
  { area: 'tests/support', importsAllBut: ['tests/e2e'] },
  { area: 'tests/e2e', importsAllBut: [] },
  ...['scripts', 'tests/run.mjs', 'tests/system', 'tests/harness', 'tests/jest', 'bench'].map((tool) => ({
    area: tool,
    importsAllBut: ['tests/e2e'],
  })),
];

/** Test files beside the code they test: they may also import tests/support/. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.integration.ts'];

/** One zone per area: the other areas its row does not allow. */
function zones({ tests = false } = {}) {
  const filesOf = (layer) => layer.files ?? [layer.area];
  const allows = (layer, other) =>
    layer.importsAllBut
      ? !layer.importsAllBut.includes(other.area)
      : layer.imports.includes(other.area) || (tests && other.area === 'tests/support');
  return LAYERS.flatMap((layer) => {
    const forbidden = LAYERS.filter((other) => other !== layer && !allows(layer, other));
    if (forbidden.length === 0) return [];
    const allowed = layer.importsAllBut
      ? `anything but ${layer.importsAllBut.join(', ')}`
      : layer.imports.join(', ') || 'nothing of the app';
    return [{ target: filesOf(layer), from: forbidden.flatMap(filesOf), message: `${layer.area} may import only ${allowed}.` }];
  });
}

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
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every word Portico shows comes from messages/{locale}.json (docs/design.md, "Interface text"):
    // text written straight into JSX fails here, between tags (react/jsx-no-literals) and in the
    // attributes a person reads or hears (portico/ui-attribute-literals: aria-label, title,
    // placeholder, alt, labels). Strapi's own words (field labels, locale names) arrive as values,
    // not literals. Punctuation between values is allowed.
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'sites/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { portico },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, allowedStrings: ['·', '…', '… ', ' …', ':', '(', ')', '—', '–', '/'] }],
      'portico/ui-attribute-literals': 'error',
    },
  },
  {
    // Production code: only what its layer may import.
    ignores: TESTS,
    plugins: { portico },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: zones() }],
      'portico/jsdoc-imports': ['error', { basePath: ROOT, zones: zones() }],
    },
  },
  {
    // A test also imports the shared test helpers (tests/support/), never the other way round.
    files: TESTS,
    plugins: { portico },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: zones({ tests: true }) }],
      'portico/jsdoc-imports': ['error', { basePath: ROOT, zones: zones({ tests: true }) }],
    },
  },
  {
    // No import cycles in the app: in a cycle neither module can be read, tested or loaded without the
    // other. The rule parses every module it follows a second time, so it follows only the app's own
    // (packages cannot import us back; .mjs is the page server's), not the tests' and tools' helpers,
    // and ten modules deep at most. disableScc: its shortcut fails on text linted under a name not yet
    // on disk (an editor's new file, the rules' own test); without it the whole lint takes no longer.
    files: ['app/**', 'components/**', 'lib/**', 'server/**', '*.ts', '*.js', 'scripts/lint/**'],
    settings: { 'import/extensions': ['.js', '.mjs', '.jsx', '.ts', '.tsx'], 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, maxDepth: 10, disableScc: true }] },
  },
  // Portico's Strapi plugin: its own feature boundaries, cycles through require() and style, after the app's rules.
  ...pluginConfig,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'bench/peers/*/.next*/**',
      'cms/**',
      // The second Strapi app of the end-to-end suite: plain CommonJS, like cms/.
      'tests/atlas-cms/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'test-results/bench/**',
      // Files made to break the import rules, which the rules' own test lints.
      'scripts/lint/fixtures/**',
    ],
  },
];

export default config;
