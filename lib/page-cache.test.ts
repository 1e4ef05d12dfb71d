import { isCacheablePageView, nonceOf, RENDER_HEADER, type PageViewRequest } from './page-cache';

/** What Chromium sends when it loads a page. */
const DOCUMENT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

function view(overrides: Partial<PageViewRequest> & { url?: string } = {}): PageViewRequest {
  const url = new URL(overrides.url ?? '/articles', 'http://portico.test');
  return { method: 'GET', pathname: url.pathname, searchParams: url.searchParams, headers: new Headers({ Accept: DOCUMENT }), cookieNames: [], ...overrides };
}

describe('isCacheablePageView: only what every signed-out visitor sees alike', () => {
  it.each(['/', '/articles', '/articles?page=2&sort=title:asc', '/articles/vfyqpetzxe2izkf3g0kzn7mr', '/categories?q=design'])('caches the content page %s', (url) => {
    expect(isCacheablePageView(view({ url }))).toBe(true);
  });

  it('caches HEAD like GET, and nothing else', () => {
    expect(isCacheablePageView(view({ method: 'HEAD' }))).toBe(true);
    expect(isCacheablePageView(view({ method: 'POST' }))).toBe(false);
  });

  it('never serves a visitor with a session (or a preview) from it', () => {
    expect(isCacheablePageView(view({ cookieNames: ['strapi_jwt'] }))).toBe(false);
    expect(isCacheablePageView(view({ cookieNames: ['__prerender_bypass'] }))).toBe(false);
    expect(isCacheablePageView(view({ cookieNames: ['theme'] }))).toBe(true);
  });

  it.each(['/login', '/login?next=/account', '/register', '/forgot-password', '/reset-password?code=secret', '/email-confirmation', '/account', '/connect/local-oidc/redirect', '/api/health'])(
    'leaves the app page %s alone (forms, and reset codes that must never be stored)',
    (url) => {
      expect(isCacheablePageView(view({ url }))).toBe(false);
    },
  );

  it('leaves create and edit pages, deeper paths and files alone', () => {
    expect(isCacheablePageView(view({ url: '/articles/new' }))).toBe(false);
    expect(isCacheablePageView(view({ url: '/articles/abc/edit' }))).toBe(false);
    expect(isCacheablePageView(view({ url: '/sitemap.xml' }))).toBe(false);
  });

  it('renders anything that is not a document load: RSC navigations and prefetches, other clients, its own misses', () => {
    expect(isCacheablePageView(view({ headers: new Headers({ Accept: '*/*' }) }))).toBe(false);
    expect(isCacheablePageView(view({ headers: new Headers() }))).toBe(false);
    expect(isCacheablePageView(view({ headers: new Headers({ Accept: DOCUMENT, RSC: '1' }) }))).toBe(false);
    expect(isCacheablePageView(view({ headers: new Headers({ Accept: DOCUMENT, 'Next-Router-Prefetch': '1' }) }))).toBe(false);
    expect(isCacheablePageView(view({ url: '/articles?_rsc=x1y2' }))).toBe(false);
    expect(isCacheablePageView(view({ headers: new Headers({ Accept: DOCUMENT, [RENDER_HEADER]: '1' }) }))).toBe(false);
  });
});

describe('nonceOf', () => {
  it('reads the script nonce of a policy', () => {
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-Ab+/9w==' 'strict-dynamic'; object-src 'none'")).toBe('Ab+/9w==');
  });

  it('is null without one', () => {
    expect(nonceOf("default-src 'self'")).toBeNull();
    expect(nonceOf(null)).toBeNull();
  });
});
