import { TOKEN_KEY } from './strapi/token-store';

/**
 * Which page views may be answered from the signed-out page cache (app/api/page-cache). Pure, so
 * proxy.ts and the unit tests share it.
 *
 * Cached: the rendered HTML of content pages ("/", /{collection}, /{collection}/{documentId}) as a
 * signed-out visitor sees them, for document loads (Accept: text/html). Everything that could
 * differ per visitor is left out: any request with a session cookie, React Server Component
 * requests, and the app's own pages (sign-in forms, account, reset links whose code must never
 * be stored).
 */

/** Set on the app's own request for a page (a cache miss), so proxy.ts renders it instead. */
export const RENDER_HEADER = 'x-portico-render';

/** The route handler that answers cacheable page views; proxy.ts rewrites them to it. */
export const PAGE_CACHE_ROUTE = '/api/page-cache';

/** Tells whether a response came from the cache ("hit") or was rendered for it ("miss"). */
export const CACHE_STATUS_HEADER = 'x-portico-cache';

/** First path segments that are the app's own pages, not collections. */
const APP_SEGMENTS = new Set(['api', 'login', 'register', 'forgot-password', 'reset-password', 'email-confirmation', 'account', 'connect', '_next']);

export interface PageViewRequest {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  headers: Headers;
  cookieNames: string[];
}

export function isCacheablePageView({ method, pathname, searchParams, headers, cookieNames }: PageViewRequest): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (cookieNames.includes(TOKEN_KEY) || cookieNames.includes('__prerender_bypass')) return false;
  if (headers.has(RENDER_HEADER)) return false;
  // Only document loads, which ask for HTML. Client-side navigations and prefetches ask for the
  // RSC payload with `Accept: */*`; Next strips their RSC headers and _rsc parameter before the
  // proxy runs, so the Accept header is what tells them apart there.
  if (!headers.get('accept')?.includes('text/html')) return false;
  if (headers.has('rsc') || headers.has('next-router-prefetch') || searchParams.has('_rsc')) return false;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 2) return false;
  const [first, second] = segments;
  if (first !== undefined && (APP_SEGMENTS.has(first) || first.includes('.'))) return false;
  if (second === 'new') return false;
  return true;
}

/**
 * On the root element of the error boundaries (app/error.tsx, app/[collection]/error.tsx): a page
 * that shows one is passed on but never cached, whatever its status, so a passing Strapi error
 * cannot stick. Content cannot forge it: React renders content as text, never as attributes.
 */
export const PAGE_ERROR_ATTRIBUTE = 'data-page-error';

/** The nonce a Content-Security-Policy allows scripts with. */
export function nonceOf(contentSecurityPolicy: string | null): string | null {
  return contentSecurityPolicy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}
