import { homeRedirect, LOCALE_COOKIE, negotiateLocale, rememberLocale, splitLocale } from './locale-choice.mjs';

const en = { code: 'en', isDefault: true };
const fr = { code: 'fr', isDefault: false };
const ptBR = { code: 'pt-BR', isDefault: false };
const locales = [en, fr, ptBR];
const cookies = (value?: string) => (value ? { [LOCALE_COOKIE]: value } : {});
const home = (headers: Record<string, string>, cookie?: string, pathname = '/') =>
  homeRedirect({ pathname, headers, cookies: cookies(cookie), locales });

describe('locale choice', () => {
  it('follows Accept-Language by preference, skipping q=0 and *', () => {
    const de = { code: 'de', isDefault: false };
    const it_ = { code: 'it', isDefault: false };
    expect(negotiateLocale('de;q=0.5, fr-CA, en;q=0.8, *;q=0.1', [en, de, fr])).toBe('fr');
    expect(negotiateLocale('it;q=0, de;q=0.5', [en, it_, de])).toBe('de');
    expect(negotiateLocale('*, fr;q=0.5', [en, fr])).toBe('fr');
    expect(negotiateLocale('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', [en, de, fr])).toBe('fr');
    expect(negotiateLocale(undefined, locales)).toBeUndefined();
  });

  it('matches exactly first, then by language', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9', locales)).toBe('fr');
    expect(negotiateLocale('pt', locales)).toBe('pt-BR');
    expect(negotiateLocale('pt-br', locales)).toBe('pt-BR');
    expect(negotiateLocale('de, en;q=0.5', locales)).toBe('en');
    expect(negotiateLocale('de', locales)).toBeUndefined();
  });

  it('serves the first language the visitor reads, not a nearer region of a later one', () => {
    expect(negotiateLocale('en-GB,fr;q=0.5', locales)).toBe('en');
    expect(negotiateLocale('en-US, fr', [fr, { code: 'en-GB', isDefault: false }])).toBe('en-GB');
    expect(negotiateLocale('uk', [en, { code: 'ru', isDefault: false }])).toBeUndefined();
  });

  it('sends a first visit to / to the browser’s language, and never when it is the default or unknown', () => {
    expect(home({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5', 'sec-fetch-site': 'none' })).toBe('/fr');
    expect(home({ 'accept-language': 'en-GB,fr;q=0.5' })).toBeNull();
    expect(home({ 'accept-language': 'de' })).toBeNull();
    expect(home({})).toBeNull();
  });

  it('remembers a choice over the browser’s language, the default locale included', () => {
    expect(home({ 'accept-language': 'en' }, 'fr')).toBe('/fr');
    expect(home({ 'accept-language': 'fr' }, 'en')).toBeNull();
    // A cookie naming no locale of the site counts as no choice.
    expect(home({ 'accept-language': 'fr' }, 'xx')).toBe('/fr');
  });

  it('never redirects inside the site, from any other address, or on a site without locales', () => {
    expect(home({ 'accept-language': 'fr', 'sec-fetch-site': 'same-origin' })).toBeNull();
    expect(home({ 'accept-language': 'fr' }, undefined, '/fr')).toBeNull();
    expect(home({ 'accept-language': 'fr' }, undefined, '/articles')).toBeNull();
    expect(homeRedirect({ pathname: '/', headers: { 'accept-language': 'fr' }, cookies: cookies(), locales: [] })).toBeNull();
  });

  it('records the locale of the page answered, once', () => {
    expect(rememberLocale({ code: 'fr', cookies: cookies('en'), https: true })).toBe(
      `${LOCALE_COOKIE}=fr; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(rememberLocale({ code: 'fr', cookies: cookies('fr'), https: false })).toBeNull();
    expect(rememberLocale({ code: undefined, cookies: cookies(), https: false })).toBeNull();
  });
});

describe('splitLocale', () => {
  it('reads a non-default locale from the first segment and strips it', () => {
    expect(splitLocale('/fr/articles/abc', locales)).toEqual({ locale: fr, pathname: '/articles/abc' });
    expect(splitLocale('/fr', locales)).toEqual({ locale: fr, pathname: '/' });
    expect(splitLocale('/pt-BR/categories', locales)).toEqual({ locale: ptBR, pathname: '/categories' });
  });

  it('leaves unprefixed paths, the default code and unknown codes in the default locale', () => {
    expect(splitLocale('/articles', locales)).toEqual({ locale: en, pathname: '/articles' });
    expect(splitLocale('/en/articles', locales)).toEqual({ locale: en, pathname: '/en/articles' });
    expect(splitLocale('/de/articles', locales)).toEqual({ locale: en, pathname: '/de/articles' });
    expect(splitLocale('/', locales)).toEqual({ locale: en, pathname: '/' });
  });

  it('without locales (no i18n in Strapi), keeps every path as it is', () => {
    expect(splitLocale('/fr/articles', [])).toEqual({ locale: undefined, pathname: '/fr/articles' });
  });
});
