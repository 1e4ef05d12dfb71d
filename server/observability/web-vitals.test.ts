import { parseVitals } from './web-vitals.mjs';
import { pageTypeOf } from '../shared/route-paths.mjs';

describe('pageTypeOf', () => {
  it('reads a path as one of a few page types, in any locale the site has', () => {
    const types = Object.fromEntries(
      [
        '/',
        '/fr',
        '/articles',
        '/fr/articles',
        '/about',
        '/articles/abc123',
        '/fr/articles/abc123',
        '/articles/new',
        '/articles/abc/edit',
      ].map((path) => [path, pageTypeOf(path, ['fr'])]),
    );
    expect(types).toEqual({
      '/': 'home',
      '/fr': 'home',
      '/articles': 'list',
      '/fr/articles': 'list',
      '/about': 'list',
      '/articles/abc123': 'detail',
      '/fr/articles/abc123': 'detail',
      '/articles/new': 'editor',
      '/articles/abc/edit': 'editor',
    });
    expect(pageTypeOf('/account/confirm-email', ['fr'])).toBe('account');
    // Without the site's locales, a path's first segment is a collection.
    expect(pageTypeOf('/fr/login')).toBe('detail');
    expect(pageTypeOf('/fr/login', ['fr'])).toBe('auth');
    expect(pageTypeOf('/a/b/c/d/e')).toBe('other');
    expect(pageTypeOf('/api/anything')).toBe('other');
  });
});

describe('parseVitals', () => {
  it('takes LCP and INP in seconds and CLS as is, by page type', () => {
    const body = JSON.stringify([
      { name: 'LCP', value: 1234, path: '/articles' },
      { name: 'INP', value: 80, path: '/fr/articles/x', extra: 'ignored' },
      { name: 'CLS', value: 0.02, path: '/' },
    ]);
    expect(parseVitals(body, ['fr'])).toEqual([
      { name: 'LCP', page: 'list', value: 1.234 },
      { name: 'INP', page: 'detail', value: 0.08 },
      { name: 'CLS', page: 'home', value: 0.02 },
    ]);
  });

  it('drops what no browser would send: other names, broken values, paths that are not paths, junk', () => {
    expect(parseVitals('not json')).toEqual([]);
    expect(parseVitals('null')).toEqual([]);
    expect(
      parseVitals(
        JSON.stringify([
          { name: 'FID', value: 10, path: '/' },
          { name: 'LCP', value: -1, path: '/' },
          { name: 'LCP', value: 1e9, path: '/' },
          { name: 'CLS', value: 'big', path: '/' },
          { name: 'INP', value: 10, path: 'https://elsewhere.example/' },
          { name: 'LCP', value: 10 },
        ]),
      ),
    ).toEqual([]);
    // At most ten reports are read from one body.
    expect(parseVitals(JSON.stringify(Array.from({ length: 50 }, () => ({ name: 'CLS', value: 0, path: '/' }))))).toHaveLength(10);
  });
});
