import 'server-only';
import { isHttps } from '@/server/forwarded.mjs';

/**
 * Small request facts the route handlers need: whether a POST comes from this site (CSRF), and
 * the visitor's address to forward to Strapi (its auth rate limit counts per address).
 */
function expectedHosts(headers: Headers): Set<string> {
  const hosts = new Set<string>();
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (forwarded) hosts.add(forwarded.toLowerCase());
  const host = headers.get('host');
  if (host) hosts.add(host.toLowerCase());
  if (process.env.WEB_URL) {
    try {
      hosts.add(new URL(process.env.WEB_URL).host.toLowerCase());
    } catch {
      /* ignore a malformed WEB_URL */
    }
  }
  return hosts;
}

/** A state-changing request must name this site in Origin (or, failing that, Referer). */
export function isSameOrigin(request: Request): boolean {
  return isSameOriginRequest(request.headers);
}

/** The same check on a request's headers (server actions read them through next/headers). */
export function isSameOriginRequest(headers: Headers): boolean {
  const source = headers.get('origin') ?? headers.get('referer');
  if (!source || source === 'null') return false;
  try {
    return expectedHosts(headers).has(new URL(source).host.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * The visitor's address: the last X-Forwarded-For entry, which is the one the nearest proxy (or
 * Next's own server, when nothing is in front) wrote. Earlier entries are whatever the client sent.
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
 * An absolute URL on the host the browser used. Not request.url: behind `next start -H` or a
 * proxy it may name another host (localhost for 127.0.0.1), and cookies are kept per host.
 */
export function absoluteUrl(request: Request, path: string): URL {
  const proto = isHttps(request.headers.get('x-forwarded-proto'), request.url) ? 'https' : 'http';
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || new URL(request.url).host;
  return new URL(path, `${proto}://${host}`);
}
