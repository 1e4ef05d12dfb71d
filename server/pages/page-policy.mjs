// @ts-check
import { DRAFT_MODE_COOKIE } from '../shared/contract.mjs';
import { firstValue } from '../shared/first-value.mjs';
import { APP_SEGMENTS, isEditorPath as isEditor } from '../shared/route-paths.mjs';

// Next's Vary for RSC. Next-Url matters only to intercepting routes (none): not keyed, but forwarded, or Next's _rsc check redirects.
export const RSC_VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];
export const RSC_FORWARDED_HEADERS = [...RSC_VARY_HEADERS, 'next-url'];

/** @typedef {{ method: string, pathname: string, searchParams: URLSearchParams, headers: Record<string, string | string[] | undefined>, cookies: Record<string, string | undefined> }} PageRequest */
/** @typedef {{ pathname: string, search: string, searchParams: URLSearchParams }} Address */

// No dot segment and only characters URL leaves as they are (page views, list state, _rsc): no URL to build.
const PLAIN_ADDRESS = /^(\/|(?:\/[\w~-][\w.~-]*)+\/?)(\?[\w.~%+=&:,-]*)?$/;
// Shared by every address without a query, so never changed (storeKey copies).
const NO_PARAMETERS = new URLSearchParams();

/** As WHATWG URL reads it. @param {string | undefined} url the request line's target @returns {Address} */
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

// A list's state and _rsc only: any other parameter is rendered, never stored, so `?junk=1`, `?junk=2`… cannot fill it.
const KNOWN_PARAMETER = /^(q|sort|page|pageSize|_rsc|f\.[\w-]+(\.(from|to))?)$/;

// Searches and filtered lists make addresses without end: they go on a smaller shelf and evict only each other.
export const isQueryAddress = (/** @type {URLSearchParams} */ searchParams) =>
  searchParams.size > 0 && [...searchParams.keys()].some((name) => name === 'q' || name.startsWith('f.'));

const single = (/** @type {string | string[] | undefined} */ value) => firstValue(value) ?? '';

const LOCALE_LIKE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

const isAppPage = (/** @type {string[]} */ segments) =>
  segments[0] !== undefined && (APP_SEGMENTS.has(segments[0]) || segments[0].includes('.'));

const isContentRoute = (/** @type {string[]} */ segments) => segments.length <= 2 && !isAppPage(segments) && !isEditor(segments);

// Strapi's locales are unknown here: with and without a locale-like first segment, neither reading may be an app page or editor.
function isContentPath(/** @type {string} */ pathname) {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const unprefixed = LOCALE_LIKE.test(first) && !APP_SEGMENTS.has(first) ? segments.slice(1) : null;
  const readings = unprefixed ? [segments, unprefixed] : [segments];
  if (readings.some((reading) => isAppPage(reading) || isEditor(reading))) return false;
  return readings.some(isContentRoute);
}

/** Whether a page is stored, and as what (null: Next renders it). @param {PageRequest} request @returns {'html' | 'rsc' | null} */
export function storedKind({ method, pathname, searchParams, headers, cookies }) {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!isContentPath(pathname)) return null;
  // A notice ("saved") is shown once, after its action; a member's drafts (?status=draft) are theirs alone: never shared.
  if (searchParams.has('notice')) return null;
  if (searchParams.has('status')) return null;
  if (cookies[DRAFT_MODE_COOKIE] !== undefined) return null;
  if (searchParams.size && [...searchParams.keys()].some((name) => !KNOWN_PARAMETER.test(name))) return null;
  if (single(headers.rsc) === '1') return 'rsc';
  // Whatever its Accept: Next answers the same page, so rendering it per Accept would only be a cheap way to load us.
  return 'html';
}

// By scheme (HSTS and the CSP differ over https); for RSC by headers, not _rsc: it hashes Next-Url too, splitting by referrer.
/** @param {{ kind: 'html' | 'rsc', audience: 'visitor' | 'member', https: boolean, pathname: string, searchParams: URLSearchParams, headers: Record<string, string | string[] | undefined> }} request */
export function storeKey({ kind, audience, https, pathname, searchParams, headers }) {
  if (kind === 'html' && !searchParams.size) return `html\n${audience}\n${https ? 'https' : 'http'}\n${pathname}`;
  let search = '';
  if (!(kind === 'rsc' && searchParams.size === 1 && searchParams.has('_rsc'))) {
    const query = new URLSearchParams(searchParams);
    if (kind === 'rsc') query.delete('_rsc');
    if (query.size) search = `?${query}`;
  }
  const parts = [kind, audience, https ? 'https' : 'http', `${pathname}${search}`];
  if (kind === 'rsc') parts.push(...RSC_VARY_HEADERS.map((name) => single(headers[name])));
  return parts.join('\n');
}
