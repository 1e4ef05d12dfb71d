import { adminOriginOf, DEFAULT_WEB_URL, parseAuthProviders, parseWebUrl } from './app-settings';

describe('parseAuthProviders (AUTH_PROVIDERS)', () => {
  it('reads names with optional labels', () => {
    expect(parseAuthProviders('local-oidc=Acme ID, github')).toEqual([
      { name: 'local-oidc', label: 'Acme ID' },
      { name: 'github', label: 'Github' },
    ]);
  });

  it('ignores empty entries and names that could not be a URL segment', () => {
    expect(parseAuthProviders(undefined)).toEqual([]);
    expect(parseAuthProviders(' , ../x, java script ,ok')).toEqual([{ name: 'ok', label: 'Ok' }]);
  });
});

describe('parseWebUrl (WEB_URL)', () => {
  it('keeps the origin and any base path, without a trailing slash', () => {
    expect(parseWebUrl('https://www.example.com/')).toBe('https://www.example.com');
    expect(parseWebUrl('https://example.com/site/')).toBe('https://example.com/site');
    expect(parseWebUrl('http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100');
  });

  it('falls back to the local address when unset, malformed or not http(s)', () => {
    expect(parseWebUrl(undefined)).toBe(DEFAULT_WEB_URL);
    expect(parseWebUrl('not a url')).toBe(DEFAULT_WEB_URL);
    expect(parseWebUrl('javascript:alert(1)')).toBe(DEFAULT_WEB_URL);
  });
});

describe('adminOriginOf (STRAPI_ADMIN_URL)', () => {
  it("is STRAPI_ADMIN_URL's origin when set, STRAPI_URL's otherwise", () => {
    expect(adminOriginOf('https://cms.example.com/admin/', 'http://10.0.0.7:1337')).toBe('https://cms.example.com');
    expect(adminOriginOf(undefined, 'http://10.0.0.7:1337/')).toBe('http://10.0.0.7:1337');
    expect(adminOriginOf('  ', 'http://localhost:1337')).toBe('http://localhost:1337');
  });
});
