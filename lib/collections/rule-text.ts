import type { Translate } from '@/lib/i18n/interpolate';

/** Plain strings, passed by every caller, so no messages file is bundled for the browser; plurals by Intl.PluralRules. */
export interface RuleText {
  t: Translate;
  locale: string;
}

export function countText({ t, locale }: RuleText, key: string, count: number, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return t(`${key}_${category}`, { ...values, count });
}

/** 1.5 MB, 1,5 Mo in French. */
export function megabytes(bytes: number, locale = 'en'): string {
  const digits = bytes < 10 * 2 ** 20 ? 1 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(bytes / 2 ** 20);
}
