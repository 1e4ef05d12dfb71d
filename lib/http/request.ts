import 'server-only';
import { webUrl } from '@/lib/config';

/**
 * Small request facts the route handlers need: whether a POST comes from this site (CSRF), and
 * the visitor's address to forward to Strapi (its auth rate limit counts per address).
 */
const siteOrigin = new URL(webUrl).origin;

/** A state-changing request must name this site (WEB_URL) in Origin (or, failing that, Referer). */
export function isSameOrigin(request: Request): boolean {
  return isSameOriginRequest(request.headers);
}

/**
 * The same check on a request's headers (server actions read them through next/headers). Only
 * WEB_URL counts: Host and X-Forwarded-Host are whatever the client sent.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const source = headers.get('origin') ?? headers.get('referer');
  if (!source || source === 'null') return false;
  try {
    return new URL(source).origin === siteOrigin;
  } catch {
    return false;
  }
}

/**
 * The visitor's address: the app server keeps the one address it trusts in X-Forwarded-For; the
 * last entry is also the one Next's own server writes under `next dev`.
 */
export function visitorAddress(headers: Headers): string | undefined {
  const chain = headers.get('x-forwarded-for');
  const last = chain?.split(',').pop()?.trim();
  return last || undefined;
}

export function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

/** Reads a form body (urlencoded or multipart) or JSON into plain string values. */
export async function readFormValues(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')) as Record<string, string>;
  }
  const form = await request.formData().catch(() => null);
  const values: Record<string, string> = {};
  form?.forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}

/**
 * An absolute URL on this site, for redirects: on WEB_URL, never on a host the request named.
 * The path is appended, not resolved, so //other.example stays a path here.
 */
export function absoluteUrl(path: string): URL {
  return new URL(`${siteOrigin}${path.startsWith('/') ? path : `/${path}`}`);
}
