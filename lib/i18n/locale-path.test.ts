import { localizePath, splitLocale, type SiteLocale } from './locale-path';

const en: SiteLocale = { code: 'en', name: 'English (en)', isDefault: true };
const fr: SiteLocale = { code: 'fr', name: 'Français (fr)', isDefault: false };
const ptBR: SiteLocale = { code: 'pt-BR', name: 'Português (pt-BR)', isDefault: false };
const locales = [en, fr, ptBR];

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

describe('localizePath', () => {
  it('prefixes only non-default locales, the home page and queries included', () => {
    expect(localizePath('/articles?page=2', fr)).toBe('/fr/articles?page=2');
    expect(localizePath('/', fr)).toBe('/fr');
    expect(localizePath('/?q=x', fr)).toBe('/fr?q=x');
    expect(localizePath('/articles', en)).toBe('/articles');
    expect(localizePath('/articles', undefined)).toBe('/articles');
  });
});
