import { generateKeyPairSync } from 'node:crypto';
import { newAccount, registerAccount, strapiUrl } from '@/tests/support/backend';
import { totpCode } from '@/tests/support/totp';
import { assert, createPasskey, type SoftPasskey } from '@/tests/support/webauthn';

/**
 * Passkeys checked by Strapi itself (Portico's plugin), asked straight at Strapi with a software authenticator: a
 * passkey is a complete sign-in; an assertion is used once; one signed by another key, for another site, without
 * user verification or with a counter that went back is refused; a removed passkey no longer signs in.
 */
let visitors = 0;
const visitor = () => `10.46.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`;
const DEVICE = 'passkey-test-device-0001';

/** What these routes answer, as far as the tests read it. */
interface Options {
  challenge: string;
  rp: { id: string };
  user: { id: string };
  rpId: string;
  allowCredentials: { id: string }[];
}
interface Body {
  jwt?: string;
  refreshToken?: string;
  data: Options & { secret: string } & { id: number; name: string; thisDevice: boolean; kind: string }[];
  error: { details: { errors: { path: string[] }[] } };
}

async function call(method: string, path: string, { jwt, body }: { jwt?: string; body?: unknown } = {}) {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': visitor(),
      'X-Portico-Device': DEVICE,
      ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body };
}

/** A member with one passkey added from this "device". */
async function withPasskey() {
  const account = newAccount('passkey');
  const { jwt, user } = await registerAccount(account, visitor());
  const options = await call('POST', '/account/passkeys/options', { jwt, body: { currentPassword: account.password } });
  expect(options.status).toBe(200);
  const origin = new URL(process.env.STRAPI_TEST_WEB_URL!).origin;
  const { passkey, response } = createPasskey(options.body.data, origin);
  const added = await call('POST', '/account/passkeys', { jwt, body: { response, name: 'Test key' } });
  expect(added.status).toBe(200);
  return { account, jwt, user, passkey, origin };
}

async function signInWith(passkey: SoftPasskey, origin: string, change: Parameters<typeof assert>[3] = {}) {
  const options = (await call('POST', '/auth/passkey/options')).body.data;
  const response = assert(passkey, options, origin, change);
  return { response, answer: await call('POST', '/auth/passkey', { body: { response } }) };
}

describe('passkeys', () => {
  it('are added after confirming it is you, listed, and sign in alone', async () => {
    const account = newAccount('passkey');
    const { jwt } = await registerAccount(account, visitor());
    expect((await call('POST', '/account/passkeys/options', { jwt, body: {} })).body.error.details.errors[0]!.path).toEqual([
      'currentPassword',
    ]);
    const { passkey, origin, jwt: ownerJwt, account: owner } = await withPasskey();
    const listed = await call('GET', '/account/passkeys', { jwt: ownerJwt });
    expect(listed.body.data).toEqual([expect.objectContaining({ name: 'Test key', thisDevice: true, lastUsedAt: null })]);
    const { answer } = await signInWith(passkey, origin);
    expect(answer.status).toBe(200);
    expect((await call('GET', '/users/me', { jwt: answer.body.jwt })).body).toMatchObject({ email: owner.email });
    expect(typeof answer.body.refreshToken).toBe('string');
    const activity = (await call('GET', '/account/activity', { jwt: ownerJwt })).body.data;
    expect(activity.map((event) => event.kind)).toEqual(expect.arrayContaining(['passkey-added', 'signed-in']));
  });

  it('refuse a replayed, forged, unverified, foreign or cloned assertion', async () => {
    const { passkey, origin } = await withPasskey();
    const { response } = await signInWith(passkey, origin);
    // Replayed: its challenge was used.
    expect((await call('POST', '/auth/passkey', { body: { response } })).status).toBe(400);
    // Signed by another key under the same credential id.
    const forged = { ...passkey, privateKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey };
    expect((await signInWith(forged, origin)).answer.status).toBe(400);
    // Without user verification; for another site; with a counter that went back.
    expect((await signInWith(passkey, origin, { userVerified: false })).answer.status).toBe(400);
    expect((await signInWith(passkey, 'https://evil.example')).answer.status).toBe(400);
    expect((await signInWith(passkey, origin, { counter: 1 })).answer.status).toBe(400);
    // The real one still works.
    expect((await signInWith(passkey, origin)).answer.status).toBe(200);
  });

  it('sign in an account with an authenticator app without asking for its code', async () => {
    const { passkey, origin, jwt, account } = await withPasskey();
    const { secret } = (await call('POST', '/account/second-factor/setup', { jwt, body: { currentPassword: account.password } })).body.data;
    expect((await call('POST', '/account/second-factor/enable', { jwt, body: { code: totpCode(secret) } })).status).toBe(200);
    expect(
      (await call('POST', '/auth/local', { body: { identifier: account.email, password: account.password } })).body.jwt,
    ).toBeUndefined();
    expect(typeof (await signInWith(passkey, origin)).answer.body.jwt).toBe('string');
  });

  it('confirm it is you, and once removed no longer sign in', async () => {
    const { passkey, origin, account } = await withPasskey();
    // A new session: the confirmation given to add the passkey held for the one that added it.
    const jwt = (await call('POST', '/auth/local', { body: { identifier: account.email, password: account.password } })).body.jwt!;
    const id = (await call('GET', '/account/passkeys', { jwt })).body.data[0]!.id;
    expect((await call('POST', `/account/passkeys/${id}/delete`, { jwt, body: {} })).status).toBe(400);
    const confirmOptions = (await call('POST', '/account/confirm/passkey/options', { jwt })).body.data;
    expect(confirmOptions.allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);
    const confirmed = await call('POST', '/account/confirm/passkey', { jwt, body: { response: assert(passkey, confirmOptions, origin) } });
    expect(confirmed.status).toBe(200);
    expect((await call('POST', `/account/passkeys/${id}/delete`, { jwt, body: {} })).status).toBe(200);
    expect((await signInWith(passkey, origin)).answer.status).toBe(400);
  });

  it('are refused without user verification when added', async () => {
    const account = newAccount('passkey');
    const { jwt } = await registerAccount(account, visitor());
    const options = (await call('POST', '/account/passkeys/options', { jwt, body: { currentPassword: account.password } })).body.data;
    const { response } = createPasskey(options, new URL(process.env.STRAPI_TEST_WEB_URL!).origin, { userVerified: false });
    expect((await call('POST', '/account/passkeys', { jwt, body: { response } })).status).toBe(400);
    expect((await call('GET', '/account/passkeys', { jwt })).body.data).toEqual([]);
  });
});
