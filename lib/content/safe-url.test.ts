import { safeImageUrl, safeUrl } from './safe-url';

describe('safeUrl: only http, https, mailto and relative addresses survive', () => {
  it.each([
    ['https://example.com/a?b=1#c'],
    ['http://example.com'],
    ['mailto:editors@portico.local'],
    ['/articles/abc'],
    ['docs/page'],
    ['#section'],
    ['?page=2'],
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['javascript&colon;alert(1)'],
    ['jav&#x09;ascript:alert(1)'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['file:///etc/passwd'],
    [''],
  ])('drops %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('drops values that are not strings', () => {
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl({ toString: () => 'https://x' })).toBeUndefined();
  });
});

describe('safeImageUrl: a safe address that is not a mail link', () => {
  it.each([['/uploads/a.png'], ['https://cdn.example/a.png']])('keeps %s', (url) => {
    expect(safeImageUrl(url)).toBe(url);
  });

  it.each([
    ['mailto:editors@portico.local'],
    ['MAILTO:editors@portico.local'],
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg/>'],
    [42],
  ])('refuses %s', (url) => {
    expect(safeImageUrl(url)).toBeUndefined();
  });
});
