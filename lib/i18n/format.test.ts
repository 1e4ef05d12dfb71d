import { formatDate, formatNumber } from './format';

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
