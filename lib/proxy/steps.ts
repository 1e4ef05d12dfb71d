import { NextResponse, type NextRequest } from 'next/server';
import { backendProbeTimeoutMs, nextDevelopment, strapiAdminOrigin, strapiUrl } from '@/lib/app-settings';
import { backendState } from '@/server/outages/backend-health.mjs';
import { OUTAGE_RETRY_SECONDS, outagePage, type OutageWords } from '@/server/outages/outage-page.mjs';
import { isHttps, visitorAddress } from '@/server/shared/forwarded.mjs';
import { DRAFT_MODE_COOKIE } from '@/server/shared/contract.mjs';
import { isSignedInOnly, loginPath, sessionExpiredPath } from '@/server/shared/route-paths.mjs';
import { needsRefresh } from '@/server/sessions/jwt-claims.mjs';
import { rotateRefreshToken } from '@/lib/auth/refresh';
import { cookieHeaderWith, sentTokens, sessionEndProof, setSessionOn } from '@/lib/auth/session-cookies';
import type { TokenPair } from '@/lib/strapi';
import { localizePath, splitLocale, type SiteLocale } from '@/lib/i18n/locale-path';
import { LOCALE_HEADER } from '@/lib/i18n/locale-header';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { loadMessages } from '@/lib/i18n/messages';
import { REQUEST_PATH_HEADER } from '@/lib/http/request-path';
import { absoluteUrl } from '@/lib/http/request';
import { contentSecurityPolicy, createNonce, HSTS } from '@/lib/http/security-headers';

const strapiOrigin = new URL(strapiUrl).origin;

export interface PageSecurity {
  csp: string;
  https: boolean;
}

/** The locale an address is in, and the page it names (`route`, without the prefix; `publicPath`, as the browser sees it). */
export interface PageAddress {
  locale: SiteLocale | undefined;
  route: string;
  publicPath: string;
}

// Next runs the proxy again for the path a rewrite leads to: this mark tells that run from a request that claims a locale.
const REWRITE_MARK = crypto.randomUUID();
const REWRITE_MARK_HEADER = 'x-portico-rewritten';

/**
 * A server action's redirect arrives unprefixed (Next's _rsc check redirects its fetch): x-action-redirect still names
 * the locale. Stored pages never depend on it: the page server never forwards it.
 */
function actionRedirectLocale(request: NextRequest, locales: SiteLocale[]): PageAddress | null {
  const target = request.headers.get('x-action-redirect')?.split(';')[0];
  if (!target?.startsWith('/')) return null;
  const { locale, pathname } = splitLocale(new URL(target, request.nextUrl).pathname, locales);
  if (!locale || locale.isDefault || pathname !== request.nextUrl.pathname) return null;
  return { locale, route: pathname, publicPath: target };
}

export async function pageAddress(request: NextRequest): Promise<PageAddress> {
  // Strapi never asked: unprefixed addresses still work, and the outage page answers.
  const locales = await getSiteLocales().catch(() => []);
  // A request that carries the mark for another path (an action's redirect keeps its headers) is a new address.
  if (request.headers.get(REWRITE_MARK_HEADER) === `${REWRITE_MARK} ${request.nextUrl.pathname}`) {
    const code = request.headers.get(LOCALE_HEADER);
    return {
      locale: locales.find((locale) => locale.code === code),
      route: request.nextUrl.pathname,
      publicPath: request.headers.get(REQUEST_PATH_HEADER) ?? request.nextUrl.pathname,
    };
  }
  const { locale, pathname } = splitLocale(request.nextUrl.pathname, locales);
  const redirected = actionRedirectLocale(request, locales);
  if (redirected) return redirected;
  return { locale, route: pathname, publicPath: `${request.nextUrl.pathname}${request.nextUrl.search}` };
}

export type SessionRefresh = { tokens: TokenPair } | { ended: true } | null;

/** Refresh mode: a token about to expire is replaced before the page runs; a refused refresh token ends the session. */
export async function keepSessionFresh(request: NextRequest): Promise<SessionRefresh> {
  const { jwt, refreshToken } = sentTokens(request.cookies);
  if (!refreshToken || !needsRefresh(jwt)) return null;
  const rotation = await rotateRefreshToken(refreshToken, visitorAddress(request.headers.get('x-forwarded-for')));
  if (rotation === 'unavailable') return null;
  return rotation === 'invalid' ? { ended: true } : { tokens: rotation };
}

/** A page view goes to the session-expired route, which deletes the cookies; an action goes on without them. */
export function answerEndedSession(request: NextRequest, { publicPath }: PageAddress): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const response = NextResponse.redirect(absoluteUrl(sessionExpiredPath(publicPath, sessionEndProof(request.cookies))), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** Optimistic (a cookie exists): pages, handlers and actions check the session again with Strapi. */
export function sendSignedOutToLogin(request: NextRequest, { route, locale }: PageAddress, session: SessionRefresh): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  // A refresh token still counts when Strapi could not be asked to renew it (the page says why).
  const sent = sentTokens(request.cookies);
  const signedIn = session ? 'tokens' in session : Boolean(sent.jwt || sent.refreshToken);
  if (!isSignedInOnly(route) || signedIn) return null;
  const login = localizePath(loginPath({ next: `${pathname}${search}` }), locale);
  return NextResponse.redirect(absoluteUrl(login));
}

/** Only a preview may be framed, by Strapi's admin: a forged draft-mode cookie frames only what everyone sees. */
export function pageSecurity(request: NextRequest): PageSecurity {
  const https = isHttps(request.headers.get('x-forwarded-proto'), request.nextUrl.href);
  const framedBy = request.cookies.has(DRAFT_MODE_COOKIE) ? strapiAdminOrigin : undefined;
  const csp = contentSecurityPolicy({
    nonce: createNonce(),
    strapiOrigin,
    https,
    development: nextDevelopment,
    framedBy,
  });
  return { csp, https };
}

/** Page views only: a server action reports an outage in its own form, keeping what was typed. */
export async function answerDuringOutage(
  request: NextRequest,
  { csp }: PageSecurity,
  { locale }: PageAddress,
): Promise<NextResponse | null> {
  const isPageView = (request.method === 'GET' || request.method === 'HEAD') && !request.nextUrl.pathname.startsWith('/connect/');
  if (!isPageView) return null;
  const state = await backendState(strapiUrl, backendProbeTimeoutMs);
  if (state === 'up') return null;
  const { code, messages } = await loadMessages(locale?.code);
  const words = messages.Outage as OutageWords;
  const { status, html } = outagePage(state, OUTAGE_RETRY_SECONDS, { lang: locale?.code ?? code, words });
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

/** Next reads the CSP from the request to put the nonce on its own scripts; /fr/… renders the default locale's route. */
export function renderPage(
  request: NextRequest,
  { csp, https }: PageSecurity,
  { locale, route, publicPath }: PageAddress,
  session: SessionRefresh = null,
): NextResponse {
  const requestHeaders = new Headers(request.headers);
  const refreshed = session && 'tokens' in session ? session.tokens : null;
  if (session) requestHeaders.set('cookie', cookieHeaderWith(request.cookies.getAll(), refreshed));
  requestHeaders.set(REQUEST_PATH_HEADER, publicPath);
  requestHeaders.set('Content-Security-Policy', csp);
  requestHeaders.delete(LOCALE_HEADER);
  requestHeaders.delete(REWRITE_MARK_HEADER);
  if (locale) requestHeaders.set(LOCALE_HEADER, locale.code);
  let response: NextResponse;
  if (route !== request.nextUrl.pathname) {
    requestHeaders.set(REWRITE_MARK_HEADER, `${REWRITE_MARK} ${route}`);
    response = NextResponse.rewrite(new URL(`${route}${request.nextUrl.search}`, request.nextUrl), {
      request: { headers: requestHeaders },
    });
  } else {
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  response.headers.set('Content-Security-Policy', csp);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  if (session) setSessionOn(response.cookies, refreshed, { secure: https });
  return response;
}
