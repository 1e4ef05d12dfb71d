/**
 * Where the session token lives (spec §6): a cookie named strapi_jwt with path /, or local
 * storage under the same key when configured. One interface for both; the Next app keeps the
 * token in HttpOnly cookies of its own and gives each request's client a memory store.
 */
import { parseCookie } from 'cookie';
import { decodeJwt } from 'jose';

export const TOKEN_KEY = 'strapi_jwt';
export const COOKIE_PATH = '/';
/** This browser's device id, kept a year: Strapi's plugin tells the owner of a sign-in from a device it has not seen. */
export const DEVICE_COOKIE = 'portico_device';
export const DEVICE_HEADER = 'X-Portico-Device';

type MaybePromise<T> = T | Promise<T>;

export interface TokenStore {
  get(): MaybePromise<string | null>;
  set(token: string): MaybePromise<void>;
  remove(): MaybePromise<void>;
}

/** Seconds until the JWT's exp claim, or undefined when it has none or cannot be read. */
export function secondsUntilExpiry(token: string, nowMs: number = Date.now()): number | undefined {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? Math.max(0, Math.floor(exp - nowMs / 1000)) : undefined;
  } catch {
    return undefined;
  }
}

/** A cookie written by page scripts, for the client used in a browser on its own. */
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

/** Holds the token in memory: one request on a server, or a test. */
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
