import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import * as espree from 'espree';
import nextConfigs from 'eslint-config-next/core-web-vitals';
import typescriptConfigs from 'eslint-config-next/typescript';
import requireCycles from './lint/require-cycles.mjs';

/**
 * The plugin's lint: plain CommonJS that Strapi loads, checked by the app's style rules in their JavaScript form,
 * ESLint's recommended ones (what TypeScript catches in the app), no import cycles, and one way between its parts.
 * Standalone (`eslint -c plugin/eslint.config.mjs plugin`) or spread into the root config, after its own rules.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'plugin/server';
const CODE = ['plugin/**/*.js'];
const TESTS = ['plugin/**/*.test.ts', 'plugin/**/*.integration.ts'];

/** The helpers at the bottom of the plugin, each importing only those before it. */
const BASE = ['http.js', 'plugin-routes.js', 'site.js', 'core-store.js', 'secrets', 'device.js'];
/** The top: the plugin's config block, and the entry that folds the features through their faces (index.js). */
const TOP = ['config.js', 'index.js'];
/** Every other folder is a feature module: it imports the helpers, never another feature; features meet in services. */
const FEATURES = fs
  .readdirSync(path.join(ROOT, SERVER), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !BASE.includes(entry.name))
  .map((entry) => entry.name);

const at = (part) => `${SERVER}/${part}`;

/** One zone per part: what its place forbids. A test may also import the plugin's config and the test helpers. */
function zones({ tests = false } = {}) {
  const base = BASE.map((part, index) => ({
    target: at(part),
    from: [...BASE.slice(index + 1), ...FEATURES, ...TOP].map(at),
    message: `${part} may import only ${BASE.slice(0, index).join(', ') || 'packages'}.`,
  }));
  const features = FEATURES.map((feature) => ({
    target: at(feature),
    from: [...FEATURES.filter((other) => other !== feature), ...TOP.filter((part) => !(tests && part === 'config.js'))].map(at),
    message: `A feature (${feature}/) imports the helpers (${BASE.join(', ')}) and itself; features meet through Strapi's services.`,
  }));
  const faces = FEATURES.map((feature) => ({
    target: at('index.js'),
    from: at(feature),
    except: ['./index.js'],
    message: `index.js folds ${feature}/ through its face, ${feature}/index.js.`,
  }));
  // It runs inside Strapi: nothing of the app, whose areas the root config names.
  const apart = {
    target: 'plugin',
    from: '.',
    except: ['./plugin', './node_modules', ...(tests ? ['./tests/support'] : [])],
    message: 'The plugin imports nothing of the app.',
  };
  return [...base, ...features, ...faces, { target: at('config.js'), from: [...BASE, ...FEATURES].map(at) }, apart];
}

// The root's own instances: a second copy of a plugin under the same name is refused when both configs meet.
const pluginNamed = (configs, name) => configs.find((config) => config.plugins?.[name]).plugins[name];
const plugins = {
  import: pluginNamed(nextConfigs, 'import'),
  '@typescript-eslint': pluginNamed(typescriptConfigs, '@typescript-eslint'),
  'portico-guard': requireCycles,
};
const typescriptRules = Object.assign({}, ...typescriptConfigs.map((config) => config.rules ?? {}));
const typescriptParser = typescriptConfigs.find((config) => config.languageOptions?.parser).languageOptions.parser;

const NODE_GLOBALS = [
  'require',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'process',
  'Buffer',
  'console',
  'URL',
  'URLSearchParams',
  'AbortController',
  'fetch',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'structuredClone',
];

const config = [
  { name: 'portico-guard/plugins', plugins },
  {
    name: 'portico-guard/code',
    files: CODE,
    languageOptions: {
      parser: espree,
      ecmaVersion: 2024,
      sourceType: 'commonjs',
      // The root's parser options name ES modules: not what Strapi loads.
      parserOptions: { sourceType: 'commonjs' },
      globals: Object.fromEntries(NODE_GLOBALS.map((name) => [name, 'readonly'])),
    },
    rules: {
      ...js.configs.recommended.rules,
      // The app's rules are written for TypeScript; these are their JavaScript forms, with the app's options.
      ...Object.fromEntries(
        Object.keys(typescriptRules)
          .filter((rule) => rule.startsWith('@typescript-eslint/'))
          .map((rule) => [rule, 'off']),
      ),
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-unused-expressions': ['error', { allowShortCircuit: false, allowTernary: false, allowTaggedTemplates: false }],
      'no-array-constructor': 'error',
      // Code made from a string runs only where the plugin says why (an ES module imported from CommonJS).
      'no-new-func': 'error',
      strict: ['error', 'global'],
    },
  },
  {
    // The tests are TypeScript, linted as the app's are.
    name: 'portico-guard/tests',
    files: TESTS,
    languageOptions: { parser: typescriptParser, sourceType: 'module' },
    rules: typescriptRules,
  },
  {
    name: 'portico-guard/boundaries',
    files: CODE,
    ignores: TESTS,
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones: zones() }] },
  },
  {
    name: 'portico-guard/test-boundaries',
    files: TESTS,
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones: zones({ tests: true }) }] },
  },
  {
    // import/no-cycle passes CommonJS unread; the requires are followed by the plugin's own rule.
    name: 'portico-guard/cycles',
    files: CODE,
    rules: { 'portico-guard/no-require-cycle': 'error' },
  },
];

export default config;
