import 'server-only';
import { cookies, headers } from 'next/headers';
import { strapiTimeoutMs, strapiUrl } from '@/lib/config';
import { visitorAddress } from '@/lib/http/request';
import { reportBackendUnavailable } from '@/server/outages/backend-health.mjs';
import { StrapiClient } from './client';
import { createMemoryStore, DEVICE_COOKIE, DEVICE_HEADER } from './token-store';

/**
 * Strapi clients for the Next server. They only hold a token for the length of a request: the
 * session cookie is read and written by the session functions alone.
 */

/**
 * fetch, noting when Strapi says it is unavailable (503: its database is down) or is not there at
 * all. A page that then fails is answered with the outage page, even when Strapi is back by the
 * time anyone asks it again.
 */
const watchedFetch: typeof fetch = async (input, init) => {
  try {
    // Looked up at each call: Next patches the global fetch.
    const response = await fetch(input, init);
    if (response.status === 503) reportBackendUnavailable();
    return response;
  } catch (error) {
    if ((error as { cause?: { code?: unknown } }).cause?.code === 'ECONNREFUSED') reportBackendUnavailable();
    throw error;
  }
};

/** A client that never sends a token: public reads that may be cached and shared. */
export function publicStrapiClient(): StrapiClient {
  return new StrapiClient({ url: strapiUrl, timeoutMs: strapiTimeoutMs, tokenStore: createMemoryStore(null), fetch: watchedFetch });
}

/**
 * A client for this request that sends `token` (none for sign-in calls) and the visitor's
 * address, so Strapi's per-address auth rate limit counts visitors rather than this server, their
 * browser's User-Agent and its device id (`device`: one just made, not yet in the request's cookies).
 */
export async function strapiClientFor(token: string | null, { device }: { device?: string } = {}): Promise<StrapiClient> {
  const requestHeaders = await headers();
  const address = visitorAddress(requestHeaders);
  // The browser's, so that Strapi names the device of a session it starts ("Firefox on Linux").
  const userAgent = requestHeaders.get('user-agent');
  const deviceId = device ?? (await cookies()).get(DEVICE_COOKIE)?.value;
  return new StrapiClient({
    url: strapiUrl,
    tokenStore: createMemoryStore(token),
    timeoutMs: strapiTimeoutMs,
    fetch: watchedFetch,
    headers: {
      ...(address ? { 'X-Forwarded-For': address } : {}),
      ...(userAgent ? { 'User-Agent': userAgent } : {}),
      ...(deviceId ? { [DEVICE_HEADER]: deviceId } : {}),
    },
  });
}
