// @ts-check
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { AUDIENCE_HEADER, CACHE_STATUS_HEADER, PAGE_ERROR_ATTRIBUTE, pageTags, RENDER_SECRET_HEADER, renderSecret } from './contract.mjs';
import { isQueryAddress, parseCookies, RSC_FORWARDED_HEADERS, storedKind, storeKey } from './page-policy.mjs';
import { isHttps } from './forwarded.mjs';
import { nonceOf, personalizeHtml, personalizePolicy } from './personalize.mjs';
import { homeRedirect, localeOfPath, rememberLocale } from './locale-choice.mjs';
import { needsRefresh } from './jwt-claims.mjs';
import { isRevoked } from './revocations.mjs';
import { answerOutages } from './outage-fallback.mjs';

/**
 * The page server: in front of Next's request handler, it answers content pages from a store of
 * shared renders (server/page-store.mjs) and passes everything else to Next.
 *
 * A page is rendered by Next, as usual, but without anyone's cookies: once for visitors and once
 * for members (the page server asks its own address, marked with the process's render secret).
 * Every response then gets its own CSP nonce, and a member's page gets their name and the
 * controls of their own entries (server/personalize.mjs). So visitors and members alike are
 * served without rendering, and nothing one person's request brought in reaches anyone else.
 *
 * What Next must handle itself is passed through untouched: a session Strapi refuses (Next
 * signs it out), Strapi down, or slow for a page not stored (Next's outage pages), and pages that cannot be shared
 * (errors, redirects, not found, a collection only members may read), which are remembered as
 * such for a few seconds and meanwhile rendered per request. A page Next fails with a 500 because
 * Strapi stopped answering while it rendered gets the outage page instead (server/outage-fallback.mjs).
 *
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {import('./page-store.mjs').StoredPage} StoredPage
 */

const TOKEN_COOKIE = 'strapi_jwt';
/** lib/auth/session-cookies.ts: Strapi's refresh token, in refresh mode. */
const REFRESH_COOKIE = 'strapi_refresh';
/** Not kept from a render: they describe that one exchange, or must never be shared. */
const UNSHARED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'set-cookie',
  CACHE_STATUS_HEADER,
]);
/** How long a page that cannot be shared is remembered as such (so it is not rendered twice per view). */
const UNSHAREABLE_TTL_MS = 10_000;
/** Below this, compressing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

/** @param {Request} request */
function servedOverHttps(request) {
  // This server itself speaks plain http: only a proxy in front makes it https.
  return isHttps(request.headers['x-forwarded-proto'], 'http:');
}

/** @param {Request} request */
function visitorAddress(request) {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  return chain?.split(',').pop()?.trim() || request.socket.remoteAddress || undefined;
}

/**
 * @param {{
 *   handle: (request: Request, response: Response) => Promise<void>,
 *   selfUrl: string,
 *   store: ReturnType<typeof import('./page-store.mjs').createPageStore>,
 *   members: ReturnType<typeof import('./members.mjs').createMemberLookup>,
 *   backend: () => Promise<import('./backend-health.mjs').BackendState>,
 *   backendSince: (since: number) => Promise<import('./backend-health.mjs').BackendState>,
 *   locales?: () => Promise<import('./locale-choice.mjs').Locale[]>,
 *   renderTimeoutMs?: number,
 * }} options
 */
export function createPageServer({
  handle,
  selfUrl,
  store,
  members,
  backend,
  backendSince,
  locales = async () => [],
  renderTimeoutMs = 20_000,
}) {
  // What a visitor's request is handed to Next with (the page server's own renders get Next as it is).
  const toNext = answerOutages(handle, backendSince);
  /** @type {Map<string, Promise<StoredPage>>} Renders under way, so a burst of requests for a page not stored renders it once. */
  const renders = new Map();

  /**
   * @param {string} path @param {string} pathname @param {'visitor' | 'member'} audience @param {boolean} https
   * @param {Request['headers']} requestHeaders @returns {Promise<StoredPage>}
   */
  async function render(path, pathname, audience, https, requestHeaders) {
    /** @type {Record<string, string>} */
    const headers = {
      [RENDER_SECRET_HEADER]: renderSecret(),
      [AUDIENCE_HEADER]: audience,
      Accept: String(requestHeaders.accept ?? 'text/html'),
      'Accept-Encoding': 'identity',
      ...(https ? { 'X-Forwarded-Proto': 'https' } : {}),
    };
    for (const name of RSC_FORWARDED_HEADERS) {
      const value = requestHeaders[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${selfUrl}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(renderTimeoutMs) });
    const bytes = Buffer.from(await response.arrayBuffer());
    /** @type {Record<string, string>} */
    const kept = {};
    response.headers.forEach((value, name) => {
      if (!UNSHARED_HEADERS.has(name)) kept[name] = value;
    });
    const type = kept['content-type'] ?? '';
    const html = type.startsWith('text/html');
    // HTML is decoded once here, not for every answer: each one is personalised as text.
    const text = bytes.toString('utf8');
    const failed = text.includes(PAGE_ERROR_ATTRIBUTE) || (type.startsWith('text/x-component') && /:E\{"digest"/.test(text));
    const shareable =
      response.status === 200 && !response.headers.has('set-cookie') && (html || type.startsWith('text/x-component')) && !failed;
    return {
      status: response.status,
      headers: kept,
      body: html ? text : bytes,
      nonce: nonceOf(kept['content-security-policy']),
      tags: pageTags(pathname),
      shareable,
    };
  }

  /**
   * @param {string} key @param {string} path @param {string} pathname @param {'visitor' | 'member'} audience @param {boolean} https
   * @param {Request['headers']} headers @param {boolean} query a search or filtered list (server/page-policy.mjs isQueryAddress)
   */
  function renderOnce(key, path, pathname, audience, https, headers, query) {
    let pending = renders.get(key);
    if (!pending) {
      const renderedAt = store.generation();
      pending = render(path, pathname, audience, https, headers)
        .then((page) => {
          // A redirect answers this exact address (Next adds its _rsc parameter that way), not the key.
          if (page.shareable || page.status < 300 || page.status >= 400)
            store.set(key, page, renderedAt, { ttlMs: page.shareable ? undefined : UNSHAREABLE_TTL_MS, query });
          return page;
        })
        .finally(() => renders.delete(key));
      renders.set(key, pending);
    }
    return pending;
  }

  /**
   * @param {Request} request @param {Response} response @param {StoredPage} page
   * @param {{ member: import('./members.mjs').Member | null, status: 'hit' | 'miss', setCookie: string | null }} options
   */
  function send(request, response, page, { member, status, setCookie }) {
    /** @type {Record<string, string>} */
    const headers = { ...page.headers, [CACHE_STATUS_HEADER]: status, ...(setCookie ? { 'set-cookie': setCookie } : {}) };
    const nonce = randomBytes(16).toString('base64');
    if (headers['content-security-policy'])
      headers['content-security-policy'] = personalizePolicy(headers['content-security-policy'], page.nonce, nonce);
    // An RSC payload names no one and carries no nonce: the page around it already has both.
    const body =
      typeof page.body === 'string' ? Buffer.from(personalizeHtml(page.body, { storedNonce: page.nonce, nonce, member })) : page.body;
    let sent = body;
    if (body.length >= COMPRESS_MIN_BYTES && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      sent = gzipSync(body, { level: 4 });
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(sent.length);
    response.writeHead(page.status, headers);
    response.end(sent);
  }

  /** @param {Request} request @param {Response} response */
  return async function serve(request, response) {
    // The page server's own render requests (lib/session.ts believes their audience only with the
    // secret), and what the store never holds.
    if (request.headers[RENDER_SECRET_HEADER] === renderSecret()) return handle(request, response);
    const url = new URL(request.url ?? '/', 'http://portico.invalid');
    const cookies = parseCookies(request.headers.cookie);
    const kind = storedKind({
      method: request.method ?? 'GET',
      pathname: url.pathname,
      searchParams: url.searchParams,
      headers: request.headers,
      cookies,
    });
    if (!kind) return toNext(request, response);
    const https = servedOverHttps(request);
    // The site's address from outside: the visitor's language, or the one they chose before.
    const siteLocales = kind === 'html' ? await locales().catch(() => []) : [];
    const elsewhere = homeRedirect({ pathname: url.pathname, headers: request.headers, cookies, locales: siteLocales });
    if (elsewhere) {
      const setCookie = rememberLocale({ code: elsewhere.slice(1), cookies, https });
      response.writeHead(307, {
        Location: elsewhere,
        'Cache-Control': 'private, no-store',
        ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
      });
      response.end();
      return;
    }
    // Strapi stopped: Next's clear 503 page. Strapi too slow: stored pages need nothing from it and
    // are still served; anything to render gets Next's 504 at once.
    const state = await backend();
    if (state === 'down') return toNext(request, response);

    const token = cookies.get(TOKEN_COOKIE);
    // A session to refresh first (proxy.ts does it, setting the new cookies), or one ended
    // elsewhere (Next signs it out at once): not a stored page's business.
    if (cookies.has(REFRESH_COOKIE) && needsRefresh(token)) return toNext(request, response);
    if (token && (await isRevoked(token))) return toNext(request, response);
    const member = token ? await members.lookup(token, visitorAddress(request)) : null;
    // A cookie Strapi refuses: Next signs it out (and says so).
    if (token && !member) return toNext(request, response);
    const audience = member ? 'member' : 'visitor';
    const path = `${url.pathname}${url.search}`;
    const key = storeKey({ kind, audience, https, pathname: url.pathname, searchParams: url.searchParams, headers: request.headers });

    const stored = store.get(key);
    if (!stored && state === 'slow') return toNext(request, response);
    const page = stored ?? (await renderOnce(key, path, url.pathname, audience, https, request.headers, isQueryAddress(url.searchParams)));
    // Rendered for this request by Next, with its cookies: a member may see what the public may
    // not, and errors, redirects and not-found pages are answered as Next answers them.
    if (!page.shareable) return toNext(request, response);
    const setCookie = rememberLocale({ code: localeOfPath(url.pathname, siteLocales), cookies, https });
    send(request, response, page, { member, status: stored ? 'hit' : 'miss', setCookie });
  };
}
