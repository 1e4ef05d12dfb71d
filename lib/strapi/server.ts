import 'server-only';
import { headers } from 'next/headers';
import { strapiTimeoutMs, strapiUrl } from '@/lib/config';
import { visitorAddress } from '@/lib/http/request';
import { StrapiClient } from './client';
import { createMemoryStore } from './token-store';

/**
 * Strapi clients for the Next server. They only hold a token for the length of a request: the
 * session cookie is read and written by lib/auth/session.ts alone.
 */

/** A client that never sends a token: public reads that may be cached and shared. */
export function publicStrapiClient(): StrapiClient {
  return new StrapiClient({ url: strapiUrl, timeoutMs: strapiTimeoutMs, tokenStore: createMemoryStore(null) });
}

/**
 * A client for this request that sends `token` (none for sign-in calls) and the visitor's
 * address, so Strapi's per-address auth rate limit counts visitors rather than this server, and
 * their browser's User-Agent.
 */
export async function strapiClientFor(token: string | null): Promise<StrapiClient> {
  const requestHeaders = await headers();
  const address = visitorAddress(requestHeaders);
  // The browser's, so that Strapi names the device of a session it starts ("Firefox on Linux").
  const userAgent = requestHeaders.get('user-agent');
  return new StrapiClient({
    url: strapiUrl,
    tokenStore: createMemoryStore(token),
    timeoutMs: strapiTimeoutMs,
    headers: { ...(address ? { 'X-Forwarded-For': address } : {}), ...(userAgent ? { 'User-Agent': userAgent } : {}) },
  });
}
