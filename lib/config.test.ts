import { parseAuthProviders } from './config';

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
