import { createHash } from 'node:crypto';
import { COOKIE_PATH, secondsUntilExpiry, TOKEN_KEY } from '@/lib/strapi/token-store';
import { REFRESH_COOKIE } from '@/server/shared/contract.mjs';

// The access token (spec §6) and, in Strapi's refresh mode, the refresh token, which only the server reads.
export const REFRESH_TOKEN_KEY = REFRESH_COOKIE;
/** When a refresh token does not say when it expires: Strapi's longest session. */
const REFRESH_FALLBACK_SECONDS = 30 * 24 * 60 * 60;

export interface SessionTokens {
  jwt: string;
  refreshToken?: string;
}

export interface CookieSpec {
  name: string;
  value: string;
  options: { path: string; httpOnly: true; sameSite: 'lax'; secure: boolean; maxAge?: number };
}

type SentCookies = { get(name: string): { value: string } | undefined };

export function sessionCookies({ jwt, refreshToken }: SessionTokens, { secure }: { secure: boolean }): CookieSpec[] {
  const base = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;
  // A cookie that outlives its JWT would only be refused later.
  const cookies: CookieSpec[] = [{ name: TOKEN_KEY, value: jwt, options: { ...base, maxAge: secondsUntilExpiry(jwt) } }];
  if (refreshToken) {
    cookies.push({
      name: REFRESH_TOKEN_KEY,
      value: refreshToken,
      options: { ...base, maxAge: secondsUntilExpiry(refreshToken) ?? REFRESH_FALLBACK_SECONDS },
    });
  }
  return cookies;
}

/** An empty cookie counts as none. */
export function sentTokens(cookies: SentCookies): { jwt?: string; refreshToken?: string } {
  return { jwt: cookies.get(TOKEN_KEY)?.value || undefined, refreshToken: cookies.get(REFRESH_TOKEN_KEY)?.value || undefined };
}

export const hasSessionCookie = (cookies: { has(name: string): boolean }) => cookies.has(TOKEN_KEY) || cookies.has(REFRESH_TOKEN_KEY);

/** The proxy's refresh: the page renders with the new tokens, or none once the session ended. */
export function cookieHeaderWith(sent: { name: string; value: string }[], tokens: SessionTokens | null): string {
  const jar = new Map(sent.map((cookie) => [cookie.name, cookie.value]));
  jar.delete(TOKEN_KEY);
  jar.delete(REFRESH_TOKEN_KEY);
  for (const cookie of tokens ? sessionCookies(tokens, { secure: false }) : []) jar.set(cookie.name, cookie.value);
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

type ResponseCookies = {
  set(name: string, value: string, options: CookieSpec['options']): unknown;
  delete(cookie: { name: string; path: string }): unknown;
};

export function setSessionOn(cookies: ResponseCookies, tokens: SessionTokens | null, { secure }: { secure: boolean }): void {
  if (tokens) for (const { name, value, options } of sessionCookies(tokens, { secure })) cookies.set(name, value, options);
  else for (const name of [TOKEN_KEY, REFRESH_TOKEN_KEY]) cookies.delete({ name, path: COOKIE_PATH });
}

/** Lets the session-expired route delete this browser's cookies: no other site can read the cookie it comes from. */
export function sessionEndProof(cookies: SentCookies): string | undefined {
  const { jwt, refreshToken } = sentTokens(cookies);
  const value = refreshToken || jwt;
  return value ? createHash('sha256').update(`portico:end-session:${value}`).digest('base64url').slice(0, 32) : undefined;
}
