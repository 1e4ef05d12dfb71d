import { adminOriginOf, parseAuthProviders } from './config';

describe('parseAuthProviders (AUTH_PROVIDERS)', () => {
  it('reads names with optional labels', () => {
    expect(parseAuthProviders('local-oidc=Local OpenID, github')).toEqual([
      { name: 'local-oidc', label: 'Local OpenID' },
      { name: 'github', label: 'Github' },
    ]);
  });

  it('ignores empty entries and names that could not be a URL segment', () => {
    expect(parseAuthProviders(undefined)).toEqual([]);
    expect(parseAuthProviders(' , ../x, java script ,ok')).toEqual([{ name: 'ok', label: 'Ok' }]);
  });
});

describe('adminOriginOf (STRAPI_ADMIN_URL)', () => {
  it("is STRAPI_ADMIN_URL's origin when set, STRAPI_URL's otherwise", () => {
    expect(adminOriginOf('https://cms.example.com/admin/', 'http://10.0.0.7:1337')).toBe('https://cms.example.com');
    expect(adminOriginOf(undefined, 'http://10.0.0.7:1337/')).toBe('http://10.0.0.7:1337');
    expect(adminOriginOf('  ', 'http://localhost:1337')).toBe('http://localhost:1337');
  });
});
