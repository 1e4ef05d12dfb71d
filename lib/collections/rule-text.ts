import type { Translate } from '@/lib/i18n/interpolate';

/**
 * The words of the form's rules (the catalogs' "FormRules" namespace), as plain strings: the same
 * in the browser (given by the page, read with useUiText) and on the server (the
 * request's catalog). Counts pick a `_one` or `_other` key with the locale's own plural rules
 * (Intl.PluralRules: no message-format runtime in the browser). Every caller passes them (the
 * form its page's, the server its request's), so no catalog file is bundled for the browser.
 */
export interface RuleText {
  t: Translate;
  locale: string;
}

/** `t(key_one)` or `t(key_other)`, as `count` reads in `locale`; `count` is filled in. */
export function countText({ t, locale }: RuleText, key: string, count: number, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return t(`${key}_${category}`, { ...values, count });
}

/** A size as members read it, in their language: 1.5 MB, 12 MB (1,5 Mo in French). */
export function megabytes(bytes: number, locale = 'en'): string {
  const digits = bytes < 10 * 2 ** 20 ? 1 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(bytes / 2 ** 20);
}
