import 'server-only';
import { localHref } from '@/lib/i18n/request-locale';
import { createHash, randomBytes } from 'node:crypto';
import { deleteCookie, getCookie, setCookie } from 'cookies-next/server';
import { LRUCache } from 'lru-cache';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { sessionRecheckSeconds } from '@/lib/config';
import { COOKIE_PATH, errorStatus, isStrapiError, StrapiAuth, TOKEN_KEY, type StrapiClient, type StrapiUser } from '@/lib/strapi';
import { strapiClientFor } from '@/lib/strapi/request-clients';
import { DEVICE_COOKIE } from '@/lib/strapi/token-store';
import { visitorAddress } from '@/lib/http/request';
import { AUDIENCE_HEADER, RENDER_SECRET_HEADER, renderSecret } from '@/server/shared/contract.mjs';
import { isHttps } from '@/server/shared/forwarded.mjs';
import { hasExpired, needsRefresh } from '@/server/sessions/jwt-claims.mjs';
import { endingsSeenSince, revokeSessions, revokeToken, sessionEnded } from '@/server/sessions/revocations.mjs';
import { loginPath, sessionExpiredPath } from '@/server/shared/routes.mjs';
import { rotateRefreshToken } from './refresh';
import { REFRESH_TOKEN_KEY, sessionCookies, sessionEndProof, type SessionTokens } from './session-cookies';

/**
 * The server side of the session (Next's authentication guide): the only code that reads or
 * writes the session cookies (strapi_jwt, and strapi_refresh when Strapi runs in refresh mode;
 * proxy.ts writes the same cookies, described by sessionCookies, when it refreshes before a
 * page). createSession and deleteSession work in route handlers and server actions only (Next's
 * rule); server components read, through getCurrentUser and requireUser.
 */

async function cookieIsSecure(): Promise<boolean> {
  return isHttps((await headers()).get('x-forwarded-proto'));
}

/** The session cookie's token as sent, ended or not: only for deciding to sign the browser out. */
async function cookieToken(): Promise<string | null> {
  const token = await getCookie(TOKEN_KEY, { cookies });
  return token || null;
}

/**
 * The token to act with, for reads and writes alike: none when its session was ended (signed out,
 * ended from another device). When the shared store cannot say, the token goes to Strapi, which
 * refuses an ended session's token itself.
 */
export async function readToken(): Promise<string | null> {
  const token = await cookieToken();
  return token && (await sessionEnded(token)) !== true ? token : null;
}

/**
 * Signs the browser in with what Strapi answered: the access token and, in refresh mode, the
 * refresh token. HttpOnly, SameSite=Lax, Secure over https, path /. Without a refresh token (a
 * Strapi in legacy mode) a refresh cookie left from before is removed.
 */
export async function createSession(tokens: SessionTokens): Promise<void> {
  const secure = await cookieIsSecure();
  for (const { name, value, options } of sessionCookies(tokens, { secure })) await setCookie(name, value, { cookies, ...options });
  if (!tokens.refreshToken) await deleteCookie(REFRESH_TOKEN_KEY, { cookies, path: COOKIE_PATH });
}

/** Forgets the session in this browser (both cookies). Strapi is not told: see endSession. */
export async function deleteSession(): Promise<void> {
  await deleteCookie(TOKEN_KEY, { cookies, path: COOKIE_PATH });
  await deleteCookie(REFRESH_TOKEN_KEY, { cookies, path: COOKIE_PATH });
}

/**
 * An access token that will last through this request, for route handlers (which proxy.ts does
 * not run before): refreshed first when it is missing or about to expire (or at once, `now`) and
 * a refresh token is there. Null when there is no session, or it could not be refreshed (its
 * cookies are then deleted, unless `deleteRefused` is false).
 */
export async function freshToken({ now = false, deleteRefused = true } = {}): Promise<string | null> {
  const token = await readToken();
  const refreshToken = await getCookie(REFRESH_TOKEN_KEY, { cookies });
  if (!refreshToken || (!now && !needsRefresh(token))) return token;
  const rotation = await rotateRefreshToken(refreshToken, visitorAddress(await headers()));
  if (rotation === 'unavailable') return token;
  if (rotation === 'invalid') {
    if (deleteRefused) await deleteSession();
    return null;
  }
  await createSession(rotation);
  return rotation.jwt;
}

/**
 * A new access token at once (refresh mode), after the user's own details changed: what the app
 * and the page server keep about the old token (the user's name, for SESSION_RECHECK_SECONDS) is
 * then not used again. A legacy-mode session has nothing to renew and shows the change when that
 * expires.
 */
export async function renewSession(): Promise<void> {
  await freshToken({ now: true });
}

/**
 * Signs out: ends the session at Strapi (refresh mode; a legacy Strapi has nothing to end), makes
 * the app refuse its access token at once on every instance (it would otherwise work until it
 * expires), and forgets it in this browser.
 */
export async function endSession({ everywhere = false } = {}): Promise<void> {
  const token = await freshToken();
  if (token) {
    const auth = new StrapiAuth(await strapiClientFor(token));
    if (everywhere) {
      const sessions = await auth.fetchSessions().catch(() => []);
      // Strapi asks for a recent "confirm it's you" first: refused, nothing is ended, here or there.
      await auth.endSessions({ everywhere });
      await revokeSessions(sessions.map((session) => session.id));
    } else await auth.endSessions().catch(() => undefined);
    await revokeToken(token);
  }
  await deleteSession();
}

/** A Strapi client that sends the signed-in user's token (for route handlers, actions and pages). */
export async function strapiClient(): Promise<StrapiClient> {
  return strapiClientFor(await readToken());
}

/** The account calls (StrapiAuth) with the user's token (or `token`); they never touch the cookie. */
export async function strapiAuth(token?: string | null, options?: { device?: string }): Promise<StrapiAuth> {
  return new StrapiAuth(await strapiClientFor(token === undefined ? await readToken() : token, options));
}

const DEVICE_ID = /^[A-Za-z0-9_-]{32}$/;
const DEVICE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * This browser's device id, made the first time it signs in and kept a year (route handlers and actions only):
 * Strapi's plugin tells an account's owner of a sign-in from a device it has not seen. Random, so it says nothing.
 */
export async function ensureDevice(): Promise<string> {
  const existing = await getCookie(DEVICE_COOKIE, { cookies });
  if (existing && DEVICE_ID.test(existing)) return existing;
  const device = randomBytes(24).toString('base64url');
  await setCookie(DEVICE_COOKIE, device, {
    cookies,
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    maxAge: DEVICE_MAX_AGE,
  });
  return device;
}

/**
 * A sign-in waiting for its second step (an account with an authenticator app): Strapi's ticket, kept 5 minutes
 * (its own life) in a cookie only the server reads, never in a URL. `reset`: the sign-in came from a reset link,
 * whose completion also refuses every older token.
 */
const SECOND_STEP_COOKIE = 'portico_second_step';
const SECOND_STEP_SECONDS = 300;

export interface HeldSecondStep {
  ticket: string;
  reset: boolean;
}

export async function holdSecondStep(ticket: string, { reset = false } = {}): Promise<void> {
  await setCookie(SECOND_STEP_COOKIE, `${reset ? 'reset' : 'sign-in'}.${ticket}`, {
    cookies,
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    maxAge: SECOND_STEP_SECONDS,
  });
}

export async function heldSecondStep(): Promise<HeldSecondStep | null> {
  const match = /^(reset|sign-in)\.([A-Za-z0-9_-]{20,100})$/.exec((await getCookie(SECOND_STEP_COOKIE, { cookies })) ?? '');
  return match ? { ticket: match[2]!, reset: match[1] === 'reset' } : null;
}

export async function dropSecondStep(): Promise<void> {
  await deleteCookie(SECOND_STEP_COOKIE, { cookies, path: COOKIE_PATH });
}

/**
 * Where a provider sign-in should land afterwards, and the locale of the page it started from (a
 * failure goes back to that locale's sign-in page). Kept in a short-lived cookie scoped to the
 * callback path, because the provider round trip cannot carry it.
 */
const RETURN_PATH_COOKIE = 'portico_return';
const CALLBACK_PATH = '/connect';

export interface ProviderReturn {
  path?: string;
  /** A locale code as the sign-in page sent it: check it against the site's locales before use. */
  locale?: string;
}

export async function rememberReturnPath(path: string, locale?: string): Promise<void> {
  await setCookie(RETURN_PATH_COOKIE, JSON.stringify({ path, locale } satisfies ProviderReturn), {
    cookies,
    path: CALLBACK_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    maxAge: 600,
  });
}

export async function takeReturnPath(): Promise<ProviderReturn> {
  const value = await getCookie(RETURN_PATH_COOKIE, { cookies });
  await deleteCookie(RETURN_PATH_COOKIE, { cookies, path: CALLBACK_PATH });
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { path, locale } = parsed as Record<string, unknown>;
    return { path: typeof path === 'string' ? path : undefined, locale: typeof locale === 'string' ? locale : undefined };
  } catch {
    // A cookie set before this format: the path alone.
    return { path: value };
  }
}

export type CurrentUser =
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: StrapiUser }
  /**
   * A page shared by every signed-in member, rendered without anyone's cookie by the page server,
   * which fills in the member's name and shows their own entries' controls.
   */
  | { status: 'any-member'; user: null }
  /** A cookie was there but Strapi refused it: it must be deleted. */
  | { status: 'invalid'; user: null }
  /**
   * A cookie was there and Strapi could not be asked (down, 5xx, no answer in time), with no
   * earlier word on it: nothing is known, and nothing is deleted.
   */
  | { status: 'unavailable'; user: null };

/** Whether the page can be shown as a signed-in member sees it. */
export const isMember = (session: CurrentUser) => session.status === 'signed-in' || session.status === 'any-member';

/**
 * Strapi's last word on each token, by a hash of it: /users/me at most once per
 * SESSION_RECHECK_SECONDS per session. The word is kept longer than that (LAST_WORD_MS, and never
 * past the token's own expiry) for one case only: Strapi cannot be asked (it or its database is
 * down), when the user it last confirmed stays signed in rather than being signed out by an outage.
 */
const LAST_WORD_MS = 15 * 60_000;
const confirmedUsers = new LRUCache<string, { user: StrapiUser; at: number }>({ max: 50_000, ttl: LAST_WORD_MS });

/** Strapi did not say no: it was down, failing (5xx), too busy (429) or did not answer. */
function isUnavailable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status >= 500 || status === 429 || (isStrapiError(error) && error.error.name === 'UnknownError');
}

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
/**
 * Strapi's word on a token: its user, asked at most once per SESSION_RECHECK_SECONDS; 'refused'
 * when Strapi said no; 'unavailable' when it could not be asked and had never confirmed the token
 * (with an earlier confirmation, that one answers until the token expires).
 */
async function confirmedUser(token: string): Promise<StrapiUser | 'refused' | 'unavailable'> {
  // Signed out or ended elsewhere: Strapi would still accept the token until it expires.
  if (await sessionEnded(token)) return 'refused';
  const key = createHash('sha256').update(token).digest('base64url');
  const confirmed = confirmedUsers.get(key);
  const now = Date.now();
  // Past its expiry Strapi refuses it: a confirmation from before would let the page read with it and fail (500).
  if (hasExpired(token, now)) return 'refused';
  // A confirmation counts only if every ending since was seen; else Strapi is asked, which refuses ended sessions.
  const seenSince = endingsSeenSince();
  const trusted = confirmed && seenSince !== null && confirmed.at >= seenSince;
  if (trusted && now - confirmed.at < sessionRecheckSeconds * 1000) return confirmed.user;
  try {
    const user = await new StrapiAuth(await strapiClientFor(token)).fetchCurrentUser();
    confirmedUsers.set(key, { user, at: Date.now() });
    return user;
  } catch (error) {
    if (!isUnavailable(error)) {
      confirmedUsers.delete(key);
      return 'refused';
    }
    return confirmed ? confirmed.user : 'unavailable';
  }
}

export const getCurrentUser = cache(async (): Promise<CurrentUser> => {
  if ((await sharedRenderAudience()) === 'member') return { status: 'any-member', user: null };
  const token = await cookieToken();
  if (!token) return { status: 'signed-out', user: null };
  const user = await confirmedUser(token);
  if (user === 'refused') return { status: 'invalid', user: null };
  if (user === 'unavailable') return { status: 'unavailable', user: null };
  return { status: 'signed-in', user };
});

/**
 * Whether this browser's session still holds, renewing it first if it can (route handlers): the
 * session-expired route ends only a session that really is over, since any site can send a GET.
 * A session Strapi cannot be asked about (an outage) holds: an outage never signs anyone out.
 */
export async function sessionHolds(): Promise<boolean> {
  // Asking deletes nothing: the session-expired route decides that.
  const token = await freshToken({ deleteRefused: false });
  return token !== null && (await confirmedUser(token)) !== 'refused';
}

/**
 * Thrown when a page needs to know who is signed in and Strapi cannot say: the page fails (the
 * page server then answers the outage page) instead of signing the
 * user out or showing them a signed-out page.
 */
export class SessionUnavailableError extends Error {
  constructor() {
    super('Strapi could not be asked who is signed in');
    this.name = 'SessionUnavailableError';
  }
}

/**
 * The signed-in user of a page only they may see (proxy.ts only checked that a cookie exists).
 * Otherwise the browser goes to the sign-in page, coming back to `returnPath` afterwards; a
 * refused cookie is deleted on the way.
 */
export async function requireUser(returnPath: string): Promise<StrapiUser> {
  const session = await getCurrentUser();
  if (session.status === 'signed-in') return session.user;
  if (session.status === 'unavailable') throw new SessionUnavailableError();
  // The sign-in page in the page's locale, coming back to the page in it too.
  const signIn = await localHref(loginPath({ next: await localHref(returnPath) }));
  redirect(session.status === 'invalid' ? await endedSessionPath(signIn) : signIn);
}

/**
 * Where a page or an action sends the browser whose session Strapi refused: the session-expired
 * route, with the proof that this browser's own page sent it there (server components cannot
 * delete cookies; the route does).
 */
export async function endedSessionPath(next: string): Promise<string> {
  return sessionExpiredPath(next, sessionEndProof(await cookies()));
}
