import { parseCookie } from 'cookie';
import { isQueryAddress, parseAddress, storedKind, storeKey } from './page-policy.mjs';

/** What Chromium sends when it loads a page. */
const DOCUMENT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

function request(url: string, { method = 'GET', headers = { accept: DOCUMENT } as Record<string, string>, cookie = '' } = {}) {
  const parsed = new URL(url, 'http://portico.test');
  return { method, pathname: parsed.pathname, searchParams: parsed.searchParams, headers, cookies: parseCookie(cookie) };
}

describe('storedKind: which requests the page store may answer', () => {
  it.each([
    '/articles?utm_source=x',
    '/articles/abc?junk=1',
    '/?a=1',
    '/articles?q=x&ref=y',
    '/articles?f.=x',
    '/articles?f.level.between=x',
  ])('never stores %s: a parameter no page reads (a script could make addresses without end)', (url) => {
    expect(storedKind(request(url))).toBeNull();
  });

  it.each(['/', '/articles', '/articles?page=2&sort=title:asc', '/articles/vfyqpetzxe2izkf3g0kzn7mr', '/categories?q=design'])(
    'stores the document load of %s',
    (url) => {
      expect(storedKind(request(url))).toBe('html');
    },
  );

  it('stores RSC navigations and prefetches', () => {
    expect(storedKind(request('/articles?_rsc=x1', { headers: { rsc: '1', 'next-router-prefetch': '1' } }))).toBe('rsc');
    expect(storedKind(request('/articles/abc?_rsc=x1', { headers: { rsc: '1', 'next-router-state-tree': '%5B%5D' } }))).toBe('rsc');
  });

  it('stores signed-in views too (as the members’ shared render), but never a preview', () => {
    expect(storedKind(request('/articles', { cookie: 'strapi_jwt=abc' }))).toBe('html');
    expect(storedKind(request('/articles', { cookie: '__prerender_bypass=1; strapi_jwt=abc' }))).toBeNull();
  });

  it('answers only GET and HEAD', () => {
    expect(storedKind(request('/articles', { method: 'HEAD' }))).toBe('html');
    expect(storedKind(request('/articles', { method: 'POST' }))).toBeNull();
    expect(storedKind(request('/articles', { method: 'DELETE' }))).toBeNull();
  });

  it.each([
    '/login',
    '/login?next=/account',
    '/register',
    '/forgot-password',
    '/reset-password?code=secret',
    '/email-confirmation',
    '/account',
    '/connect/local-oidc/redirect',
    '/api/health',
    '/api/session',
  ])('leaves the app page %s alone (forms, and reset codes that must never be stored)', (url) => {
    expect(storedKind(request(url))).toBeNull();
  });

  it('leaves create and edit pages, deeper paths, files and one-time notices alone', () => {
    expect(storedKind(request('/articles/new'))).toBeNull();
    expect(storedKind(request('/articles/abc/edit'))).toBeNull();
    expect(storedKind(request('/articles/abc/delete'))).toBeNull();
    expect(storedKind(request('/sitemap.xml'))).toBeNull();
    expect(storedKind(request('/sitemaps/2.xml'))).toBeNull();
    expect(storedKind(request('/robots.txt'))).toBeNull();
    expect(storedKind(request('/articles/abc?notice=saved'))).toBeNull();
  });

  it("never stores a member's drafts: the list and the detail page with ?status=draft", () => {
    expect(storedKind(request('/articles?status=draft'))).toBeNull();
    expect(storedKind(request('/fr/articles/abc?status=draft'))).toBeNull();
    expect(storedKind(request('/articles/abc'))).toBe('html');
  });

  it('stores a single type’s page (/about) as any other content page', () => {
    expect(storedKind(request('/about'))).toBe('html');
    expect(storedKind(request('/fr/about'))).toBe('html');
  });

  it.each(['/fr', '/fr/articles?page=2', '/fr/articles/vfyqpetzxe2izkf3g0kzn7mr', '/pt-BR/categories'])(
    'stores the pages of a locale: %s',
    (url) => {
      expect(storedKind(request(url))).toBe('html');
    },
  );

  it.each([
    '/fr/articles/new',
    '/fr/articles/abc/edit',
    '/fr/articles/abc/delete',
    '/fr/account',
    '/fr/login?next=/fr',
    '/faq/new',
    '/faq/abc/delete',
    '/api/health',
  ])('leaves a locale’s editors and app pages alone, whichever way the first segment reads: %s', (url) => {
    expect(storedKind(request(url))).toBeNull();
  });

  it('answers curl, crawlers and uptime checks with the stored HTML too (Accept */* or none)', () => {
    expect(storedKind(request('/articles', { headers: { accept: '*/*' } }))).toBe('html');
    expect(storedKind(request('/articles', { headers: {} }))).toBe('html');
    expect(storedKind(request('/articles/new', { headers: { accept: '*/*' } }))).toBeNull();
  });
});

describe('storeKey', () => {
  const key = (url: string, overrides: Partial<Parameters<typeof storeKey>[0]> = {}) => {
    const { pathname, searchParams } = new URL(url, 'http://portico.test');
    return storeKey({ kind: 'html', audience: 'visitor', https: false, pathname, searchParams, headers: {}, ...overrides });
  };

  it('keeps visitors, members, schemes and kinds apart', () => {
    const keys = [
      key('/articles'),
      key('/articles', { audience: 'member' }),
      key('/articles', { https: true }),
      key('/articles', { kind: 'rsc' }),
    ];
    expect(new Set(keys).size).toBe(4);
  });

  it('keys RSC payloads by the headers they depend on, not by the _rsc hash', () => {
    const navigation = { kind: 'rsc' as const, headers: { rsc: '1', 'next-router-state-tree': 'A', 'next-url': '/one' } };
    expect(key('/articles?_rsc=aaa', navigation)).toBe(
      key('/articles?_rsc=bbb', { ...navigation, headers: { ...navigation.headers, 'next-url': '/two' } }),
    );
    expect(key('/articles?_rsc=aaa', navigation)).not.toBe(
      key('/articles?_rsc=aaa', { ...navigation, headers: { ...navigation.headers, 'next-router-state-tree': 'B' } }),
    );
    expect(key('/articles?_rsc=aaa', navigation)).not.toBe(
      key('/articles?_rsc=aaa', { ...navigation, headers: { ...navigation.headers, 'next-router-prefetch': '1' } }),
    );
  });

  it('keeps the query of a document load', () => {
    expect(key('/articles?page=2')).not.toBe(key('/articles?page=3'));
  });
});

describe('isQueryAddress: searches and filtered lists go on the smaller shelf', () => {
  it.each([
    ['/articles?q=design', true],
    ['/articles?f.category=abc', true],
    ['/articles?sort=title:asc&f.publishedOn.from=2026-01-01', true],
    ['/articles', false],
    ['/articles?page=2&pageSize=10&sort=title:asc', false],
  ])('%s: %s', (url, expected) => {
    expect(isQueryAddress(new URL(url, 'http://portico.test').searchParams)).toBe(expected);
  });
});

describe('parseAddress: a request target read as WHATWG URL reads it', () => {
  const asUrl = (target: string) => {
    const { pathname, search, searchParams } = new URL(target, 'http://portico.test');
    return { pathname, search, query: [...searchParams] };
  };
  const parsed = (target: string) => {
    const { pathname, search, searchParams } = parseAddress(target);
    return { pathname, search, query: [...searchParams] };
  };

  it.each([
    '/',
    '/articles',
    '/fr/articles/',
    '/articles/abc123xyz',
    '/a.b/c~d_e-f',
    '/articles/../account',
    '/./articles',
    '/articles/%2e%2e/account',
    '//evil.example/articles',
    '/articles?page=2&sort=title:asc',
    '/articles?',
    '/articles/abc?_rsc=1ld0r',
    '/articles?q=caf%C3%A9+bar&f.level=a,b',
    '/articles?q=%zz&q=%41',
    '/articles?=x&&y',
    '/articles?q=a b',
    '/articles?q="x"#top',
    '/articles/../account?_rsc=1',
    '/caf\u00e9',
    '/a b',
  ])('%s', (target) => {
    expect(parsed(target)).toEqual(asUrl(target));
  });

  it('keeps store keys of plain paths and parsed paths alike', () => {
    const key = (target: string) => {
      const { pathname, searchParams } = parseAddress(target);
      return storeKey({ kind: 'html', audience: 'visitor', https: false, pathname, searchParams, headers: {} });
    };
    expect(key('/articles')).toBe(key('/./articles'));
    expect(key('/articles')).not.toBe(key('/articles?page=2'));
  });

  it('keys a navigation by its address without _rsc, whatever else its query holds', () => {
    const key = (target: string) => {
      const { pathname, searchParams } = parseAddress(target);
      return storeKey({ kind: 'rsc', audience: 'visitor', https: false, pathname, searchParams, headers: { rsc: '1' } });
    };
    expect(key('/articles?_rsc=a1')).toBe(key('/articles?_rsc=b2'));
    expect(key('/articles?_rsc=a1')).toBe(key('/articles'));
    expect(key('/articles?page=2&_rsc=a1')).toBe(key('/articles?_rsc=b2&page=2'));
    expect(key('/articles?page=2&_rsc=a1')).not.toBe(key('/articles?_rsc=a1'));
  });
});
