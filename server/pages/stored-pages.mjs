// @ts-check
import { gzipSync } from 'node:zlib';
import {
  AUDIENCE_HEADER,
  CACHE_STATUS_HEADER,
  isRenderRequest,
  PAGE_ERROR_ATTRIBUTE,
  pageTags,
  REFRESH_COOKIE,
  RENDER_SECRET_HEADER,
  renderSecret,
  SESSION_COOKIE,
} from '../shared/contract.mjs';
import { parseCookie } from 'cookie';
import { isQueryAddress, parseAddress, RSC_FORWARDED_HEADERS, storedKind, storeKey } from './page-policy.mjs';
import { isHttps, visitorAddress } from '../shared/forwarded.mjs';
import { holeLength, memberFills, memberHoles, withLongName } from '../encodings/personalize.mjs';
import { hashedPolicy, hashScripts, nonceOf } from '../encodings/hashed-scripts.mjs';
import { acceptedEncodings, chooseEncoding, compressPage, pageParts } from '../encodings/compressed-page.mjs';
import { homeRedirect, rememberLocale, splitLocale } from '../locales/locale-choice.mjs';
import { hasExpired, needsRefresh } from '../sessions/jwt-claims.mjs';
import { endingsSeenSince, sessionEnded } from '../sessions/revocations.mjs';
import { answerOutages } from '../outages/outage-fallback.mjs';
import { assignedRequestId, requestIdHeader } from '../observability/request-id.mjs';
import { createSiteDictionary, DICTIONARY_PREFIX } from '../encodings/site-dictionary.mjs';

/** Content pages are rendered by Next without anyone's cookies, once for visitors and once for members, and stored
 * with their scripts allowed by hash, compressed once, a member's own parts left as holes filled per answer: so no
 * answer renders or compresses, and nothing one person's request brought in reaches anyone else. Next answers what it
 * must itself: a session Strapi refuses, Strapi down (or slow, for a page not stored), pages that cannot be shared.
 * @typedef {import('node:http').IncomingMessage} Request @typedef {import('node:http').ServerResponse} Response
 * @typedef {import('./page-store.mjs').StoredPage} StoredPage @typedef {import('../sessions/members.mjs').Member} Member
 * @typedef {import('../outages/backend-health.mjs').BackendState} BackendState @typedef {'visitor' | 'member'} Audience
 * @typedef {import('../encodings/compressed-page.mjs').CompressedPage} CompressedPage
 * @typedef {import('../locales/locale-choice.mjs').Locale} Locale */

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
  'x-request-id',
]);
/** How long a page that cannot be shared is remembered as such (so it is not rendered twice per view). */
const UNSHAREABLE_TTL_MS = 10_000;
/** Below this, compressing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

/** @param {string | undefined} vary @param {string} name */
function varyOn(vary, name) {
  if (!vary) return name;
  return vary.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase()) ? vary : `${vary}, ${name}`;
}

/** @param {Record<string, string>} headers @param {import('../encodings/compressed-page.mjs').Encoding} encoding */
function bodyHeaders(headers, encoding) {
  return {
    ...headers,
    vary: varyOn(headers.vary, 'Accept-Encoding'),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  };
}

function servedOverHttps(/** @type {Request} */ request) {
  // This server itself speaks plain http: only a proxy in front makes it https.
  return isHttps(request.headers['x-forwarded-proto'], 'http:');
}

// How an answer was sent from the store ('hit', or 'miss': rendered for it), for the request log and the metrics.
const STORE_ANSWER = Symbol('portico.storeAnswer');

/** @param {Response} response @returns {'hit' | 'miss' | undefined} */
export function storeAnswerOf(response) {
  return /** @type {any} */ (response)[STORE_ANSWER];
}

const addressOf = (/** @type {Request} */ request) =>
  visitorAddress(request.headers['x-forwarded-for']) || request.socket.remoteAddress || undefined;

/** @param {{ handle: (request: Request, response: Response) => Promise<void>, selfUrl: string, renderTimeoutMs?: number,
 *   store: ReturnType<typeof import('./page-store.mjs').createPageStore>,
 *   members: ReturnType<typeof import('../sessions/members.mjs').createMemberLookup>,
 *   backend: () => Promise<BackendState>, backendSince: (since: number) => Promise<BackendState>,
 *   backendNow?: () => BackendState | undefined, locales?: () => Promise<Locale[]>, localesNow?: () => Locale[] | undefined,
 *   tracer?: import('../observability/page-tracing.mjs').PageTracer | null,
 *   onRender?: (audience: Audience, shareable: boolean, seconds: number) => void }} options */
export function createStoredPages({
  handle,
  selfUrl,
  store,
  members,
  backend,
  backendSince,
  locales = async () => [],
  localesNow = () => undefined,
  backendNow = () => undefined,
  renderTimeoutMs = 20_000,
  tracer = null,
  onRender = () => {},
}) {
  // Next with the outage answers, for visitors' requests; the page server's own renders get Next as it is.
  const toNext = answerOutages(
    handle,
    backendSince,
    (request) => splitLocale(parseAddress(request.url).pathname, localesNow() ?? []).locale?.code,
  );
  /** @type {Map<string, Promise<StoredPage>>} Renders under way, so a burst of requests for a page not stored renders it once. */
  const renders = new Map();
  // The visitors' home page, as this process renders it (not stored: only its bytes are kept).
  const dictionary = createSiteDictionary({
    load: async () => {
      const home = await render('/', '/', 'visitor', false, {}, { againstDictionary: false });
      return home.shareable && home.body && !home.holes.length ? Buffer.concat(home.body.identity) : null;
    },
  });

  /** @param {string} path @param {string} pathname @param {Audience} audience @param {boolean} https
   * @param {Request['headers']} requestHeaders @param {{ againstDictionary?: boolean }} [options] `false` for the dictionary's own render
   * @returns {Promise<StoredPage>} */
  async function render(path, pathname, audience, https, requestHeaders, { againstDictionary = true } = {}) {
    /** @type {Record<string, string>} */
    const headers = {
      [RENDER_SECRET_HEADER]: renderSecret(),
      [AUDIENCE_HEADER]: audience,
      // Whatever a document load accepts (*/*, nothing), a content page is HTML.
      Accept: requestHeaders.rsc === '1' ? String(requestHeaders.accept ?? '*/*') : 'text/html',
      'Accept-Encoding': 'identity',
      ...(https ? { 'X-Forwarded-Proto': 'https' } : {}),
      ...requestIdHeader(requestHeaders),
    };
    for (const name of RSC_FORWARDED_HEADERS) {
      const value = requestHeaders[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${selfUrl}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(renderTimeoutMs) });
    const bytes = Buffer.from(await response.arrayBuffer());
    // A locale's pages are tagged as the default locale's: a change expires an entry's page in every language.
    const tags = pageTags(splitLocale(pathname, localesNow() ?? NO_LOCALES).pathname);
    const moved = movedPage(response, requestHeaders, tags);
    if (moved) return moved;
    /** @type {Record<string, string>} */
    const kept = {};
    response.headers.forEach((value, name) => {
      if (!UNSHARED_HEADERS.has(name)) kept[name] = value;
    });
    const type = kept['content-type'] ?? '';
    const html = type.startsWith('text/html');
    const text = bytes.toString('utf8');
    const failed = text.includes(PAGE_ERROR_ATTRIBUTE) || (type.startsWith('text/x-component') && /:E\{"digest"/.test(text));
    const shareable =
      response.status === 200 && !response.headers.has('set-cookie') && (html || type.startsWith('text/x-component')) && !failed;
    /** @type {StoredPage} */
    const page = { status: response.status, headers: kept, body: null, holes: [], tags, shareable };
    if (!shareable) return page;
    if (!html) {
      // An RSC payload names no one and carries no nonce: the page around it already has both.
      page.body = await compressPage([text], []);
      return page;
    }
    // Next says no-store, which keeps a page out of the browser's back-forward cache; a visitor's page
    // names no one, so Back may show it again at once. A member's page keeps no-store.
    if (audience === 'visitor') kept['cache-control'] = 'private, no-cache';
    const hashed = hashScripts(text, nonceOf(kept['content-security-policy']));
    if (kept['content-security-policy']) kept['content-security-policy'] = hashedPolicy(kept['content-security-policy'], hashed.hashes);
    // Next's Link header preloads the stylesheet with the render's nonce, which no stored answer's policy names.
    if (kept.link) kept.link = kept.link.replace(/;\s*nonce="[^"]*"/g, '');
    const { fixed, holes } = audience === 'member' ? memberHoles(hashed.html) : { fixed: [hashed.html], holes: [] };
    page.holes = holes;
    page.body = await compressPage(
      fixed,
      holes.map((hole) => ({ length: holeLength(hole) })),
    );
    if (againstDictionary) await keepAgainstDictionary(audience, page.body, kept);
    return page;
  }

  /** Every stored document names the dictionary, so that browsers fetch it; only a visitor's page is kept against it (a
   * member's has their name in it, and does not wait for the dictionary to be made).
   * @param {Audience} audience @param {CompressedPage} body @param {Record<string, string>} headers */
  async function keepAgainstDictionary(audience, body, headers) {
    const visitor = audience === 'visitor' && !body.holes.length;
    const made = visitor ? await dictionary.ready() : dictionary.now();
    if (!made) return;
    headers.link = headers.link ? `${headers.link}, ${made.link}` : made.link;
    if (!visitor) return;
    try {
      body.dcz = await dictionary.encode(Buffer.concat(body.identity));
      body.bytes += body.dcz.length;
      headers.vary = varyOn(headers.vary, 'Available-Dictionary');
    } catch {
      // Kept without it: brotli still serves every browser.
    }
  }

  /** @param {string} key @param {string} path @param {string} pathname @param {Audience} audience @param {boolean} https
   * @param {Request['headers']} headers @param {boolean} query a search or filtered list (isQueryAddress) */
  function renderOnce(key, path, pathname, audience, https, headers, query) {
    let pending = renders.get(key);
    if (!pending) {
      const renderedAt = store.generation();
      const startedAt = performance.now();
      const rendering = () => render(path, pathname, audience, https, headers);
      pending = (tracer ? tracer.render(path, audience, rendering) : rendering())
        .then((page) => {
          onRender(audience, page.shareable, (performance.now() - startedAt) / 1000);
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

  /** @param {Request} request @param {Response} response @param {StoredPage} page
   * @param {{ member: Member | null, status: 'hit' | 'miss', setCookie: string | null }} options */
  function send(request, response, page, { member, status, setCookie }) {
    if (!page.body) {
      const id = assignedRequestId(request.headers);
      /** @type {any} */ (response)[STORE_ANSWER] = status;
      response.writeHead(page.status, [
        ...Object.entries(page.headers).flat(),
        CACHE_STATUS_HEADER,
        status,
        'content-length',
        '0',
        ...(id ? ['x-request-id', id] : []),
      ]);
      response.end();
      return;
    }
    const stored = /** @type {CompressedPage} */ (page.body);
    const fills = page.holes.length ? memberFills(page.holes, member) : NO_FILLS;
    /** @type {Buffer[]} */
    let parts;
    let encoding = stored.dcz && dictionary.heldBy(request.headers) ? 'dcz' : chooseEncoding(stored, request.headers['accept-encoding']);
    if (fills) {
      parts = pageParts(stored, fills, encoding);
    } else {
      // A name too long for its slot: this one answer is put together and compressed.
      const unnamed = memberFills(page.holes, member && { id: member.id, username: '' }) ?? [];
      const body = Buffer.from(withLongName(Buffer.concat(pageParts(stored, unnamed, 'identity')).toString('utf8'), member));
      const gzip = acceptedEncodings(request.headers['accept-encoding']).has('gzip');
      encoding = gzip && body.length >= COMPRESS_MIN_BYTES ? 'gzip' : 'identity';
      parts = [encoding === 'gzip' ? gzipSync(body, { level: 4 }) : body];
    }
    let length = 0;
    for (const part of parts) length += part.length;
    const headers = [...storedHeaders(page, encoding), CACHE_STATUS_HEADER, status, 'content-length', String(length)];
    if (setCookie) headers.push('set-cookie', setCookie);
    const id = assignedRequestId(request.headers);
    if (id) headers.push('x-request-id', id);
    /** @type {any} */ (response)[STORE_ANSWER] = status;
    response.writeHead(page.status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    if (parts.length === 1) {
      response.end(parts[0]);
      return;
    }
    response.cork();
    for (const part of parts) response.write(part);
    response.end();
  }

  /** @typedef {{ outcome(name: string, attributes?: Record<string, string>): void }} Traced what a request's span is told it came to */
  /** @type {Traced} */
  const untraced = { outcome() {} };

  /** A stored page is answered at once, nothing awaited (most answers, on a busy site); only what must wait returns a promise.
   * @param {Request} request @param {Response} response @returns {Promise<void> | void} */
  return function serve(request, response) {
    // The page server's own renders, trusted for their audience only with the secret; Next's span continues their trace.
    if (isRenderRequest(request.headers)) return handle(request, response);
    if (request.url?.startsWith(DICTIONARY_PREFIX)) return dictionary.answer(request, response, parseAddress(request.url).pathname);
    return tracer
      ? tracer.request(request, response, (span) => serveTraced(request, response, span))
      : serveTraced(request, response, untraced);
  };

  /** @typedef {{ address: import('./page-policy.mjs').Address, cookies: import('../locales/locale-choice.mjs').Cookies,
   *   kind: 'html' | 'rsc', https: boolean, siteLocales: Locale[] }} Asked */

  /** @param {Request} request @param {Response} response @param {Traced} span @returns {Promise<void> | void} */
  function serveTraced(request, response, span) {
    const address = parseAddress(request.url);
    const cookies = parseCookie(request.headers.cookie ?? '');
    const kind = storedKind({
      method: request.method ?? 'GET',
      pathname: address.pathname,
      searchParams: address.searchParams,
      headers: request.headers,
      cookies,
    });
    if (!kind) return toNext(request, response);
    const https = servedOverHttps(request);
    // The locales and Strapi's state as last seen: known at once but for the first requests (and a second after a probe).
    const siteLocales = kind === 'html' ? localesNow() : NO_LOCALES;
    const state = backendNow();
    /** @type {Asked} */
    const asked = { address, cookies, kind, https, siteLocales: siteLocales ?? NO_LOCALES };
    // A visitor (no session cookie at all: a refresh token alone is a session to renew, below).
    if (siteLocales && state && cookies[SESSION_COOKIE] === undefined && cookies[REFRESH_COOKIE] === undefined) {
      if (redirectedHome(request, response, span, asked)) return;
      return answer(request, response, span, asked, state, null);
    }
    return serveWaiting(request, response, span, asked, siteLocales === undefined);
  }

  /** @param {Request} request @param {Response} response @param {Traced} span @param {Asked} asked @param {boolean} askLocales */
  async function serveWaiting(request, response, span, asked, askLocales) {
    if (askLocales) asked.siteLocales = await locales().catch(() => NO_LOCALES);
    if (redirectedHome(request, response, span, asked)) return;
    // Strapi down: Next's 503 page. Too slow: stored pages are still served; anything to render gets Next's 504 at once.
    const state = await backend();
    if (state === 'down') return toNext(request, response);
    const token = asked.cookies[SESSION_COOKIE];
    // Next's business: a session to refresh first (setting the new cookies), ended elsewhere, or refused (signed out).
    if (asked.cookies[REFRESH_COOKIE] !== undefined && needsRefresh(token)) return toNext(request, response);
    // Past its expiry with nothing to renew it, ended, or the shared store cannot say: Next's session check answers.
    if (token && (hasExpired(token) || (await sessionEnded(token)) !== false)) return toNext(request, response);
    const member = token ? await members.lookup(token, addressOf(request), endingsSeenSince() ?? Infinity) : null;
    if (token && !member) return toNext(request, response);
    return answer(request, response, span, asked, state, member);
  }

  /** @param {Request} request @param {Response} response @param {Traced} span @param {Asked} asked */
  function redirectedHome(request, response, span, { address, cookies, https, siteLocales }) {
    const elsewhere = homeRedirect({ pathname: address.pathname, headers: request.headers, cookies, locales: siteLocales });
    if (!elsewhere) return false;
    const setCookie = rememberLocale({ code: elsewhere.slice(1), cookies, https });
    span.outcome('redirect');
    response.writeHead(307, {
      Location: elsewhere,
      'Cache-Control': 'private, no-store',
      ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
      ...requestIdHeader(request.headers),
    });
    response.end();
    return true;
  }

  /** @param {Request} request @param {Response} response @param {Traced} span @param {Asked} asked @param {BackendState} state
   * @param {Member | null} member @returns {Promise<void> | void} */
  function answer(request, response, span, asked, state, member) {
    if (state === 'down') return toNext(request, response);
    const { address, kind, https } = asked;
    const audience = member ? 'member' : 'visitor';
    const key = storeKey({
      kind,
      audience,
      https,
      pathname: address.pathname,
      searchParams: address.searchParams,
      headers: request.headers,
    });
    const stored = store.get(key);
    if (stored) return answerWith(request, response, span, asked, member, stored, 'hit');
    if (state === 'slow') return toNext(request, response);
    const path = `${address.pathname}${address.search}`;
    return renderOnce(key, path, address.pathname, audience, https, request.headers, isQueryAddress(address.searchParams)).then((page) =>
      answerWith(request, response, span, asked, member, page, 'miss'),
    );
  }

  /** @param {Request} request @param {Response} response @param {Traced} span @param {Asked} asked
   * @param {Member | null} member @param {StoredPage} page @param {'hit' | 'miss'} status */
  function answerWith(request, response, span, { address, cookies, https, siteLocales }, member, page, status) {
    // Next renders it with this request's cookies: a member may see what the public may not; errors stay Next's.
    if (!page.shareable) return toNext(request, response);
    const setCookie = rememberLocale({ code: splitLocale(address.pathname, siteLocales).locale?.code, cookies, https });
    span.outcome(status, { 'portico.audience': member ? 'member' : 'visitor' });
    send(request, response, page, { member, status, setCookie });
  }
}

/**
 * An entry's old address (its documentId, a name it left): Next's permanent redirect, kept and answered as a 301 with
 * no body. Revalidated on every use, so a browser follows the address to whoever holds it now.
 * @param {globalThis.Response} response @param {Request['headers']} requestHeaders @param {string[]} tags @returns {StoredPage | null}
 */
function movedPage(response, requestHeaders, tags) {
  const location = response.headers.get('location');
  if (response.status !== 308 || !location?.startsWith('/') || location.startsWith('//')) return null;
  if (requestHeaders.rsc === '1' || response.headers.has('set-cookie')) return null;
  return { status: 301, headers: { location, 'cache-control': 'no-cache' }, body: null, holes: [], tags, shareable: true };
}

/** @type {Buffer[]} */
const NO_FILLS = [];
/** @type {Locale[]} */
const NO_LOCALES = [];

/** A page's headers for one encoding as writeHead takes them, kept on the page: all but each answer's status, length, cookie, id.
 * @param {StoredPage} page @param {import('../encodings/compressed-page.mjs').Encoding} encoding @returns {string[]} */
function storedHeaders(page, encoding) {
  const byEncoding = (page.sentHeaders ??= {});
  return (byEncoding[encoding] ??= Object.entries(bodyHeaders(page.headers, encoding)).flat());
}
