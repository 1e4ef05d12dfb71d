import { plainName } from './locale-names.mjs';

describe('plainName: a locale as a reader says it', () => {
  it('drops the code Strapi writes after the name', () => {
    expect(plainName('Français (fr)', 'fr')).toBe('Français');
    expect(plainName('English (en)', 'en')).toBe('English');
    expect(plainName('Français (Canada) (fr-CA)', 'fr-CA')).toBe('Français (Canada)');
    expect(plainName('日本語 (ja)', 'ja')).toBe('日本語');
  });

  it('keeps a name an operator wrote without its code', () => {
    expect(plainName('Deutsch', 'de')).toBe('Deutsch');
    expect(plainName('English (UK)', 'en')).toBe('English (UK)');
  });

  it('is the language’s own name when Strapi gives only the code', () => {
    expect(plainName('(fr)', 'fr')).toBe('Français');
    expect(plainName(undefined, 'de')).toBe('Deutsch');
  });
});
