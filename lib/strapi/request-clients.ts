import 'server-only';
import { cookies, headers } from 'next/headers';
import { strapiTimeoutMs, strapiUrl } from '@/lib/app-settings';
import { visitorAddress } from '@/server/shared/forwarded.mjs';
import { reportBackendUnavailable } from '@/server/outages/backend-health.mjs';
import { StrapiClient } from './client';
import { createMemoryStore, DEVICE_COOKIE, DEVICE_HEADER } from './token-store';

/** Notes Strapi unavailable (503) or absent, so a page that then fails answers the outage page. */
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

/** Never sends a token: its reads may be cached and shared. */
export function publicStrapiClient(): StrapiClient {
  return new StrapiClient({ url: strapiUrl, timeoutMs: strapiTimeoutMs, tokenStore: createMemoryStore(null), fetch: watchedFetch });
}

/** With the visitor's address (Strapi's auth rate limit counts per address), browser and device (`device`: a new one). */
export async function strapiClientFor(token: string | null, { device }: { device?: string } = {}): Promise<StrapiClient> {
  const requestHeaders = await headers();
  const address = visitorAddress(requestHeaders.get('x-forwarded-for'));
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
