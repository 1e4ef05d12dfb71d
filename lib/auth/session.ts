import 'server-only';
import { createHash } from 'node:crypto';
import { deleteCookie, getCookie, setCookie } from 'cookies-next/server';
import { LRUCache } from 'lru-cache';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { sessionRecheckSeconds } from '@/lib/config';
import { COOKIE_PATH, StrapiAuth, TOKEN_KEY, secondsUntilExpiry, type StrapiClient, type StrapiUser } from '@/lib/strapi';
import { strapiClientFor } from '@/lib/strapi/server';
import { AUDIENCE_HEADER, RENDER_SECRET_HEADER, renderSecret } from '@/server/contract.mjs';
import { isHttps } from '@/server/forwarded.mjs';
import { loginPath, sessionExpiredPath } from '@/server/routes.mjs';

/**
 * The server side of the session (Next's authentication guide): the only code that reads or
 * writes the strapi_jwt cookie. createSession and deleteSession work in route handlers and server
 * actions only (Next's rule); server components read, through getCurrentUser and requireUser.
 */

async function cookieIsSecure(): Promise<boolean> {
  return isHttps((await headers()).get('x-forwarded-proto'));
}

export async function readToken(): Promise<string | null> {
  const token = await getCookie(TOKEN_KEY, { cookies });
  return token || null;
}

/** Signs the browser in with the jwt Strapi answered: HttpOnly, SameSite=Lax, Secure over https, path /. */
export async function createSession(jwt: string): Promise<void> {
  await setCookie(TOKEN_KEY, jwt, {
    cookies,
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    // A cookie that outlives its JWT would only be rejected later; without exp it is a session cookie.
    maxAge: secondsUntilExpiry(jwt),
  });
}

export async function deleteSession(): Promise<void> {
  await deleteCookie(TOKEN_KEY, { cookies, path: COOKIE_PATH });
}

/** A Strapi client that sends the signed-in user's token (for route handlers, actions and pages). */
export async function strapiClient(): Promise<StrapiClient> {
  return strapiClientFor(await readToken());
}

/** The account calls (lib/strapi/auth.ts) with the user's token; they never touch the cookie. */
export async function strapiAuth(): Promise<StrapiAuth> {
  return new StrapiAuth(await strapiClient());
}

/**
 * Where a provider sign-in should land afterwards. Kept in a short-lived cookie scoped to the
 * callback path, because the provider round trip cannot carry it.
 */
const RETURN_PATH_COOKIE = 'portico_return';
const CALLBACK_PATH = '/connect';

export async function rememberReturnPath(path: string): Promise<void> {
  await setCookie(RETURN_PATH_COOKIE, path, {
    cookies,
    path: CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    maxAge: 600,
  });
}

export async function takeReturnPath(): Promise<string | undefined> {
  const path = await getCookie(RETURN_PATH_COOKIE, { cookies });
  await deleteCookie(RETURN_PATH_COOKIE, { cookies, path: CALLBACK_PATH });
  return path || undefined;
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
  try {
    const user = await new StrapiAuth(await strapiClientFor(token)).fetchCurrentUser();
    confirmedUsers.set(key, user);
    return { status: 'signed-in', user };
  } catch {
    return { status: 'invalid', user: null };
  }
});

/**
 * The signed-in user of a page only they may see (proxy.ts only checked that a cookie exists).
 * Otherwise the browser goes to the sign-in page, coming back to `returnPath` afterwards; a
 * refused cookie is deleted on the way.
 */
export async function requireUser(returnPath: string): Promise<StrapiUser> {
  const session = await getCurrentUser();
  if (session.status === 'signed-in') return session.user;
  const signIn = loginPath({ next: returnPath });
  redirect(session.status === 'invalid' ? sessionExpiredPath(signIn) : signIn);
}
