import { createHash } from 'node:crypto';
import { COOKIE_PATH, secondsUntilExpiry, TOKEN_KEY } from '@/lib/strapi/token-store';

/**
 * The session's cookies, described once for the two places that write them: the session functions
 * (route handlers, actions) and proxy.ts (a refresh before the page renders).
 * - strapi_jwt: the access token (spec §6), for as long as the token lives;
 * - strapi_refresh: Strapi's refresh token (refresh mode only), read by the server alone.
 */
export const REFRESH_TOKEN_KEY = 'strapi_refresh';
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

export function sessionCookies({ jwt, refreshToken }: SessionTokens, { secure }: { secure: boolean }): CookieSpec[] {
  const base = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;
  // A cookie that outlives its JWT would only be rejected later; without exp it is a session cookie.
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

/**
 * The one-time value that lets /api/auth/session-expired delete this browser's cookies: derived
 * from the ended session's own cookie, which no other site can read, so no other site can send it;
 * once the cookies are deleted it matches nothing. A hash: the token itself never enters a URL.
 */
export function sessionEndProof(cookies: { get(name: string): { value: string } | undefined }): string | undefined {
  const value = cookies.get(REFRESH_TOKEN_KEY)?.value || cookies.get(TOKEN_KEY)?.value;
  return value ? createHash('sha256').update(`portico:end-session:${value}`).digest('base64url').slice(0, 32) : undefined;
}
