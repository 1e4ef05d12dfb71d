// @ts-check
import { firstValue } from './first-value.mjs';
import { webUrl as configuredWebUrl } from './settings.mjs';

// A client can send any X-Forwarded-* header and any Host: address and scheme come only from the entries the
// trusted proxies wrote, the host from WEB_URL.

/** @param {string | string[] | null | undefined} header @returns {string[]} */
function entries(header) {
  const joined = Array.isArray(header) ? header.join(',') : header;
  return (joined ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The visitor's address once the page server has written the one it trusts last (as Next's own server does in dev).
 * @param {string | string[] | null | undefined} forwardedFor
 */
export const visitorAddress = (forwardedFor) => entries(forwardedFor).at(-1);

/**
 * Each proxy appends the address it was reached from, so entries left of the outermost trusted one are the client's.
 * @param {string | string[] | null | undefined} forwardedFor @param {string | undefined} peerAddress @param {number} hops
 */
export function trustedClientAddress(forwardedFor, peerAddress, hops) {
  const chain = [...entries(forwardedFor), peerAddress ?? ''].filter(Boolean);
  if (!chain.length) return undefined;
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/** @param {string | string[] | null | undefined} forwardedProto @param {number} hops @param {string} webUrl */
export function trustedProto(forwardedProto, hops, webUrl) {
  const written = hops > 0 ? entries(forwardedProto).at(-1)?.toLowerCase() : undefined;
  if (written === 'http' || written === 'https') return written;
  return webUrl.startsWith('https:') ? 'https' : 'http';
}

/**
 * In place, before anything reads them: Next builds request.url from these, so its redirects and server actions'
 * origin check follow.
 * @param {import('node:http').IncomingMessage} request @param {{ hops: number, webUrl: string }} settings
 * @returns {string | undefined} the Host the client sent
 */
export function trustForwarding(request, { hops, webUrl }) {
  const site = siteOf(webUrl);
  const { headers } = request;
  const sentHost = firstValue(headers.host);
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

/** @param {string} webUrl */
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

/** @param {string | string[] | null | undefined} forwardedProto @param {string | undefined} [fallbackUrl] */
export function isHttps(forwardedProto, fallbackUrl = configuredWebUrl) {
  const forwarded = firstValue(forwardedProto)?.split(',')[0]?.trim();
  if (forwarded) return forwarded === 'https';
  return (fallbackUrl ?? '').startsWith('https:');
}
