import { NextResponse, type NextRequest } from 'next/server';
import { backendState } from '@/lib/backend-health';
import { backendProbeTimeoutMs, strapiUrl } from '@/lib/config';
import { outagePage } from '@/lib/outage-page';
import { isCacheablePageView, PAGE_CACHE_ROUTE } from '@/lib/page-cache';
import { NONCE_HEADER, REQUEST_PATH_HEADER } from '@/lib/request-path';
import { contentSecurityPolicy, createNonce, HSTS } from '@/lib/security-headers';
import { TOKEN_KEY } from '@/lib/strapi/token-store';

/**
 * Next 16's name for middleware.ts: runs before every page. It
 * - sends signed-out visitors of guarded pages to /login?next=… (an optimistic check: pages,
 *   route handlers and actions check the session again with Strapi);
 * - answers 503/504 at once while Strapi is down or too slow, instead of rendering a broken page;
 * - sends signed-out views of content pages to the page cache (lib/page-cache.ts);
 * - sets a Content-Security-Policy with a fresh nonce (Next puts it on its own scripts), and HSTS over https.
 */
const strapiOrigin = new URL(strapiUrl).origin;

/** A per-process secret that marks this proxy's own rewrites to the page cache. */
const PAGE_CACHE_PASS_HEADER = 'x-portico-page-cache-pass';
const passStore = globalThis as typeof globalThis & { __porticoPageCachePass?: string };
function pageCachePass(): string {
  passStore.__porticoPageCachePass ??= createNonce();
  return passStore.__porticoPageCachePass;
}

function isGuarded(pathname: string): boolean {
  if (pathname === '/account' || pathname.startsWith('/account/')) return true;
  const segments = pathname.split('/').filter(Boolean);
  // /{collection}/new and /{collection}/{id}/edit
  return (segments.length === 2 && segments[1] === 'new') || (segments.length === 3 && segments[2] === 'edit');
}

function servedOverHttps(request: NextRequest): boolean {
  return (request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Next runs the proxy again for its own rewrite to the page cache: let that through, and only that.
  if (pathname === PAGE_CACHE_ROUTE) {
    return request.headers.get(PAGE_CACHE_PASS_HEADER) === pageCachePass() ? NextResponse.next() : new NextResponse('Not found', { status: 404 });
  }
  if (isGuarded(pathname) && !request.cookies.get(TOKEN_KEY)?.value) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', `${pathname}${search}`);
    return NextResponse.redirect(new URL(`${login.pathname}${login.search}`, `${request.nextUrl.protocol}//${request.headers.get('host')}`));
  }

  const https = servedOverHttps(request);
  const nonce = createNonce();
  const csp = contentSecurityPolicy({ nonce, strapiOrigin, https, development: process.env.NODE_ENV === 'development' });

  // Page views only: a server action (POST) reports an outage in its own form, keeping what was typed.
  const isPageView = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/connect/');
  if (isPageView) {
    const state = await backendState(strapiUrl, backendProbeTimeoutMs);
    if (state !== 'up') {
      const { status, html } = outagePage(state, 5);
      return new NextResponse(html, {
        status,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store', 'Content-Security-Policy': csp },
      });
    }
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_PATH_HEADER, `${pathname}${search}`);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.delete(PAGE_CACHE_PASS_HEADER);
  const cacheable =
    isPageView &&
    isCacheablePageView({ method: request.method, pathname, searchParams: request.nextUrl.searchParams, headers: request.headers, cookieNames: request.cookies.getAll().map((cookie) => cookie.name) });
  let response: NextResponse;
  if (cacheable) {
    requestHeaders.set(PAGE_CACHE_PASS_HEADER, pageCachePass());
    const pageCache = request.nextUrl.clone();
    pageCache.pathname = PAGE_CACHE_ROUTE;
    pageCache.search = '';
    response = NextResponse.rewrite(pageCache, { request: { headers: requestHeaders } });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

export const config = {
  // Literal strings only (Next reads this statically); the second is lib/page-cache.ts's PAGE_CACHE_ROUTE.
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|robots.txt).*)', '/api/page-cache'],
};
