import { createMemoryStore, secondsUntilExpiry, TOKEN_KEY, COOKIE_PATH } from './token-store';

const jwtWith = (claims: object) => `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('token store constants (spec §9)', () => {
  it('uses the key strapi_jwt and the cookie path /', () => {
    expect(TOKEN_KEY).toBe('strapi_jwt');
    expect(COOKIE_PATH).toBe('/');
  });
});

describe('memory store', () => {
  it('stores, returns and removes a token', async () => {
    const store = createMemoryStore();
    expect(await store.get()).toBeNull();
    await store.set('abc');
    expect(await store.get()).toBe('abc');
    await store.remove();
    expect(await store.get()).toBeNull();
  });
});

describe('secondsUntilExpiry (the cookie Max-Age matches the JWT exp)', () => {
  it('reads exp from the payload', () => {
    const now = 1_700_000_000_000;
    expect(secondsUntilExpiry(jwtWith({ id: 1, exp: now / 1000 + 3600 }), now)).toBe(3600);
  });

  it('never goes negative and ignores tokens it cannot read', () => {
    const now = 1_700_000_000_000;
    expect(secondsUntilExpiry(jwtWith({ exp: now / 1000 - 10 }), now)).toBe(0);
    expect(secondsUntilExpiry(jwtWith({ id: 1 }), now)).toBeUndefined();
    expect(secondsUntilExpiry(jwtWith({ exp: '1700003600' }), now)).toBeUndefined();
  });

  it.each([
    ['not a JWT', 'not-a-jwt'],
    ['an empty string', ''],
    ['a payload that is not base64url', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${Buffer.from('{exp:1').toString('base64url')}.c`],
    ['a payload that is not an object', `a.${Buffer.from('1700003600').toString('base64url')}.c`],
    ['an encrypted token (five parts)', 'a.b.c.d.e'],
  ])('reads nothing, without throwing, from %s', (_, token) => {
    expect(secondsUntilExpiry(token)).toBeUndefined();
  });
});
