// Dates as Strapi stores them, in UTC, in the locale's own way.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** A bare `en` is written day first, as Portico always has: Intl's `en` is American. */
const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `value`: a Strapi date or, `withTime`, a datetime; shown as it came when it is not one. */
export function formatDate(value: string, locale: string, withTime = false): string {
  const date = new Date(withTime ? value : `${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  const format = cached(`date:${locale}:${withTime}`, () =>
    withTime
      ? new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return withTime ? `${format.format(date)} UTC` : format.format(date);
}

export function formatNumber(value: number, locale: string): string {
  return cached(`number:${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(value);
}
