import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { passwordMinLength } from '@/lib/auth/server-rules';
import { messagesCandidates, pickNamespaces, withInterfaceWords } from './messages';

/** Every messages file there is: a new language's file is checked as soon as it is added. */
const DIRECTORY = path.join(__dirname, '../../messages');
const files = fs
  .readdirSync(DIRECTORY)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ code: file.replace(/\.json$/, ''), messages: JSON.parse(fs.readFileSync(path.join(DIRECTORY, file), 'utf8')) }));
const english = files.find((file) => file.code === 'en')!.messages;

/** "Namespace.key" for every message of a file. */
function keysOf(messages: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the message files', () => {
  it('include English and French', () => {
    expect(files.map((file) => file.code)).toEqual(expect.arrayContaining(['en', 'fr']));
  });

  it.each(files.map((file) => [file.code, file.messages] as const))('%s has exactly the keys of en.json', (_code, messages) => {
    expect(keysOf(messages).sort()).toEqual(keysOf(english).sort());
  });

  it.each(files.map((file) => [file.code, file.messages] as const))(
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
          site: 'S',
          one: 'O',
          other: 'Os',
          pages: 3,
          hint: 'H',
          end: 'from',
        };
        expect(() => t(key as never, values as never)).not.toThrow();
      }
    },
  );
});

describe('plurals and the password hint, formatted', () => {
  it('counts a list in the type’s own name, in each language', () => {
    const fr = createTranslator({ locale: 'fr', messages: files.find((file) => file.code === 'fr')!.messages, namespace: 'List' });
    const names = { one: 'catégorie', other: 'catégories' };
    expect(fr('count' as never, { total: 1, ...names } as never)).toBe('1 catégorie');
    expect(fr('count' as never, { total: 12, ...names } as never)).toBe('12 catégories');
    expect(fr('countPaged' as never, { count: '30 articles', page: 2, pages: 3 } as never)).toBe('30 articles · page 2 sur 3');
    const en = createTranslator({ locale: 'en', messages: english, namespace: 'List' });
    expect(en('count' as never, { total: 0, one: 'article', other: 'articles' } as never)).toBe('No articles');
    expect(en('count' as never, { total: 1, one: 'article', other: 'articles' } as never)).toBe('1 article');
  });

  it('states the password minimum the server is configured with', () => {
    const t = createTranslator({ locale: 'en', messages: english, namespace: 'Auth' });
    expect(t('passwordHint' as never, { count: passwordMinLength({ PASSWORD_MIN_LENGTH: '12' }) } as never)).toBe(
      'At least 12 characters.',
    );
    expect(t('passwordHint' as never, { count: passwordMinLength({}) } as never)).toBe('At least 8 characters.');
  });
});

describe('messagesCandidates and pickNamespaces', () => {
  it('tries the exact code, then its language, then English', () => {
    expect(messagesCandidates('pt-BR')).toEqual(['pt-BR', 'pt', 'en']);
    expect(messagesCandidates('fr')).toEqual(['fr', 'en']);
    expect(messagesCandidates(undefined)).toEqual(['en']);
  });

  it('gives client components only the namespaces named', () => {
    expect(Object.keys(pickNamespaces(english, ['Errors', 'Missing']))).toEqual(['Errors']);
  });
});

describe('withInterfaceWords: a site folder’s words over Portico’s', () => {
  it('replaces the keys Portico has and leaves out any it does not', () => {
    const messages = { Home: { title: 'Portico', intro: 'Choose a collection to browse.' }, Footer: { text: '© {site}' } };
    const merged = withInterfaceWords(messages, { Home: { title: 'Atlas', nowhere: 'x' }, Nowhere: { key: 'y' } });
    expect(merged).toEqual({ Home: { title: 'Atlas', intro: 'Choose a collection to browse.' }, Footer: { text: '© {site}' } });
    expect(messages.Home.title).toBe('Portico');
    expect(withInterfaceWords(messages, undefined)).toBe(messages);
  });
});
