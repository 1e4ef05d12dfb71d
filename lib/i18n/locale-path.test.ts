import { localizePath, type SiteLocale } from './locale-path';

const en: SiteLocale = { code: 'en', name: 'English (en)', isDefault: true };
const fr: SiteLocale = { code: 'fr', name: 'Français (fr)', isDefault: false };

describe('localizePath', () => {
  it('prefixes only non-default locales, the home page and queries included', () => {
    expect(localizePath('/articles?page=2', fr)).toBe('/fr/articles?page=2');
    expect(localizePath('/', fr)).toBe('/fr');
    expect(localizePath('/?q=x', fr)).toBe('/fr?q=x');
    expect(localizePath('/articles', en)).toBe('/articles');
    expect(localizePath('/articles', undefined)).toBe('/articles');
  });
});
