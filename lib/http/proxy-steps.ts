import { NextResponse, type NextRequest } from 'next/server';
import { backendProbeTimeoutMs, strapiUrl } from '@/lib/config';
import { outagePage } from '@/lib/outage/outage-page';
import { TOKEN_KEY } from '@/lib/strapi/token-store';
import { backendState } from '@/server/backend-health.mjs';
import { isHttps } from '@/server/forwarded.mjs';
import { isSignedInOnly, loginPath } from '@/server/routes.mjs';
import { REQUEST_PATH_HEADER } from './request-path';
import { contentSecurityPolicy, createNonce, HSTS } from './security-headers';

/** The steps proxy.ts runs before every page, each small enough to read on its own. */

const strapiOrigin = new URL(strapiUrl).origin;
const OUTAGE_RETRY_SECONDS = 5;

/** The headers this response carries for its own sake: a fresh-nonce CSP, and HSTS over https. */
export interface PageSecurity {
  csp: string;
  https: boolean;
}

/**
 * Signed-out visitors of a signed-in-only page go to /login?next=…. Optimistic (a cookie exists):
 * pages, route handlers and actions check the session again with Strapi.
 */
export function sendSignedOutToLogin(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (!isSignedInOnly(pathname) || request.cookies.get(TOKEN_KEY)?.value) return null;
  const login = loginPath({ next: `${pathname}${search}` });
  return NextResponse.redirect(new URL(login, `${request.nextUrl.protocol}//${request.headers.get('host')}`));
}

export function pageSecurity(request: NextRequest): PageSecurity {
  const https = isHttps(request.headers.get('x-forwarded-proto'), request.nextUrl.href);
  const csp = contentSecurityPolicy({ nonce: createNonce(), strapiOrigin, https, development: process.env.NODE_ENV === 'development' });
  return { csp, https };
}

/**
 * While Strapi is down (503) or too slow (504), a page view is answered at once with a plain page
 * that offers a retry, instead of a broken render. Page views only: a server action (POST)
 * reports an outage in its own form, keeping what was typed.
 */
export async function answerDuringOutage(request: NextRequest, { csp }: PageSecurity): Promise<NextResponse | null> {
  const isPageView = (request.method === 'GET' || request.method === 'HEAD') && !request.nextUrl.pathname.startsWith('/connect/');
  if (!isPageView) return null;
  const state = await backendState(strapiUrl, backendProbeTimeoutMs);
  if (state === 'up') return null;
  const { status, html } = outagePage(state, OUTAGE_RETRY_SECONDS);
  return new NextResponse(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(OUTAGE_RETRY_SECONDS),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': csp,
    },
  });
}

/**
 * On to the page: Next reads the CSP from the request to put the nonce on its own scripts, and
 * server components read the path being rendered from REQUEST_PATH_HEADER.
 */
export function renderPage(request: NextRequest, { csp, https }: PageSecurity): NextResponse {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  requestHeaders.set('Content-Security-Policy', csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}
