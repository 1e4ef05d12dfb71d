import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { uiAttributeLiterals } from './ui-attribute-literals.mjs';

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

// RuleTester runs its cases as tests of their own (describe/it are Jest's).
tester.run('portico/ui-attribute-literals', uiAttributeLiterals, {
  valid: [
    // Words from the catalog, values from Strapi, and attributes nobody reads.
    '<nav aria-label={t("label")} className="language-switcher"><a href="/fr" hrefLang="fr" lang="fr">{name}</a></nav>',
    '<input type="email" name="email" autoComplete="email" placeholder={t("placeholder")} />',
    '<img src="/a.png" alt={slide.alt} />',
    '<Carousel label={humanize(name)} priority />',
    '<input type="hidden" name="locale" value="fr" />',
    '<option value="createdAt:desc">{t("newest")}</option>',
    '<span aria-hidden="true" title="·" />',
    '<AuthForm submitLabel={t("signIn")} pendingLabel={`${t("signingIn")}`} />',
  ],
  invalid: [
    { code: '<nav aria-label="Language" />', errors: [{ messageId: 'literal', data: { attribute: 'aria-label', text: 'Language' } }] },
    { code: '<p aria-description="Shown to members only" />', errors: [{ messageId: 'literal' }] },
    { code: '<section aria-roledescription="carousel" />', errors: [{ messageId: 'literal' }] },
    { code: '<abbr title="Portable Document Format">PDF</abbr>', errors: [{ messageId: 'literal' }] },
    { code: '<input placeholder="Type to search…" />', errors: [{ messageId: 'literal' }] },
    { code: '<img src="/a.png" alt="A lighthouse" />', errors: [{ messageId: 'literal' }] },
    { code: '<ConfirmDialog label="Delete account" />', errors: [{ messageId: 'literal' }] },
    { code: '<DocumentForm submitLabel="Create" />', errors: [{ messageId: 'literal' }] },
    { code: '<input type="submit" value="Send" />', errors: [{ messageId: 'literal' }] },
    // Inside an expression: a plain string, either side of a condition, a template's text.
    { code: '<nav aria-label={"Breadcrumb"} />', errors: [{ messageId: 'literal' }] },
    { code: '<button aria-label={open ? "Close menu" : "Open menu"} />', errors: [{ messageId: 'literal' }, { messageId: 'literal' }] },
    { code: '<a title={`Page ${n}`} />', errors: [{ messageId: 'literal', data: { attribute: 'title', text: 'Page' } }] },
    { code: '<img alt={caption || "Photo"} />', errors: [{ messageId: 'literal' }] },
  ],
});

/** The real configuration, run as `npx eslint` runs it, on a sample file in components/. */
function lintSample(source: string, file = 'components/sample-for-lint.tsx') {
  const root = path.resolve(__dirname, '../..');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', file],
    {
      cwd: root,
      input: source,
      encoding: 'utf8',
    },
  );
  const [report] = JSON.parse(result.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return report!.messages.map((message) => message.ruleId);
}

describe('eslint.config.mjs', () => {
  it('fails a component with a literal accessible name or placeholder, and text between tags', () => {
    const rules = lintSample(
      [
        'export function Sample({ t }: { t: (key: string) => string }) {',
        '  return (',
        '    <nav aria-label="Language" className="switcher">',
        '      <input placeholder="Search" name="q" type="search" />',
        '      <p>Hello</p>',
        '      <span title={t("french")}>{t("french")}</span>',
        '    </nav>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual(['portico/ui-attribute-literals', 'portico/ui-attribute-literals', 'react/jsx-no-literals']);
  }, 60_000);
});
