import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Sample {
  /** What the sample shows, as the test's name. */
  name: string;
  /** Where the sample is linted as if it were (it need not exist), relative to the repository. */
  file: string;
  text: string;
  /** The rule it breaks; none for an import the rules allow. */
  fails?: 'import/no-restricted-paths' | 'import/no-cycle' | 'portico/jsdoc-imports';
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\n\nexport const sample = imported;\n`;
const typing = (specifier: string) => `/** @type {import('${specifier}').Sample} */\nexport const sample = null;\n`;
const fixture = (file: string): Pick<Sample, 'file' | 'text'> => ({ file, text: readFileSync(path.join(root, file), 'utf8') });

const samples: Sample[] = [
  // Imports run downhill: app → components → lib → server.
  {
    name: 'lib importing components',
    file: 'lib/http/sample.ts',
    text: importing('@/components/layout/not-found-view'),
    fails: 'import/no-restricted-paths',
  },
  { name: 'lib importing the shared server settings', file: 'lib/http/sample.ts', text: importing('@/server/shared/route-paths.mjs') },
  {
    name: 'components importing app',
    file: 'components/account/sample.tsx',
    text: importing('@/app/account/actions'),
    fails: 'import/no-restricted-paths',
  },
  { name: 'components importing lib', file: 'components/account/sample.tsx', text: importing('@/lib/auth/session') },
  // components/ runs one way: its primitives (ui) import no other folder of it.
  {
    name: 'components/ui importing components/layout',
    file: 'components/ui/sample.tsx',
    text: importing('@/components/layout/site-header'),
    fails: 'import/no-restricted-paths',
  },
  { name: 'components/layout importing components/ui', file: 'components/layout/sample.tsx', text: importing('@/components/ui/ui-text') },
  { name: 'app importing components', file: 'app/account/sample.tsx', text: importing('@/components/account/signed-in-devices') },
  // The page server's folders: each imports only those before it.
  {
    name: 'server/shared importing server/pages',
    file: 'server/shared/sample.mjs',
    text: importing('../pages/page-policy.mjs'),
    fails: 'import/no-restricted-paths',
  },
  {
    name: 'server/data-cache importing server/observability',
    file: 'server/data-cache/sample.mjs',
    text: importing('../observability/log.mjs'),
    fails: 'import/no-restricted-paths',
  },
  { name: 'server/pages importing server/shared', file: 'server/pages/sample.mjs', text: importing('../shared/route-paths.mjs') },
  // The same boundaries for the types plain JavaScript imports in its JSDoc.
  {
    name: 'a JSDoc type in server/shared importing server/pages',
    file: 'server/shared/sample.mjs',
    text: typing('../pages/page-policy.mjs'),
    fails: 'portico/jsdoc-imports',
  },
  {
    name: 'a JSDoc type in server/pages importing server/shared',
    file: 'server/pages/sample.mjs',
    text: typing('../shared/route-paths.mjs'),
  },
  { name: 'a JSDoc type importing a package', file: 'server/shared/sample.mjs', text: typing('node:http') },
  // The Next side never takes the page server's own parts.
  {
    name: 'lib importing server/pages',
    file: 'lib/http/sample.ts',
    text: importing('@/server/pages/page-store.mjs'),
    fails: 'import/no-restricted-paths',
  },
  {
    name: 'app importing server/encodings',
    file: 'app/sample.tsx',
    text: importing('@/server/encodings/hashed-scripts.mjs'),
    fails: 'import/no-restricted-paths',
  },
  {
    name: 'proxy.ts importing server/index.mjs',
    file: 'proxy.ts',
    text: importing('./server/index.mjs'),
    fails: 'import/no-restricted-paths',
  },
  { name: 'lib importing server/observability', file: 'lib/http/sample.ts', text: importing('@/server/observability/observe.mjs') },
  // Test helpers and specs stay apart from production code.
  {
    name: 'a component importing tests/support/',
    file: 'components/content/sample.tsx',
    text: importing('@/tests/support/xss-corpus'),
    fails: 'import/no-restricted-paths',
  },
  {
    name: 'lib importing tests/e2e/',
    file: 'lib/http/sample.ts',
    text: importing('@/tests/e2e/support/languages'),
    fails: 'import/no-restricted-paths',
  },
  {
    name: 'tests/support/ importing tests/e2e/',
    file: 'tests/support/sample.ts',
    text: importing('@/tests/e2e/support/languages'),
    fails: 'import/no-restricted-paths',
  },
  {
    name: 'a component’s test importing tests/support/',
    file: 'components/content/sample.test.tsx',
    text: importing('@/tests/support/xss-corpus'),
  },
  { name: 'a spec importing tests/support/', file: 'tests/e2e/sample.spec.ts', text: importing('@/tests/support/backend') },
  // No cycles, in TypeScript and in the page server's .mjs.
  { name: 'a module in a two-module cycle', ...fixture('scripts/lint/fixtures/cycle/first.ts'), fails: 'import/no-cycle' },
  { name: 'a .mjs module in a two-module cycle', ...fixture('scripts/lint/fixtures/cycle/first.mjs'), fails: 'import/no-cycle' },
  { name: 'a module importing one of the cycle, one way', ...fixture('scripts/lint/fixtures/cycle/one-way.ts') },
];

/**
 * Each sample's messages from the real configuration, in one Node process (ESLint loads its
 * configuration with import(), which Jest cannot run here).
 */
function lintSamples(): { ruleId: string | null; message: string }[][] {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/lint/lint-samples.mjs')], {
    cwd: root,
    input: JSON.stringify(samples.map(({ file, text }) => ({ file, text }))),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

describe('eslint.config.mjs: import rules', () => {
  let messages: ReturnType<typeof lintSamples>;
  beforeAll(() => {
    messages = lintSamples();
  }, 120_000);

  it.each(samples.map((sample, index) => [sample.fails ? `fails: ${sample.name}` : `passes: ${sample.name}`, index] as const))(
    '%s',
    (_name, index) => {
      const { fails } = samples[index]!;
      expect(messages[index]!.map((message) => message.ruleId)).toEqual(fails ? [fails] : []);
    },
  );

  it('says which areas the importing one may import', () => {
    const index = samples.findIndex((sample) => sample.name === 'lib importing components');
    expect(messages[index]![0]!.message).toContain('lib may import only server/shared, server/process');
  });
});
