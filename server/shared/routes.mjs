// @ts-check
/**
 * The app's own addresses, in one place for the page server (plain JavaScript, so it can be read
 * without a build) and the app: which first path segments are not collections, which pages need a
 * signed-in user, and how the sign-in address is spelled.
 */

/** The sign-in page. */
export const LOGIN_PATH = '/login';

/** Where a page sends the browser when Strapi refused its cookie: a route handler deletes it there. */
export const SESSION_EXPIRED_PATH = '/api/auth/session-expired';

/** First path segments that are the app's own pages or files, not collections. */
export const APP_SEGMENTS = new Set([
  'api',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'email-confirmation',
  'account',
  'connect',
  '_next',
  // The parts of a sitemap past 50,000 addresses (/sitemaps/{n}.xml).
  'sitemaps',
]);

/** The steps under an entry's address that act on it: its edit form and its delete confirmation. */
export const ENTRY_ACTION_SEGMENTS = new Set(['edit', 'delete']);

/**
 * An editor's path, split into segments: /{collection}/new, /{collection}/{id}/edit or
 * /{collection}/{id}/delete.
 * @param {string[]} segments
 */
export function isEditorPath(segments) {
  return (segments.length === 2 && segments[1] === 'new') || (segments.length === 3 && ENTRY_ACTION_SEGMENTS.has(segments[2] ?? ''));
}

/**
 * Pages only a signed-in user may open: /account and the editors (isEditorPath).
 * @param {string} pathname
 */
export function isSignedInOnly(pathname) {
  if (pathname === '/account' || pathname.startsWith('/account/')) return true;
  return isEditorPath(pathname.split('/').filter(Boolean));
}

/**
 * The sign-in page, coming back to `next` afterwards, optionally with a notice or an error code.
 * @param {{ next?: string, notice?: string, error?: string }} [options]
 */
export function loginPath({ next, notice, error } = {}) {
  const query = new URLSearchParams();
  if (next && next !== '/') query.set('next', next);
  if (notice) query.set('notice', notice);
  if (error) query.set('error', error);
  return query.size ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/**
 * Deletes the refused cookie, then goes on to `next` (the sign-in page when it is one, otherwise
 * the sign-in page coming back to `next`). `proof` is lib/auth/session-cookies.ts's
 * sessionEndProof: without it the route deletes nothing.
 * @param {string} next
 * @param {string} [proof]
 */
export function sessionExpiredPath(next, proof) {
  return `${SESSION_EXPIRED_PATH}?${new URLSearchParams(proof ? { next, end: proof } : { next })}`;
}
