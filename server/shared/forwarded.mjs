// @ts-check
import { firstValue } from './first-value.mjs';

/**
 * What a request's forwarding headers may decide, and what they may not.
 *
 * A client can send any X-Forwarded-* header and any Host. So the visitor's address and the
 * scheme are read only from the entries the TRUSTED_PROXY_HOPS proxies in front wrote, and the
 * host is never read at all: addresses, redirects and the same-origin check use WEB_URL. The app
 * server applies this to every request before anything else sees it (`trustForwarding`), so the
 * rest of the code can read the headers as given.
 */

/** @param {string | string[] | null | undefined} header @returns {string[]} */
function entries(header) {
  const joined = Array.isArray(header) ? header.join(',') : header;
  return (joined ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The visitor's address: the connection's peer, unless proxies are trusted; then the entry the
 * outermost trusted proxy wrote (each proxy appends the address it was reached from). Entries
 * further left are whatever the client sent.
 * @param {string | string[] | null | undefined} forwardedFor
 * @param {string | undefined} peerAddress
 * @param {number} hops
 */
export function trustedClientAddress(forwardedFor, peerAddress, hops) {
  const chain = [...entries(forwardedFor), peerAddress ?? ''].filter(Boolean);
  if (!chain.length) return undefined;
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/**
 * The scheme the browser used: the nearest trusted proxy's X-Forwarded-Proto, else WEB_URL's.
 * @param {string | string[] | null | undefined} forwardedProto
 * @param {number} hops
 * @param {string} webUrl
 */
export function trustedProto(forwardedProto, hops, webUrl) {
  const written = hops > 0 ? entries(forwardedProto).at(-1)?.toLowerCase() : undefined;
  if (written === 'http' || written === 'https') return written;
  return webUrl.startsWith('https:') ? 'https' : 'http';
}

/**
 * Rewrites a request's forwarding headers to what may be believed, in place: one X-Forwarded-For
 * address, X-Forwarded-Proto, and Host, X-Forwarded-Host and X-Forwarded-Port from WEB_URL. Next
 * builds request.url from them, so its redirects and its server actions' origin check follow.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ hops: number, webUrl: string }} settings
 * @returns {string | undefined} the Host the client sent
 */
export function trustForwarding(request, { hops, webUrl }) {
  const site = siteOf(webUrl);
  const { headers } = request;
  const sentHost = firstValue(headers.host);
  // Without a proxy trusted, what the client wrote counts for nothing: the peer and WEB_URL's scheme.
  const address =
    hops === 0
      ? request.socket.remoteAddress || undefined
      : trustedClientAddress(headers['x-forwarded-for'], request.socket.remoteAddress, hops);
  if (address) headers['x-forwarded-for'] = address;
  else delete headers['x-forwarded-for'];
  headers['x-forwarded-proto'] = hops === 0 ? site.proto : trustedProto(headers['x-forwarded-proto'], hops, webUrl);
  headers.host = site.host;
  headers['x-forwarded-host'] = site.host;
  headers['x-forwarded-port'] = site.port;
  return sentHost;
}

/** @type {{ webUrl: string, host: string, port: string, proto: string } | undefined} */
let site;

/** WEB_URL's parts, read once (every request needs them). @param {string} webUrl */
function siteOf(webUrl) {
  if (site?.webUrl !== webUrl) {
    const url = new URL(webUrl);
    site = {
      webUrl,
      host: url.host,
      port: url.port || (url.protocol === 'https:' ? '443' : '80'),
      proto: trustedProto(undefined, 0, webUrl),
    };
  }
  return site;
}

/**
 * Whether the browser reached Portico over https: X-Forwarded-Proto once `trustForwarding` has
 * set it (on every request the app server receives), else the scheme of the fallback: the
 * request's own URL where there is one, otherwise WEB_URL. One reading for the page server,
 * proxy.ts, redirects and the cookie's Secure flag.
 * @param {string | string[] | null | undefined} forwardedProto
 * @param {string | undefined} [fallbackUrl]
 */
export function isHttps(forwardedProto, fallbackUrl = process.env.WEB_URL) {
  const forwarded = firstValue(forwardedProto)?.split(',')[0]?.trim();
  if (forwarded) return forwarded === 'https';
  return (fallbackUrl ?? '').startsWith('https:');
}
