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

/** A time of day in the reader's own zone ("12:04"): for what their browser did moments ago. */
export function formatClock(value: number | string, locale: string): string {
  return cached(`clock:${locale}`, () => new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' })).format(
    new Date(value),
  );
}

export function formatNumber(value: number, locale: string): string {
  return cached(`number:${locale}`, () => new Intl.NumberFormat(intlLocale(locale))).format(value);
}

export type DatePart = 'day' | 'month' | 'year';

/** How the locale writes a date in figures: the parts' order and what stands between them ("23/09/2026"). */
export function dateInputShape(locale: string): { order: DatePart[]; literals: string[] } {
  const parts = cached(
    `date-input:${locale}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  ).formatToParts(new Date(Date.UTC(2026, 8, 23)));
  const order: DatePart[] = [];
  const literals: string[] = [''];
  for (const part of parts) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') {
      order.push(part.type);
      literals.push('');
    } else literals[literals.length - 1] += part.value;
  }
  return { order, literals };
}

/** The parts in the locale's order and separators: figures ("23/09/2026"), or letters for a hint ("dd/mm/yyyy"). */
export function writeDateParts(parts: Record<DatePart, string>, locale: string): string {
  const { order, literals } = dateInputShape(locale);
  return order.reduce((text, part, index) => text + parts[part] + literals[index + 1], literals[0]!);
}

/** An ISO date (`2026-09-23`) as the locale writes it in figures; anything else as it came. */
export function formatDateInput(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? writeDateParts({ year: match[1]!, month: match[2]!, day: match[3]! }, locale) : value;
}

/**
 * A date a person typed, in the locale's order with any separators ("23/9/2026", "23.09.2026"), or ISO; as ISO, or
 * undefined when it names no day of the calendar.
 */
export function parseDateInput(text: string, locale: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const groups = iso ? iso.slice(1) : /^\d+\D{1,3}\d+\D{1,3}\d+\D{0,2}$/.test(trimmed) ? trimmed.match(/\d+/g) : null;
  if (!groups || groups.length !== 3) return undefined;
  const order: DatePart[] = iso ? ['year', 'month', 'day'] : dateInputShape(locale).order;
  const figures = Object.fromEntries(order.map((part, index) => [part, groups[index]!])) as Record<DatePart, string>;
  if (figures.year.length !== 4 || figures.month.length > 2 || figures.day.length > 2) return undefined;
  const [year, month, day] = [Number(figures.year), Number(figures.month), Number(figures.day)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${figures.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
