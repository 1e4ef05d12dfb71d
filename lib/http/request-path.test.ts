import { safeNextPath } from './request-path';

describe('safeNextPath: same-origin paths only (no open redirect)', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNextPath('/account')).toBe('/account');
    expect(safeNextPath('/articles?page=2&sort=title:asc#top')).toBe('/articles?page=2&sort=title:asc#top');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'evil.example',
    'javascript:alert(1)',
    '/\r\nSet-Cookie:x',
    '/\tevil',
    '',
  ])('falls back for %j', (candidate) => {
    expect(safeNextPath(candidate)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNextPath(null, '/account')).toBe('/account');
  });
});
