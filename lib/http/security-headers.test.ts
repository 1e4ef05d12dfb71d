import { contentSecurityPolicy, createNonce } from './security-headers';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ nonce: 'abc123', strapiOrigin: 'http://cms.local:1337', https: false });

  it('allows scripts only by nonce, with no unsafe-inline and no eval in production', () => {
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
  });

  it('closes objects, base URLs and framing', () => {
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("img-src 'self' data: blob: https: http://cms.local:1337");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('lets only the given origin frame a preview response', () => {
    const preview = contentSecurityPolicy({ nonce: 'n', strapiOrigin: 'https://cms', https: true, framedBy: 'https://admin.example.com' });
    expect(preview).toContain('frame-ancestors https://admin.example.com;');
    expect(preview).not.toContain("frame-ancestors 'none'");
  });

  it('upgrades insecure requests over https, and allows eval only in development', () => {
    expect(contentSecurityPolicy({ nonce: 'n', strapiOrigin: 'https://cms', https: true })).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ nonce: 'n', strapiOrigin: 'https://cms', https: false, development: true })).toContain("'unsafe-eval'");
  });
});

describe('createNonce', () => {
  it('is fresh every time and long enough to guess never', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    expect(atob([...nonces][0]!).length).toBe(16);
  });
});
