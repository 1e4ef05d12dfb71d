import { acceptedLanguages, homeRedirect, LOCALE_COOKIE, localeOfPath, negotiateLocale, rememberLocale } from './locale-choice.mjs';

const locales = [
  { code: 'en', isDefault: true },
  { code: 'fr', isDefault: false },
  { code: 'pt-BR', isDefault: false },
];
const cookies = (value?: string) => new Map(value ? [[LOCALE_COOKIE, value]] : []);
const home = (headers: Record<string, string>, cookie?: string, pathname = '/') =>
  homeRedirect({ pathname, headers, cookies: cookies(cookie), locales });

describe('locale choice', () => {
  it('reads Accept-Language by preference, dropping q=0 and *', () => {
    expect(acceptedLanguages('de;q=0.5, fr-CA, en;q=0.8, *;q=0.1, it;q=0')).toEqual(['fr-ca', 'en', 'de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('matches exactly first, then by language', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9', locales)).toBe('fr');
    expect(negotiateLocale('pt', locales)).toBe('pt-BR');
    expect(negotiateLocale('pt-br', locales)).toBe('pt-BR');
    expect(negotiateLocale('de, en;q=0.5', locales)).toBe('en');
    expect(negotiateLocale('de', locales)).toBeUndefined();
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
    expect(localeOfPath('/fr/articles/abc', locales)).toBe('fr');
    expect(localeOfPath('/articles', locales)).toBe('en');
    expect(localeOfPath('/en/articles', locales)).toBe('en');
    expect(localeOfPath('/articles', [])).toBeUndefined();
    expect(rememberLocale({ code: 'fr', cookies: cookies('en'), https: true })).toBe(
      `${LOCALE_COOKIE}=fr; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(rememberLocale({ code: 'fr', cookies: cookies('fr'), https: false })).toBeNull();
    expect(rememberLocale({ code: undefined, cookies: cookies(), https: false })).toBeNull();
  });
});
