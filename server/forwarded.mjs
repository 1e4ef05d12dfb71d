// @ts-check
import { firstValue } from './first-value.mjs';

/**
 * Whether the browser reached Portico over https: the first X-Forwarded-Proto entry (the proxy in
 * front sets it, and Next's own server when nothing is in front), else the scheme of the
 * fallback: the request's own URL where there is one, otherwise WEB_URL. One reading for the
 * page server, proxy.ts, redirects and the cookie's Secure flag.
 * @param {string | string[] | null | undefined} forwardedProto
 * @param {string | undefined} [fallbackUrl]
 */
export function isHttps(forwardedProto, fallbackUrl = process.env.WEB_URL) {
  const forwarded = firstValue(forwardedProto)?.split(',')[0]?.trim();
  if (forwarded) return forwarded === 'https';
  return (fallbackUrl ?? '').startsWith('https:');
}
