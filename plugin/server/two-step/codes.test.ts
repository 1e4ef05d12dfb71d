import { codeAt, codeStep, hashRecoveryCode, isTotpCode, keyUri, lockMs, newRecoveryCodes, newSecret, PERIOD } from './codes';

describe('authenticator codes', () => {
  const secret = newSecret();
  const now = Date.UTC(2026, 10, 27, 12, 0, 10);
  const step = Math.floor(now / 1000 / PERIOD);

  it('reads the code of this step and of the steps either side, and no other', () => {
    expect(codeStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(codeStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(codeStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(codeStep(secret, codeAt(secret, now - 90_000), now)).toBeNull();
    expect(codeStep(newSecret(), codeAt(secret, now), now)).toBeNull();
  });

  it('takes a code typed with a space in it', () => {
    const code = codeAt(secret, now);
    expect(codeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('abcde-fghjk')).toBe(false);
  });

  it('gives an authenticator app the secret, the issuer and the account', () => {
    const uri = new URL(keyUri(secret, { issuer: 'Portico', label: 'ada' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Portico');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Portico:ada');
  });
});

describe('recovery codes', () => {
  it('are ten, distinct, readable, and hashed alike however typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0]!)).toBe(hashRecoveryCode(` ${codes[0]!.toUpperCase().replace('-', ' ')} `));
    expect(hashRecoveryCode(codes[0]!)).not.toBe(hashRecoveryCode(codes[1]!));
  });
});

describe('wrong codes', () => {
  it('cost nothing five times, then a wait that doubles up to 15 minutes', () => {
    expect([0, 4].map(lockMs)).toEqual([0, 0]);
    expect([5, 6, 7].map(lockMs)).toEqual([30_000, 60_000, 120_000]);
    expect(lockMs(40)).toBe(15 * 60_000);
  });
});
