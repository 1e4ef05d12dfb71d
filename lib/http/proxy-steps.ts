import { NextResponse, type NextRequest } from 'next/server';
import { backendProbeTimeoutMs, strapiAdminOrigin, strapiUrl } from '@/lib/config';
import { TOKEN_KEY } from '@/lib/strapi/token-store';
import { backendState } from '@/server/outages/backend-health.mjs';
import { OUTAGE_RETRY_SECONDS, outagePage, type OutageWords } from '@/server/outages/outage-page.mjs';
import { isHttps } from '@/server/shared/forwarded.mjs';
import { DRAFT_MODE_COOKIE } from '@/server/shared/contract.mjs';
import { isSignedInOnly, loginPath, sessionExpiredPath } from '@/server/shared/routes.mjs';
import { needsRefresh } from '@/server/sessions/jwt-claims.mjs';
import { rotateRefreshToken } from '@/lib/auth/refresh';
import { REFRESH_TOKEN_KEY, sessionCookies, sessionEndProof } from '@/lib/auth/session-cookies';
import type { TokenPair } from '@/lib/strapi';
import { localizePath, splitLocale, type SiteLocale } from '@/lib/i18n/locale-path';
import { LOCALE_HEADER } from '@/lib/i18n/locale-header';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { REQUEST_PATH_HEADER } from './request-path';
import { absoluteUrl, visitorAddress } from './request';
import { contentSecurityPolicy, createNonce, HSTS } from './security-headers';

/** The steps proxy.ts runs before every page, each small enough to read on its own. */

const strapiOrigin = new URL(strapiUrl).origin;

/** The headers this response carries for its own sake: a fresh-nonce CSP, and HSTS over https. */
export interface PageSecurity {
  csp: string;
  https: boolean;
}

/** Which locale the address is in (/fr/… or the default's unprefixed one), and the page it names. */
export interface PageAddress {
  locale: SiteLocale | undefined;
  /** The path without its locale prefix: the app's own route. */
  route: string;
  /** The path and query as the browser sees them. */
  publicPath: string;
}

/**
 * Next runs the proxy again for the path a rewrite leads to (/fr/articles, then /articles). This
 * mark, unknown outside the process, tells that second run from a request that merely claims a
 * locale header.
 */
const REWRITE_MARK = crypto.randomUUID();
const REWRITE_MARK_HEADER = 'x-portico-rewritten';

/**
 * A server action's redirect is rendered in the action's own response: Next fetches the target
 * with the action's headers, plus x-action-redirect naming it. For a /fr/… target that fetch is
 * answered with a redirect to the rewritten path (Next's _rsc check), so it arrives unprefixed:
 * x-action-redirect still names the locale. Only the asker's own render depends on it; stored
 * pages are rendered by the page server, which never forwards it.
 */
function actionRedirectLocale(request: NextRequest, locales: SiteLocale[]): PageAddress | null {
  const target = request.headers.get('x-action-redirect')?.split(';')[0];
  if (!target?.startsWith('/')) return null;
  const { locale, pathname } = splitLocale(new URL(target, request.nextUrl).pathname, locales);
  if (!locale || locale.isDefault || pathname !== request.nextUrl.pathname) return null;
  return { locale, route: pathname, publicPath: target };
}

export async function pageAddress(request: NextRequest): Promise<PageAddress> {
  // Strapi unreachable and never asked: unprefixed addresses still work, and the outage page answers.
  const locales = await getSiteLocales().catch(() => []);
  // The mark names the path it rewrote to: a request that carries it for another path (Next
  // forwards an action's request headers to the page the action redirects to) is a new address.
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

/** What keepSessionFresh did: new tokens for this request and the browser, or the session is over. */
export type SessionRefresh = { tokens: TokenPair } | { ended: true } | null;

/**
 * Strapi's refresh mode: an access token that is missing or about to expire is replaced before
 * the page (or the server action) runs, so the user never notices it expired. The rotation is
 * shared by parallel requests, tabs and instances (rotateRefreshToken). A refresh token Strapi
 * refuses ends the session here.
 */
export async function keepSessionFresh(request: NextRequest): Promise<SessionRefresh> {
  const refreshToken = request.cookies.get(REFRESH_TOKEN_KEY)?.value;
  if (!refreshToken || !needsRefresh(request.cookies.get(TOKEN_KEY)?.value)) return null;
  const rotation = await rotateRefreshToken(refreshToken, visitorAddress(request.headers));
  // Strapi did not answer: go on with what there is (the outage page will say so).
  if (rotation === 'unavailable') return null;
  return rotation === 'invalid' ? { ended: true } : { tokens: rotation };
}

/**
 * A session whose refresh Strapi refused (ended on another device, expired): a page view goes
 * through /api/auth/session-expired, which deletes the cookies and says so; a server action goes
 * on without them and answers that the session has ended, keeping what was typed. Without the
 * cookies nothing asks again, so this cannot loop.
 */
export function answerEndedSession(request: NextRequest, { publicPath }: PageAddress): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const response = NextResponse.redirect(absoluteUrl(sessionExpiredPath(publicPath, sessionEndProof(request.cookies))), 303);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * Signed-out visitors of a signed-in-only page go to /login?next=…. Optimistic (a cookie exists):
 * pages, route handlers and actions check the session again with Strapi.
 */
export function sendSignedOutToLogin(request: NextRequest, { route, locale }: PageAddress, session: SessionRefresh): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  // A refresh token still counts when Strapi could not be asked to renew it (the page says why).
  const signedIn =
    session && 'tokens' in session
      ? true
      : session
        ? false
        : Boolean(request.cookies.get(TOKEN_KEY)?.value || request.cookies.get(REFRESH_TOKEN_KEY)?.value);
  if (!isSignedInOnly(route) || signedIn) return null;
  // The sign-in page in the locale of the page asked for (/fr/account -> /fr/login?next=/fr/account).
  const login = localizePath(loginPath({ next: `${pathname}${search}` }), locale);
  return NextResponse.redirect(absoluteUrl(login));
}

/**
 * A preview (a request in Next's draft mode) may be framed by Strapi's admin and by nothing else;
 * every other page by nothing. The cookie's presence is enough to decide: a forged one only lets
 * the admin frame a page that, without draft mode, shows what everyone sees.
 */
export function pageSecurity(request: NextRequest): PageSecurity {
  const https = isHttps(request.headers.get('x-forwarded-proto'), request.nextUrl.href);
  const framedBy = request.cookies.has(DRAFT_MODE_COOKIE) ? strapiAdminOrigin : undefined;
  const csp = contentSecurityPolicy({
    nonce: createNonce(),
    strapiOrigin,
    https,
    development: process.env.NODE_ENV === 'development',
    framedBy,
  });
  return { csp, https };
}

/**
 * While Strapi is down (503) or too slow (504), a page view is answered at once with a plain page
 * that offers a retry, instead of a broken render. Page views only: a server action (POST)
 * reports an outage in its own form, keeping what was typed.
 */
export async function answerDuringOutage(
  request: NextRequest,
  { csp }: PageSecurity,
  { locale }: PageAddress,
): Promise<NextResponse | null> {
  const isPageView = (request.method === 'GET' || request.method === 'HEAD') && !request.nextUrl.pathname.startsWith('/connect/');
  if (!isPageView) return null;
  const state = await backendState(strapiUrl, backendProbeTimeoutMs);
  if (state === 'up') return null;
  // In the page's locale (the site's locales are known once Strapi has answered them: else English).
  const { catalog, messages } = await loadCatalog(locale?.code);
  const words = messages.Outage as OutageWords;
  const { status, html } = outagePage(state, OUTAGE_RETRY_SECONDS, { lang: locale?.code ?? catalog, words });
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
 * server components read the path being rendered (as the browser sees it) from
 * REQUEST_PATH_HEADER and its locale from LOCALE_HEADER. An address with a locale prefix is
 * rendered by the same route as the default locale's (/fr/articles by app/[collection]).
 */
export function renderPage(
  request: NextRequest,
  { csp, https }: PageSecurity,
  { locale, route, publicPath }: PageAddress,
  session: SessionRefresh = null,
): NextResponse {
  const requestHeaders = new Headers(request.headers);
  const fresh = session && 'tokens' in session ? sessionCookies(session.tokens, { secure: https }) : [];
  if (session) {
    // The page renders with the new tokens (or, the session over, without any).
    const jar = new Map(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value]));
    jar.delete(TOKEN_KEY);
    jar.delete(REFRESH_TOKEN_KEY);
    for (const cookie of fresh) jar.set(cookie.name, cookie.value);
    requestHeaders.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
  }
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
  for (const { name, value, options } of fresh) response.cookies.set(name, value, options);
  if (session && 'ended' in session) for (const name of [TOKEN_KEY, REFRESH_TOKEN_KEY]) response.cookies.delete({ name, path: '/' });
  return response;
}
