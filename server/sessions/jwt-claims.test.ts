import { jwtClaims, needsRefresh } from './jwt-claims.mjs';

const jwtWith = (claims: unknown) => `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
const now = 1_700_000_000_000;
const seconds = now / 1000;

describe('jwtClaims', () => {
  it('reads the claims of a token without checking its signature', () => {
    expect(jwtClaims(jwtWith({ id: 7, sessionId: 'é-session', iat: seconds, exp: seconds + 600 }))).toEqual({
      id: 7,
      sessionId: 'é-session',
      iat: seconds,
      exp: seconds + 600,
    });
  });

  it.each([
    ['no token', undefined],
    ['null', null],
    ['an empty string', ''],
    ['one part', 'not-a-jwt'],
    ['an empty payload', 'a..c'],
    ['a payload that is not base64url', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${Buffer.from('{id:1').toString('base64url')}.c`],
    ['a payload that is not an object', jwtWith(42)],
    ['an encrypted token (five parts)', 'a.b.c.d.e'],
  ])('is null, without throwing, for %s', (_, token) => {
    expect(jwtClaims(token)).toBeNull();
  });
});

describe('needsRefresh', () => {
  it('asks for a token when there is none, and keeps one it cannot read (Strapi judges it)', () => {
    expect(needsRefresh(undefined, now)).toBe(true);
    expect(needsRefresh('not-a-jwt', now)).toBe(false);
  });

  it('replaces a token in the last half of its life, a minute at most', () => {
    expect(needsRefresh(jwtWith({ iat: seconds - 3540, exp: seconds + 61 }), now)).toBe(false);
    expect(needsRefresh(jwtWith({ iat: seconds - 3540, exp: seconds + 59 }), now)).toBe(true);
    expect(needsRefresh(jwtWith({ iat: seconds - 40, exp: seconds + 41 }), now)).toBe(false);
    expect(needsRefresh(jwtWith({ iat: seconds - 40, exp: seconds + 39 }), now)).toBe(true);
    expect(needsRefresh(jwtWith({ iat: seconds - 3600, exp: seconds - 1 }), now)).toBe(true);
  });
});
