// Spec §6: a cookie with path /, or local storage; the app keeps its own in HttpOnly cookies.
import { parseCookie } from 'cookie';
import { decodeJwt } from 'jose';
import { SESSION_COOKIE } from '@/server/shared/contract.mjs';

export const TOKEN_KEY = SESSION_COOKIE;
export const COOKIE_PATH = '/';
/** Kept a year: Strapi's plugin tells the owner of a sign-in from a device it has not seen. */
export const DEVICE_COOKIE = 'portico_device';
export const DEVICE_HEADER = 'X-Portico-Device';

type MaybePromise<T> = T | Promise<T>;

export interface TokenStore {
  get(): MaybePromise<string | null>;
  set(token: string): MaybePromise<void>;
  remove(): MaybePromise<void>;
}

export function secondsUntilExpiry(token: string, nowMs: number = Date.now()): number | undefined {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? Math.max(0, Math.floor(exp - nowMs / 1000)) : undefined;
  } catch {
    return undefined;
  }
}

/** Written by page scripts, for the client used in a browser on its own. */
export function createBrowserCookieStore(options: { key?: string; path?: string } = {}): TokenStore {
  const key = options.key ?? TOKEN_KEY;
  const path = options.path ?? COOKIE_PATH;
  return {
    get: () => parseCookie(document.cookie)[encodeURIComponent(key)] ?? null,
    set(token) {
      const maxAge = secondsUntilExpiry(token);
      const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
      const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
      document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(token)}; Path=${path}; SameSite=Lax${age}${secure}`;
    },
    remove() {
      document.cookie = `${encodeURIComponent(key)}=; Path=${path}; Max-Age=0; SameSite=Lax`;
    },
  };
}

export function createLocalStorageStore(options: { key?: string; storage?: Storage } = {}): TokenStore {
  const key = options.key ?? TOKEN_KEY;
  const storage = () => options.storage ?? window.localStorage;
  return {
    get: () => storage().getItem(key),
    set: (token) => storage().setItem(key, token),
    remove: () => storage().removeItem(key),
  };
}

export function createMemoryStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    remove: () => {
      token = null;
    },
  };
}
