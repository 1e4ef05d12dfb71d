/**
 * @jest-environment jsdom
 */
import { TextDecoder, TextEncoder } from 'node:util';
import type * as TokenStores from './token-store';

// jsdom lacks the TextEncoder and TextDecoder every browser has (jose reads tokens with them), and the store
// must load after they are set.
Object.assign(globalThis, { TextDecoder, TextEncoder });
const { createBrowserCookieStore, createLocalStorageStore } = jest.requireActual<typeof TokenStores>('./token-store');

const jwtExpiringIn = (seconds: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds })).replace(/=+$/, '')}.s`;

describe('browser cookie store (spec §6: cookie strapi_jwt, path /)', () => {
  afterEach(() => {
    document.cookie = 'strapi_jwt=; Path=/; Max-Age=0';
  });

  it('writes strapi_jwt with path / and reads it back', () => {
    const store = createBrowserCookieStore();
    const setter = jest.spyOn(document, 'cookie', 'set');
    const token = jwtExpiringIn(600);
    store.set(token);
    expect(setter).toHaveBeenCalledWith(expect.stringMatching(/^strapi_jwt=[^;]+; Path=\/; SameSite=Lax; Max-Age=(599|600)$/));
    setter.mockRestore();
    expect(store.get()).toBe(token);
  });

  it('reads its own cookie among the page’s others, under its own key', () => {
    document.cookie = 'theme=dark; Path=/';
    const store = createBrowserCookieStore({ key: 'other token' });
    store.set('a.b.c');
    expect(store.get()).toBe('a.b.c');
    expect(createBrowserCookieStore().get()).toBeNull();
    store.remove();
    document.cookie = 'theme=; Path=/; Max-Age=0';
  });

  it('removes the cookie', () => {
    const store = createBrowserCookieStore();
    store.set('abc');
    store.remove();
    expect(store.get()).toBeNull();
    expect(document.cookie).not.toContain('strapi_jwt=abc');
  });
});

describe('localStorage store (spec §6: local storage if configured)', () => {
  it('stores under strapi_jwt, returns and removes the token', () => {
    const store = createLocalStorageStore();
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(window.localStorage.getItem('strapi_jwt')).toBe('abc');
    expect(store.get()).toBe('abc');
    store.remove();
    expect(window.localStorage.getItem('strapi_jwt')).toBeNull();
  });
});
