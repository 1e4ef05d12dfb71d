// @ts-check
export const LOGIN_PATH = '/login';

// Strapi refused the cookie: a route handler deletes it there.
export const SESSION_EXPIRED_PATH = '/api/auth/session-expired';

// The sign-in pages' first segments, and provider sign-in's.
const AUTH_SEGMENTS = new Set([
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'email-confirmation',
  'secure-account',
  'connect',
]);

// First path segments that are not collections.
export const APP_SEGMENTS = new Set(['api', ...AUTH_SEGMENTS, 'search', 'account', '_next', 'sitemaps']);

export const ENTRY_ACTION_SEGMENTS = new Set(['edit', 'delete']);

/** Where browsers report what a visit felt like (the page server counts it on /metrics). */
export const VITALS_PATH = '/api/vitals';

/** "Download my data": the member's ZIP, streamed from Strapi. */
export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/**
 * What kind of page a path is, from its shape alone, so a label stays one of a few: home, list (a
 * collection, or a single type's page: one segment), detail, editor, account, auth or other.
 * `localePrefixes`: the site's locale codes that lead a path (every one but the default's).
 * @param {string} pathname @param {Iterable<string>} [localePrefixes]
 */
export function pageTypeOf(pathname, localePrefixes = []) {
  let segments = (pathname.split('?')[0] ?? '').split('/').filter(Boolean);
  if (new Set(localePrefixes).has(segments[0] ?? '')) segments = segments.slice(1);
  const [first = ''] = segments;
  if (!segments.length) return 'home';
  if (first === 'account') return 'account';
  if (AUTH_SEGMENTS.has(first)) return 'auth';
  if (APP_SEGMENTS.has(first) || segments.length > 3) return 'other';
  if (isEditorPath(segments)) return 'editor';
  return segments.length === 1 ? 'list' : segments.length === 2 ? 'detail' : 'other';
}

/** /{collection}/new, /{collection}/{id}/edit or /{collection}/{id}/delete. @param {string[]} segments */
export function isEditorPath(segments) {
  return (segments.length === 2 && segments[1] === 'new') || (segments.length === 3 && ENTRY_ACTION_SEGMENTS.has(segments[2] ?? ''));
}

/** @param {string} pathname */
export function isSignedInOnly(pathname) {
  if (pathname === '/account' || pathname.startsWith('/account/')) return true;
  return isEditorPath(pathname.split('/').filter(Boolean));
}

/** @param {{ next?: string, notice?: string, error?: string }} [options] */
export function loginPath({ next, notice, error } = {}) {
  const query = new URLSearchParams();
  if (next && next !== '/') query.set('next', next);
  if (notice) query.set('notice', notice);
  if (error) query.set('error', error);
  return query.size ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Without `proof` (sessionEndProof) the route deletes nothing. @param {string} next @param {string} [proof] */
export function sessionExpiredPath(next, proof) {
  return `${SESSION_EXPIRED_PATH}?${new URLSearchParams(proof ? { next, end: proof } : { next })}`;
}
