// @ts-check
/**
 * Which requests the page server answers from its store, and under which key. Pure, so it is
 * unit-tested (page-policy.test.ts).
 *
 * Stored: content pages ("/", /{collection}, /{collection}/{documentId}) as one of two shared
 * renders: for visitors (signed out) and for members (signed in, any member: the page server
 * fills in what is theirs). Both the HTML of a document load and the RSC payload of a client-side
 * navigation or prefetch are stored, and answer GET and HEAD whatever their Accept. Everything
 * else goes straight to Next: the app's own pages (sign-in forms, account, editors), one-time
 * notices, a member's drafts, draft mode, and anything not a GET or HEAD.
 */
import { DRAFT_MODE_COOKIE } from '../shared/contract.mjs';
import { firstValue } from '../shared/first-value.mjs';
import { APP_SEGMENTS, isEditorPath as isEditor } from '../shared/routes.mjs';

/**
 * The request headers an RSC response depends on (Next lists them in its Vary header): the
 * router's state tree decides which segments are rendered, the prefetch headers how much.
 */
export const RSC_VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];

/**
 * Sent on to Next with a render, not part of the key: the page the router is on. It only matters
 * to intercepting routes (Portico has none), but Next checks the _rsc parameter, a hash of all
 * these headers, and redirects when it does not match.
 */
export const RSC_FORWARDED_HEADERS = [...RSC_VARY_HEADERS, 'next-url'];

/**
 * @typedef {{ method: string, pathname: string, searchParams: URLSearchParams, headers: Record<string, string | string[] | undefined>, cookies: Map<string, string> }} PageRequest
 * @typedef {{ pathname: string, search: string, searchParams: URLSearchParams }} Address
 */

/**
 * A path of plain segments, none of them dot segments, and a query, if any, of characters URL
 * leaves as they are (what a page view, a list's state and Next's `?_rsc=` are made of): read as
 * it is.
 */
const PLAIN_ADDRESS = /^(\/|(?:\/[\w~-][\w.~-]*)+\/?)(\?[\w.~%+=&:,-]*)?$/;
/** The parameters of every address without a query: shared, so never changed (storeKey copies). */
const NO_PARAMETERS = new URLSearchParams();

/**
 * A request's path and query, as WHATWG URL reads them (dot segments resolved, the query
 * parsed); a plain address, what nearly every page view and navigation asks for, is taken as it
 * is, without building a URL.
 * @param {string | undefined} url the request line's target @returns {Address}
 */
export function parseAddress(url = '/') {
  const plain = PLAIN_ADDRESS.exec(url);
  if (plain) {
    const [, pathname = url, query] = plain;
    if (!query || query === '?') return { pathname, search: '', searchParams: NO_PARAMETERS };
    return { pathname, search: query, searchParams: new URLSearchParams(query) };
  }
  const parsed = new URL(url, 'http://portico.invalid');
  return { pathname: parsed.pathname, search: parsed.search, searchParams: parsed.searchParams };
}

/**
 * The only query parameters a stored page may have: a list's state (lib/collections/list-state.ts)
 * and Next's _rsc. An address with any other is rendered for its request and never stored, so a
 * script cannot fill the store with `?junk=1`, `?junk=2`… (the list page also redirects them to its
 * own address).
 */
const KNOWN_PARAMETER = /^(q|sort|page|pageSize|_rsc|f\.[\w-]+(\.(from|to))?)$/;

/**
 * A search or a filtered list: free text, any relation id, any date, so addresses without end.
 * Stored on the store's smaller shelf, where they can evict only each other (server/pages/page-store.mjs).
 * @param {URLSearchParams} searchParams
 */
export const isQueryAddress = (searchParams) =>
  searchParams.size > 0 && [...searchParams.keys()].some((name) => name === 'q' || name.startsWith('f.'));

/** @param {string | string[] | undefined} value */
const single = (value) => firstValue(value) ?? '';

/** A first segment that may be a locale code (fr, pt-BR, zh-Hans): /fr/articles is the French list. */
const LOCALE_LIKE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** @param {string[]} segments */
const isAppPage = (segments) => segments[0] !== undefined && (APP_SEGMENTS.has(segments[0]) || segments[0].includes('.'));

/** @param {string[]} segments */
const isContentRoute = (segments) => segments.length <= 2 && !isAppPage(segments) && !isEditor(segments);

/**
 * Read as it is, or, when its first segment could be a locale code, without it. Which reading
 * holds depends on Strapi's locales, unknown here, so neither may be an app page or an editor.
 * @param {string} pathname
 */
function isContentPath(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const unprefixed = LOCALE_LIKE.test(first) && !APP_SEGMENTS.has(first) ? segments.slice(1) : null;
  const readings = unprefixed ? [segments, unprefixed] : [segments];
  if (readings.some((reading) => isAppPage(reading) || isEditor(reading))) return false;
  return readings.some(isContentRoute);
}

/**
 * "html" for a document load (any Accept), "rsc" for a navigation or prefetch, or null when the request is not
 * one the store may answer.
 * @param {PageRequest} request
 * @returns {'html' | 'rsc' | null}
 */
export function storedKind({ method, pathname, searchParams, headers, cookies }) {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!isContentPath(pathname)) return null;
  // A notice ("saved", "deleted") is shown once, after the action that caused it.
  if (searchParams.has('notice')) return null;
  // A member's drafts (?status=draft) are theirs alone: read with their token, never shared.
  if (searchParams.has('status')) return null;
  if (cookies.has(DRAFT_MODE_COOKIE)) return null;
  if (searchParams.size && [...searchParams.keys()].some((name) => !KNOWN_PARAMETER.test(name))) return null;
  if (single(headers.rsc) === '1') return 'rsc';
  // Whatever it accepts (a browser's text/html, curl's */*, nothing): Next would answer the same
  // page, so rendering it again for such a request would only make it the cheapest way to load
  // the server.
  return 'html';
}

/**
 * The store key: the kind, the audience, the scheme (HSTS and the CSP differ over https), the
 * path and query as sent, and for RSC the headers the payload depends on instead of the _rsc
 * parameter (a hash that also covers Next-Url, which would split the entries by referring page).
 * @param {{ kind: 'html' | 'rsc', audience: 'visitor' | 'member', https: boolean, pathname: string, searchParams: URLSearchParams, headers: Record<string, string | string[] | undefined> }} request
 */
export function storeKey({ kind, audience, https, pathname, searchParams, headers }) {
  if (kind === 'html' && !searchParams.size) return `html\n${audience}\n${https ? 'https' : 'http'}\n${pathname}`;
  let search = '';
  // A navigation's only parameter is usually _rsc: nothing to copy.
  if (!(kind === 'rsc' && searchParams.size === 1 && searchParams.has('_rsc'))) {
    const query = new URLSearchParams(searchParams);
    if (kind === 'rsc') query.delete('_rsc');
    if (query.size) search = `?${query}`;
  }
  const parts = [kind, audience, https ? 'https' : 'http', `${pathname}${search}`];
  if (kind === 'rsc') parts.push(...RSC_VARY_HEADERS.map((name) => single(headers[name])));
  return parts.join('\n');
}

/** @param {string | undefined} header */
export function parseCookies(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}
