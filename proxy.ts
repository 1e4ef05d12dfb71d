import { NextResponse, type NextRequest } from 'next/server';
import { backendState } from '@/server/backend-health.mjs';
import { backendProbeTimeoutMs, strapiUrl } from '@/lib/config';
import { outagePage } from '@/lib/outage-page';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { contentSecurityPolicy, createNonce, HSTS } from '@/lib/security-headers';
import { TOKEN_KEY } from '@/lib/strapi/token-store';

/**
 * Next 16's name for middleware.ts: runs before every page. It
 * - sends signed-out visitors of guarded pages to /login?next=… (an optimistic check: pages,
 *   route handlers and actions check the session again with Strapi);
 * - answers 503/504 at once while Strapi is down or too slow, instead of rendering a broken page;
 * - sets a Content-Security-Policy with a fresh nonce (Next puts it on its own scripts), and HSTS over https.
 */
const strapiOrigin = new URL(strapiUrl).origin;

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
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

export const config = {
  // A literal (Next reads it statically).
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|robots.txt).*)'],
};
