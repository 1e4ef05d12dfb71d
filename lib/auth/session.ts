import 'server-only';
import { localHref } from '@/lib/i18n/request-locale';
import { createHash, randomBytes } from 'node:crypto';
import { deleteCookie, getCookie, setCookie } from 'cookies-next/server';
import { LRUCache } from 'lru-cache';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { sessionRecheckSeconds } from '@/lib/app-settings';
import { COOKIE_PATH, errorStatus, isStrapiError, StrapiAuth, TOKEN_KEY, type StrapiClient, type StrapiUser } from '@/lib/strapi';
import { strapiClientFor } from '@/lib/strapi/request-clients';
import { DEVICE_COOKIE } from '@/lib/strapi/token-store';
import { AUDIENCE_HEADER, RENDER_SECRET_HEADER, renderSecret } from '@/server/shared/contract.mjs';
import { isHttps, visitorAddress } from '@/server/shared/forwarded.mjs';
import { hasExpired, needsRefresh } from '@/server/sessions/jwt-claims.mjs';
import { endingsSeenSince, revokeSessions, revokeToken, sessionEnded } from '@/server/sessions/revocations.mjs';
import { loginPath, sessionExpiredPath } from '@/server/shared/route-paths.mjs';
import { rotateRefreshToken } from './refresh';
import { REFRESH_TOKEN_KEY, sessionCookies, sessionEndProof, type SessionTokens } from './session-cookies';

// Next's rule: cookies are written in route handlers and server actions only; server components read.

async function cookieIsSecure(): Promise<boolean> {
  return isHttps((await headers()).get('x-forwarded-proto'));
}

/** As sent, ended or not: only for deciding to sign the browser out. */
async function cookieToken(): Promise<string | null> {
  const token = await getCookie(TOKEN_KEY, { cookies });
  return token || null;
}

/** None when its session was ended; when the shared store cannot say, Strapi refuses an ended session itself. */
export async function readToken(): Promise<string | null> {
  const token = await cookieToken();
  return token && (await sessionEnded(token)) !== true ? token : null;
}

/** Without a refresh token (a legacy Strapi), one left from before is removed. */
export async function createSession(tokens: SessionTokens): Promise<void> {
  const secure = await cookieIsSecure();
  for (const { name, value, options } of sessionCookies(tokens, { secure })) await setCookie(name, value, { cookies, ...options });
  if (!tokens.refreshToken) await deleteCookie(REFRESH_TOKEN_KEY, { cookies, path: COOKIE_PATH });
}

/** Strapi is not told: see endSession. */
export async function deleteSession(): Promise<void> {
  await deleteCookie(TOKEN_KEY, { cookies, path: COOKIE_PATH });
  await deleteCookie(REFRESH_TOKEN_KEY, { cookies, path: COOKIE_PATH });
}

/** For route handlers, which the proxy does not run before; null, and the cookies deleted, when it cannot be refreshed. */
export async function freshToken({ now = false, deleteRefused = true } = {}): Promise<string | null> {
  const token = await readToken();
  const refreshToken = await getCookie(REFRESH_TOKEN_KEY, { cookies });
  if (!refreshToken || (!now && !needsRefresh(token))) return token;
  const rotation = await rotateRefreshToken(refreshToken, visitorAddress((await headers()).get('x-forwarded-for')));
  if (rotation === 'unavailable') return token;
  if (rotation === 'invalid') {
    if (deleteRefused) await deleteSession();
    return null;
  }
  await createSession(rotation);
  return rotation.jwt;
}

/** After the member's own details changed: what the app keeps about the old token is not used again. */
export async function renewSession(): Promise<void> {
  await freshToken({ now: true });
}

/** Ends the session at Strapi and makes every instance refuse its token at once (it would work until it expires). */
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

export async function strapiClient(): Promise<StrapiClient> {
  return strapiClientFor(await readToken());
}

/** They never touch the cookie. */
export async function strapiAuth(token?: string | null, options?: { device?: string }): Promise<StrapiAuth> {
  return new StrapiAuth(await strapiClientFor(token === undefined ? await readToken() : token, options));
}

const DEVICE_ID = /^[A-Za-z0-9_-]{32}$/;
const DEVICE_MAX_AGE = 365 * 24 * 60 * 60;

/** Random, made at the first sign-in (route handlers and actions only): Strapi's plugin tells owners of new devices. */
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

/** Strapi's ticket, kept its 5 minutes in a cookie only the server reads; `reset`: its completion refuses older tokens. */
const TWO_STEP_COOKIE = 'portico_second_step';
const TWO_STEP_SECONDS = 300;

export interface HeldTwoStep {
  ticket: string;
  reset: boolean;
}

export async function holdTwoStep(ticket: string, { reset = false } = {}): Promise<void> {
  await setCookie(TWO_STEP_COOKIE, `${reset ? 'reset' : 'sign-in'}.${ticket}`, {
    cookies,
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: await cookieIsSecure(),
    maxAge: TWO_STEP_SECONDS,
  });
}

export async function heldTwoStep(): Promise<HeldTwoStep | null> {
  const match = /^(reset|sign-in)\.([A-Za-z0-9_-]{20,100})$/.exec((await getCookie(TWO_STEP_COOKIE, { cookies })) ?? '');
  return match ? { ticket: match[2]!, reset: match[1] === 'reset' } : null;
}

export async function dropTwoStep(): Promise<void> {
  await deleteCookie(TWO_STEP_COOKIE, { cookies, path: COOKIE_PATH });
}

/** Where a provider sign-in lands, and its page's locale: the provider round trip cannot carry them. */
const RETURN_PATH_COOKIE = 'portico_return';
const CALLBACK_PATH = '/connect';

export interface ProviderReturn {
  path?: string;
  /** As the sign-in page sent it: check it against the site's locales before use. */
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
  /** A stored page's render, for every signed-in member: the page server fills in the member's own parts. */
  | { status: 'any-member'; user: null }
  /** Strapi refused the cookie: it must be deleted. */
  | { status: 'invalid'; user: null }
  /** Strapi could not be asked and had never confirmed the cookie: nothing is known, nothing deleted. */
  | { status: 'unavailable'; user: null };

export const isMember = (session: CurrentUser) => session.status === 'signed-in' || session.status === 'any-member';

/** Strapi's last word on each token, kept past the recheck only so that an outage signs no one out. */
const LAST_WORD_MS = 15 * 60_000;
const confirmedUsers = new LRUCache<string, { user: StrapiUser; at: number }>({ max: 50_000, ttl: LAST_WORD_MS });

/** Down, failing (5xx), too busy (429) or silent. */
function isUnavailable(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status >= 500 || status === 429 || (isStrapiError(error) && error.error.name === 'UnknownError');
}

/** Believed only from the page server, which knows the process's secret. */
async function sharedRenderAudience(): Promise<string | null> {
  const requestHeaders = await headers();
  const secret = renderSecret();
  if (!secret || requestHeaders.get(RENDER_SECRET_HEADER) !== secret) return null;
  return requestHeaders.get(AUDIENCE_HEADER);
}

/** With an earlier confirmation, that one answers while Strapi cannot be asked, until the token expires. */
async function confirmedUser(token: string): Promise<StrapiUser | 'refused' | 'unavailable'> {
  // Signed out or ended elsewhere: Strapi would still accept the token until it expires.
  if (await sessionEnded(token)) return 'refused';
  const key = createHash('sha256').update(token).digest('base64url');
  const confirmed = confirmedUsers.get(key);
  const now = Date.now();
  // Past its expiry Strapi refuses it: a confirmation from before would let the page fail.
  if (hasExpired(token, now)) return 'refused';
  // A confirmation counts only if every ending since was seen.
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

/** Any site can send a GET to the session-expired route: it ends only a session that is really over. */
export async function sessionHolds(): Promise<boolean> {
  const token = await freshToken({ deleteRefused: false });
  return token !== null && (await confirmedUser(token)) !== 'refused';
}

/** The page fails (and the page server answers the outage page) rather than sign the member out. */
export class SessionUnavailableError extends Error {
  constructor() {
    super('Strapi could not be asked who is signed in');
    this.name = 'SessionUnavailableError';
  }
}

/** The proxy only checked that a cookie exists. */
export async function requireUser(returnPath: string): Promise<StrapiUser> {
  const session = await getCurrentUser();
  if (session.status === 'signed-in') return session.user;
  if (session.status === 'unavailable') throw new SessionUnavailableError();
  const signIn = await localHref(loginPath({ next: await localHref(returnPath) }));
  redirect(session.status === 'invalid' ? await endedSessionPath(signIn) : signIn);
}

/** Server components cannot delete cookies: the session-expired route does, given this browser's proof. */
export async function endedSessionPath(next: string): Promise<string> {
  return sessionExpiredPath(next, sessionEndProof(await cookies()));
}
