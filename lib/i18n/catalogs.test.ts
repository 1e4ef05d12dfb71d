import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { passwordMinLength } from '@/lib/auth/rules';
import { catalogCandidates, pickNamespaces } from './catalogs';

/** Every catalog file there is: a new language's file is checked as soon as it is added. */
const DIRECTORY = path.join(__dirname, '../../messages');
const catalogs = fs
  .readdirSync(DIRECTORY)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ code: file.replace(/\.json$/, ''), messages: JSON.parse(fs.readFileSync(path.join(DIRECTORY, file), 'utf8')) }));
const english = catalogs.find((catalog) => catalog.code === 'en')!.messages;

/** "Namespace.key" for every message of a catalog. */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the message catalogs', () => {
  it('include English and French', () => {
    expect(catalogs.map((catalog) => catalog.code)).toEqual(expect.arrayContaining(['en', 'fr']));
  });

  it.each(catalogs.map((catalog) => [catalog.code, catalog.messages] as const))('%s has exactly the keys of en.json', (_code, messages) => {
    expect(keysOf(messages).sort()).toEqual(keysOf(english).sort());
  });

  it.each(catalogs.map((catalog) => [catalog.code, catalog.messages] as const))(
    '%s: every message is a non-empty string that formats with the placeholders English uses',
    (code, messages) => {
      const t = createTranslator({ locale: code, messages });
      for (const key of keysOf(english)) {
        const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(typeof template === 'string' && template.trim().length > 0).toBe(true);
        const values = {
          count: 2,
          total: 12,
          first: 1,
          last: 12,
          shown: 0,
          page: 2,
          field: 'F',
          type: 'T',
          name: 'N',
          id: 'I',
          provider: 'P',
          digest: 'D',
          date: 'X',
        };
        expect(() => t(key as never, values as never)).not.toThrow();
      }
    },
  );
});

describe('plurals and the password hint, formatted', () => {
  it('counts entries in each language', () => {
    const fr = createTranslator({ locale: 'fr', messages: catalogs.find((catalog) => catalog.code === 'fr')!.messages, namespace: 'List' });
    expect(fr('count' as never, { count: 1 } as never)).toBe('1 entrée');
    expect(fr('count' as never, { count: 12 } as never)).toBe('12 entrées');
    const en = createTranslator({ locale: 'en', messages: english, namespace: 'List' });
    expect(en('showing' as never, { first: 1, last: 12, total: 12 } as never)).toBe('Showing 1–12 of 12 entries.');
  });

  it('states the password minimum the server is configured with', () => {
    const t = createTranslator({ locale: 'en', messages: english, namespace: 'Auth' });
    expect(t('passwordHint' as never, { count: passwordMinLength({ PASSWORD_MIN_LENGTH: '12' }) } as never)).toBe(
      'At least 12 characters.',
    );
    expect(t('passwordHint' as never, { count: passwordMinLength({}) } as never)).toBe('At least 8 characters.');
  });
});

describe('catalogCandidates and pickNamespaces', () => {
  it('tries the exact code, then its language, then English', () => {
    expect(catalogCandidates('pt-BR')).toEqual(['pt-BR', 'pt', 'en']);
    expect(catalogCandidates('fr')).toEqual(['fr', 'en']);
    expect(catalogCandidates(undefined)).toEqual(['en']);
  });

  it('gives client components only the namespaces named', () => {
    expect(Object.keys(pickNamespaces(english, ['Errors', 'Missing']))).toEqual(['Errors']);
  });
});
