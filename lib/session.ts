import 'server-only';
import { createHash } from 'node:crypto';
import { deleteCookie, getCookie, setCookie } from 'cookies-next/server';
import { LRUCache } from 'lru-cache';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { AUDIENCE_HEADER, RENDER_SECRET_HEADER, renderSecret } from '@/server/contract.mjs';
import { sessionRecheckSeconds, strapiTimeoutMs, strapiUrl } from './config';
import { visitorAddress } from './http';
import { COOKIE_PATH, StrapiAuth, StrapiClient, TOKEN_KEY, secondsUntilExpiry, type StrapiUser, type TokenStore } from './strapi';

/**
 * The server side of the session: the only code that reads or writes the strapi_jwt cookie.
 * Writing works in route handlers and server actions only (Next's rule); server components
 * read.
 */

async function servedOverHttps(): Promise<boolean> {
  const requestHeaders = await headers();
  const forwarded = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (forwarded) return forwarded === 'https';
  return (process.env.WEB_URL || '').startsWith('https://');
}

export async function readToken(): Promise<string | null> {
  const token = await getCookie(TOKEN_KEY, { cookies });
  return token || null;
}

export async function writeToken(token: string): Promise<void> {
  await setCookie(TOKEN_KEY, token, {
    cookies,
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: await servedOverHttps(),
    // A cookie that outlives its JWT would only be rejected later; without exp it is a session cookie.
    maxAge: secondsUntilExpiry(token),
  });
}

export async function clearToken(): Promise<void> {
  await deleteCookie(TOKEN_KEY, { cookies, path: COOKIE_PATH });
}

/**
 * Where a provider sign-in should land afterwards. Kept in a short-lived cookie scoped to the
 * callback path, because the provider round trip cannot carry it.
 */
const RETURN_PATH_COOKIE = 'portico_return';
const CALLBACK_PATH = '/connect';

export async function rememberReturnPath(path: string): Promise<void> {
  await setCookie(RETURN_PATH_COOKIE, path, { cookies, path: CALLBACK_PATH, httpOnly: true, sameSite: 'lax', secure: await servedOverHttps(), maxAge: 600 });
}

export async function takeReturnPath(): Promise<string | undefined> {
  const path = await getCookie(RETURN_PATH_COOKIE, { cookies });
  await deleteCookie(RETURN_PATH_COOKIE, { cookies, path: CALLBACK_PATH });
  return path || undefined;
}

/** The strapi_jwt cookie as a TokenStore, so lib/strapi's session rules apply unchanged. */
export const cookieTokenStore: TokenStore = { get: readToken, set: writeToken, remove: clearToken };

/**
 * A client for this request: it sends the visitor's address, so Strapi's per-address auth rate
 * limit counts visitors rather than this server, and the token the store holds.
 */
async function clientWith(tokenStore: TokenStore): Promise<StrapiClient> {
  const address = visitorAddress(await headers());
  return new StrapiClient({ url: strapiUrl, tokenStore, timeoutMs: strapiTimeoutMs, headers: address ? { 'X-Forwarded-For': address } : undefined });
}

/** A client that sends the signed-in user's token (for route handlers, actions and pages). */
export function strapiClient(): Promise<StrapiClient> {
  return clientWith(cookieTokenStore);
}

/** A client that never sends a token: public reads that may be cached and shared. */
export function publicStrapiClient(): StrapiClient {
  return new StrapiClient({ url: strapiUrl, timeoutMs: strapiTimeoutMs, tokenStore: { get: () => null, set: () => {}, remove: () => {} } });
}

export async function strapiAuth(): Promise<StrapiAuth> {
  return new StrapiAuth(await strapiClient());
}

export type CurrentUser =
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: StrapiUser }
  /**
   * A page shared by every signed-in member, rendered without anyone's cookie by the page server
   * (server/page-server.mjs), which fills in the member's name and shows their own entries' controls.
   */
  | { status: 'any-member'; user: null }
  /** A cookie was there but Strapi refused it (or could not be asked): it must be deleted. */
  | { status: 'invalid'; user: null };

/** Whether the page can be shown as a signed-in member sees it. */
export const isMember = (session: CurrentUser) => session.status === 'signed-in' || session.status === 'any-member';

/** Users Strapi confirmed lately, by a hash of their token: /users/me at most once per SESSION_RECHECK_SECONDS per session. */
const confirmedUsers = new LRUCache<string, StrapiUser>({ max: 50_000, ttl: sessionRecheckSeconds * 1000 });

/** The audience of a shared render, believed only from the page server (it knows the process's secret). */
async function sharedRenderAudience(): Promise<string | null> {
  const requestHeaders = await headers();
  const secret = renderSecret();
  if (!secret || requestHeaders.get(RENDER_SECRET_HEADER) !== secret) return null;
  return requestHeaders.get(AUDIENCE_HEADER);
}

/**
 * The current user: none without a cookie, at most one /users/me per request (React cache) and
 * per SESSION_RECHECK_SECONDS per session. In a server component the cookie cannot be deleted,
 * so an invalid session is reported and the caller sends the browser to
 * /api/auth/session-expired, which deletes it.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser> => {
  if ((await sharedRenderAudience()) === 'member') return { status: 'any-member', user: null };
  const token = await readToken();
  if (!token) return { status: 'signed-out', user: null };
  const key = createHash('sha256').update(token).digest('base64url');
  const confirmed = confirmedUsers.get(key);
  if (confirmed) return { status: 'signed-in', user: confirmed };
  // Rendering cannot write cookies; removal is done by the session-expired handler.
  const client = await clientWith({ get: () => token, set: () => {}, remove: () => {} });
  try {
    const user = await new StrapiAuth(client).fetchCurrentUser();
    confirmedUsers.set(key, user);
    return { status: 'signed-in', user };
  } catch {
    return { status: 'invalid', user: null };
  }
});
