import 'server-only';
import { webUrl } from '@/lib/app-settings';

const siteOrigin = new URL(webUrl).origin;

/** A state-changing request must name WEB_URL in Origin (else Referer): Host and X-Forwarded-Host are the client's. */
export function isSameOrigin(request: Request): boolean {
  return isSameOriginRequest(request.headers);
}

export function isSameOriginRequest(headers: Headers): boolean {
  const source = headers.get('origin') ?? headers.get('referer');
  // A page that sends no referrer (one with a code in its address) posts `Origin: null`; the browser's own
  // Sec-Fetch-Site, which no page can set, still says whether the form was this site's.
  if (source === 'null') return headers.get('sec-fetch-site') === 'same-origin';
  if (!source) return false;
  try {
    return new URL(source).origin === siteOrigin;
  } catch {
    return false;
  }
}

export function wantsJson(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('application/json');
}

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

/** On WEB_URL, never a host the request named; appended, not resolved, so //other.example stays a path. */
export function absoluteUrl(path: string): URL {
  return new URL(`${siteOrigin}${path.startsWith('/') ? path : `/${path}`}`);
}
