import { dateInputShape, formatClock, formatDate, formatDateInput, formatNumber, parseDateInput, writeDateParts } from './format';

describe('formatClock', () => {
  it('writes a time of day on a 24-hour clock in English and French, in the reader’s zone', () => {
    const at = new Date(2026, 11, 4, 12, 4).getTime();
    expect(formatClock(at, 'en')).toBe('12:04');
    expect(formatClock(at, 'fr')).toBe('12:04');
    expect(formatClock(new Date(2026, 11, 4, 18, 30).toISOString(), 'en')).toBe('18:30');
  });
});

describe('formatDate', () => {
  it('writes a date the way each locale does', () => {
    // A bare `en` is written day first, as Portico always has; a regional code as its region does.
    expect(formatDate('2026-04-14', 'en')).toBe('14 April 2026');
    expect(formatDate('2026-04-14', 'en-US')).toBe('April 14, 2026');
    expect(formatDate('2026-04-14', 'fr')).toBe('14 avril 2026');
  });

  it('shows a datetime in UTC, said so, and leaves what is not a date as it came', () => {
    expect(formatDate('2026-04-14T09:05:00.000Z', 'fr', true)).toMatch(/^14 avril 2026 .*09:05 UTC$/);
    expect(formatDate('soon', 'fr')).toBe('soon');
  });
});

describe('formatNumber', () => {
  it('groups digits and writes decimals per locale', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'fr')).toBe('12\u202f345,5');
  });
});

describe('dates in figures, as a person types them', () => {
  it('follows the locale’s order and separators', () => {
    expect(dateInputShape('en')).toEqual({ order: ['day', 'month', 'year'], literals: ['', '/', '/', ''] });
    expect(dateInputShape('en-US').order).toEqual(['month', 'day', 'year']);
    expect(formatDateInput('2026-09-03', 'en')).toBe('03/09/2026');
    expect(formatDateInput('2026-09-03', 'fr')).toBe('03/09/2026');
    expect(formatDateInput('2026-09-03', 'de')).toBe('03.09.2026');
    expect(formatDateInput('2026-09-03', 'ja')).toBe('2026/09/03');
    expect(formatDateInput('not a date', 'fr')).toBe('not a date');
    expect(writeDateParts({ day: 'jj', month: 'mm', year: 'aaaa' }, 'fr')).toBe('jj/mm/aaaa');
    expect(writeDateParts({ day: 'TT', month: 'MM', year: 'JJJJ' }, 'de')).toBe('TT.MM.JJJJ');
  });

  it('reads what was typed in the locale’s order, with any separator, or ISO', () => {
    expect(parseDateInput('3/9/2026', 'en')).toBe('2026-09-03');
    expect(parseDateInput(' 03.09.2026 ', 'fr')).toBe('2026-09-03');
    expect(parseDateInput('9/3/2026', 'en-US')).toBe('2026-09-03');
    expect(parseDateInput('2026/09/03', 'ja')).toBe('2026-09-03');
    expect(parseDateInput('2026-09-03', 'fr')).toBe('2026-09-03');
    expect(parseDateInput(formatDateInput('2026-12-31', 'de'), 'de')).toBe('2026-12-31');
  });

  it('refuses what names no day of the calendar', () => {
    for (const text of ['31/02/2026', '13/13/2026', '03/09/26', '2026-02-30', '', 'soon', '1/2/3/2026', '03/09/20260'])
      expect(parseDateInput(text, 'en')).toBeUndefined();
  });
});
