import { adminToken, lastMailId, newAccount, registerAccount, strapiUrl, waitForMail } from '@/tests/support/backend';
import { secretOf, totpCode } from '@/tests/support/totp';

/**
 * A second factor enforced by Strapi itself (Portico's plugin), asked straight at Strapi as any client would: the
 * password of an account with an authenticator app gets no token anything accepts, only a ticket for the second
 * step; a code and a recovery code are used once; wrong codes are counted on the account, whatever address sends
 * them; a reset link does not skip the step; an administrator's delete recovers an account that lost every code.
 */
let visitors = 0;
const visitor = () => `10.44.${Math.floor(++visitors / 250)}.${(visitors % 250) + 1}`;

interface Answer {
  status: number;
  body: Record<string, unknown> & {
    jwt?: string;
    refreshToken?: string;
    secondFactor?: { ticket: string; methods: string[] };
    data?: Record<string, unknown>;
    error?: { status: number; name: string; message: string; details?: { errors?: { path: string[]; message: string }[] } };
  };
  setCookie: string | null;
}

async function call(method: string, path: string, { jwt, body, from = visitor() }: { jwt?: string; body?: unknown; from?: string } = {}) {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
      ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, setCookie: response.headers.get('set-cookie') } as Answer;
}

const signIn = (account: { email: string; password: string }) =>
  call('POST', '/auth/local', { body: { identifier: account.email, password: account.password } });

/** An account with its authenticator app on: its secret, recovery codes and a signed-in session. */
async function withAuthenticator() {
  const account = newAccount('twostep');
  const { jwt, user } = await registerAccount(account, visitor());
  const setup = await call('POST', '/account/second-factor/setup', { jwt, body: { currentPassword: account.password } });
  expect(setup.status).toBe(200);
  const secret = secretOf(setup.body.data!.uri as string);
  expect(secret).toBe(setup.body.data!.secret);
  const on = await call('POST', '/account/second-factor/enable', { jwt, body: { code: totpCode(secret) } });
  expect(on.status).toBe(200);
  const recoveryCodes = on.body.data!.recoveryCodes as string[];
  expect(recoveryCodes).toHaveLength(10);
  return { account, user, jwt, secret, recoveryCodes };
}

/** A code of the next time step: the one enabling used this step's. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('an account with an authenticator app', () => {
  it('gets only a ticket for its password: no token Strapi accepts, no session, no cookie', async () => {
    const { account, jwt } = await withAuthenticator();
    const devicesBefore = await call('GET', '/auth/sessions', { jwt });
    const first = await signIn(account);
    expect(first.status).toBe(200);
    expect(first.body.jwt).toBeUndefined();
    expect(first.body.refreshToken).toBeUndefined();
    expect(first.body.user).toBeUndefined();
    expect(first.setCookie).toBeNull();
    expect(first.body.secondFactor).toMatchObject({ methods: ['totp', 'recovery'] });
    const { ticket } = first.body.secondFactor!;
    // The ticket is no token: Strapi's own routes refuse it.
    expect((await call('GET', '/users/me', { jwt: ticket })).status).toBe(401);
    expect((await call('GET', '/articles', { jwt: ticket })).status).toBe(401);
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: ticket } })).status).toBe(401);
    // No device was added by the password alone.
    expect((await call('GET', '/auth/sessions', { jwt })).body).toEqual(devicesBefore.body);
  });

  it('completes with a code once: the same code again is refused', async () => {
    const { account, secret } = await withAuthenticator();
    const code = nextCode(secret);
    const { ticket } = (await signIn(account)).body.secondFactor!;
    const done = await call('POST', '/auth/second-factor', { body: { ticket, code } });
    expect(done.status).toBe(200);
    expect(typeof done.body.jwt).toBe('string');
    expect(typeof done.body.refreshToken).toBe('string');
    expect((await call('GET', '/users/me', { jwt: done.body.jwt })).body).toMatchObject({ email: account.email });
    expect((await call('POST', '/auth/refresh', { body: { refreshToken: done.body.refreshToken } })).status).toBe(200);
    // The ticket is used up, and the code too, on a new ticket.
    expect((await call('POST', '/auth/second-factor', { body: { ticket, code } })).body.error?.message).toMatch(
      /expired or was already completed/,
    );
    const again = (await signIn(account)).body.secondFactor!.ticket;
    const replayed = await call('POST', '/auth/second-factor', { body: { ticket: again, code } });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error?.details?.errors?.[0]).toMatchObject({ path: ['code'], message: expect.stringMatching(/not right/) });
  });

  it('completes with a recovery code once, in any case and spacing', async () => {
    const { account, recoveryCodes } = await withAuthenticator();
    const recovery = recoveryCodes[3]!;
    const first = (await signIn(account)).body.secondFactor!.ticket;
    const done = await call('POST', '/auth/second-factor', { body: { ticket: first, code: recovery.toUpperCase().replace('-', ' ') } });
    expect(done.status).toBe(200);
    expect(done.body.secondFactor).toEqual({ method: 'recovery', recoveryCodesLeft: 9 });
    const second = (await signIn(account)).body.secondFactor!.ticket;
    expect((await call('POST', '/auth/second-factor', { body: { ticket: second, code: recovery } })).status).toBe(400);
  });

  it('counts wrong codes on the account, whatever address sends them', async () => {
    const { account, secret } = await withAuthenticator();
    const { ticket } = (await signIn(account)).body.secondFactor!;
    for (let wrong = 0; wrong < 5; wrong += 1) {
      // A new address each time: the per-address limit never applies.
      const answer = await call('POST', '/auth/second-factor', {
        body: { ticket, code: '000000' === nextCode(secret) ? '111111' : '000000' },
      });
      expect(answer.status).toBe(400);
    }
    const locked = await call('POST', '/auth/second-factor', { body: { ticket, code: nextCode(secret) } });
    expect(locked.status).toBe(429);
    expect(locked.body.error?.message).toMatch(/^Too many wrong codes for this account\. Try again in \d+ seconds\.$/);
  });

  it('is asked for its code after a reset link too', async () => {
    const { account, secret } = await withAuthenticator();
    const before = await lastMailId();
    expect((await call('POST', '/auth/forgot-password', { body: { email: account.email } })).status).toBe(200);
    const mail = await waitForMail(account.email, { afterId: before, subject: /password/i });
    const code = /code=([0-9a-f]+)/.exec(mail.text)![1];
    const reset = await call('POST', '/auth/reset-password', {
      body: { code, password: 'Another-horse-2', passwordConfirmation: 'Another-horse-2' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.jwt).toBeUndefined();
    const done = await call('POST', '/auth/second-factor', { body: { ticket: reset.body.secondFactor!.ticket, code: nextCode(secret) } });
    expect(done.status).toBe(200);
    expect(typeof done.body.jwt).toBe('string');
  });

  it('turns off only with the password and a code', async () => {
    const { account, jwt, secret } = await withAuthenticator();
    const withoutPassword = await call('POST', '/account/second-factor/disable', { jwt, body: { code: nextCode(secret) } });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.error?.details?.errors?.[0]?.path).toEqual(['currentPassword']);
    const withoutCode = await call('POST', '/account/second-factor/disable', { jwt, body: { currentPassword: account.password } });
    expect(withoutCode.body.error?.details?.errors?.[0]?.path).toEqual(['code']);
    const off = await call('POST', '/account/second-factor/disable', {
      jwt,
      body: { currentPassword: account.password, code: nextCode(secret) },
    });
    expect(off.status).toBe(200);
    expect(typeof (await signIn(account)).body.jwt).toBe('string');
  });

  it('is recovered by an administrator deleting its entry, and its owner told', async () => {
    const { account, user } = await withAuthenticator();
    const admin = await adminToken();
    const entries = await fetch(
      `${strapiUrl()}/content-manager/collection-types/plugin::portico-guard.second-factor?filters[userId][$eq]=${user.id}`,
      { headers: { Authorization: `Bearer ${admin}` } },
    );
    const { results } = (await entries.json()) as { results: { documentId: string; username: string }[] };
    expect(results).toEqual([expect.objectContaining({ username: account.username })]);
    const before = await lastMailId();
    const removed = await fetch(
      `${strapiUrl()}/content-manager/collection-types/plugin::portico-guard.second-factor/${results[0]!.documentId}`,
      {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${admin}` },
      },
    );
    expect(removed.status).toBe(200);
    await waitForMail(account.email, { afterId: before, subject: /^An administrator turned off two-step sign-in$/ });
    expect(typeof (await signIn(account)).body.jwt).toBe('string');
  });
});
