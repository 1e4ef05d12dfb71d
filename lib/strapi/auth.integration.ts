import { StrapiAuth } from './auth';
import { StrapiClient } from './client';
import { createMemoryStore } from './token-store';
import { needsTwoStep as isSecondStep, type AuthResult, type TwoStepSignIn as SecondStep } from './types';
import { walkProviderSignIn } from '@/tests/support/provider-flow';
import { caught, lastMailId, newAccount, setEmailConfirmation, strapiUrl, waitForMail } from '@/tests/support/backend';

/** These accounts have no second factor: a sign-in answers its session. */
function signedIn(result: AuthResult | SecondStep): AuthResult {
  if (isSecondStep(result)) throw new Error('a second step was asked of an account without a second factor');
  return result;
}

/**
 * Every account call of spec §7 and every session rule of spec §4, against the real Strapi.
 * Each test comes from its own visitor address (X-Forwarded-For; the test Strapi trusts it), so
 * Strapi's per-visitor auth rate limit applies per test, as it does per visitor in production.
 */
let visitor = 0;
function session(initialToken: string | null = null) {
  visitor += 1;
  const store = createMemoryStore(initialToken);
  const client = new StrapiClient({
    url: strapiUrl(),
    tokenStore: store,
    headers: { 'X-Forwarded-For': `10.0.${Math.floor(visitor / 250)}.${visitor % 250}` },
  });
  return { store, client, auth: new StrapiAuth(client) };
}

async function registered() {
  const account = newAccount();
  const { auth } = session();
  const result = await auth.register(account);
  return { account, jwt: result.jwt as string, user: result.user };
}

describe('POST /auth/local/register', () => {
  it('stores the token and keeps the user (§4: registration succeeds)', async () => {
    const account = newAccount();
    const { auth, store } = session();
    const result = await auth.register(account);
    expect(result.jwt).toEqual(expect.any(String));
    expect(result.user).toMatchObject({ username: account.username, email: account.email, confirmed: true });
    expect(await store.get()).toBe(result.jwt);
    expect(auth.user?.email).toBe(account.email);
  });

  it('raises Strapi’s error body as is when the email is taken, and leaves the user signed out', async () => {
    const { account } = await registered();
    const { auth, store } = session('previous-token');
    const error = await caught(auth.register({ ...newAccount(), email: account.email }));
    expect(error).toEqual({
      data: null,
      error: { status: 400, name: 'ApplicationError', message: 'Email or Username are already taken', details: {} },
    });
    expect(await store.get()).toBeNull();
    expect(auth.user).toBeNull();
  });

  it('refuses fields other than username, email and password (no mass assignment)', async () => {
    const response = await fetch(`${strapiUrl()}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
      body: JSON.stringify({ ...newAccount(), role: 1, confirmed: true }),
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /auth/local', () => {
  it('stores the token and keeps the user, signing in by email or username (§4)', async () => {
    const { account } = await registered();
    for (const identifier of [account.email, account.username]) {
      const { auth, store } = session();
      const result = signedIn(await auth.login(identifier, account.password));
      expect(result.user.email).toBe(account.email);
      expect(await store.get()).toBe(result.jwt);
      expect(auth.user?.username).toBe(account.username);
    }
  });

  it('removes the stored token before the call, so a failed sign-in leaves the user signed out (§4)', async () => {
    const { account, jwt } = await registered();
    const { auth, store } = session(jwt);
    auth.user = { id: 1, username: 'stale', email: 'stale@example.test', provider: 'local', confirmed: true, blocked: false };
    const error = await caught(auth.login(account.email, 'wrong-password'));
    expect(error.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Invalid identifier or password' });
    expect(await store.get()).toBeNull();
    expect(auth.user).toBeNull();
  });

  it('answers 429 once a visitor exceeds Strapi’s auth rate limit', async () => {
    const { auth } = session();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await caught(auth.login('nobody@example.test', 'wrong'))).error.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('GET /users/me', () => {
  it('returns the signed-in user and keeps it', async () => {
    const { account, jwt } = await registered();
    const { auth, store } = session(jwt);
    const me = await auth.fetchCurrentUser();
    expect(me).toMatchObject({ email: account.email, username: account.username, provider: 'local' });
    expect(auth.user?.email).toBe(account.email);
    expect(await store.get()).toBe(jwt);
  });

  it('honours fields', async () => {
    const { jwt } = await registered();
    const { auth } = session(jwt);
    const me = await auth.fetchCurrentUser({ fields: ['username'] });
    expect(Object.keys(me).sort()).toEqual(['documentId', 'id', 'username']);
  });

  it('clears the user and removes the token when it fails (§4)', async () => {
    const { jwt } = await registered();
    const tampered = `${jwt.slice(0, -4)}AAAA`;
    const { auth, store } = session(tampered);
    auth.user = { id: 1, username: 'stale', email: 'stale@example.test', provider: 'local', confirmed: true, blocked: false };
    const error = await caught(auth.fetchCurrentUser());
    expect(error.error.status).toBe(401);
    expect(await store.get()).toBeNull();
    expect(auth.user).toBeNull();
  });
});

describe('logout', () => {
  it('clears the user and removes the token (§4)', async () => {
    const { jwt } = await registered();
    const { auth, store } = session(jwt);
    await auth.fetchCurrentUser();
    await auth.logout();
    expect(auth.user).toBeNull();
    expect(await store.get()).toBeNull();
  });
});

describe('POST /auth/forgot-password and POST /auth/reset-password', () => {
  it('sends a reset email; the code resets the password, stores the token and keeps the user (§4)', async () => {
    const { account, jwt } = await registered();
    const since = await lastMailId();
    const { auth, store } = session(jwt);
    await expect(auth.forgotPassword(account.email)).resolves.toEqual({ ok: true });
    // §4: the stored token is removed when the call starts.
    expect(await store.get()).toBeNull();

    const mail = await waitForMail(account.email, { afterId: since });
    const code = /[?&]code=([A-Za-z0-9]+)/.exec(mail.text + mail.html)?.[1];
    expect(code).toBeTruthy();

    const reset = session();
    const result = signedIn(
      await reset.auth.resetPassword({ code: code!, password: 'New-password-2', passwordConfirmation: 'New-password-2' }),
    );
    expect(result.user.email).toBe(account.email);
    expect(await reset.store.get()).toBe(result.jwt);
    expect(reset.auth.user?.email).toBe(account.email);
    await expect(session().auth.login(account.email, 'New-password-2')).resolves.toMatchObject({ user: { email: account.email } });
  });

  it('answers ok for an unknown email too (Strapi does not reveal accounts)', async () => {
    await expect(session().auth.forgotPassword('nobody-at-all@example.test')).resolves.toEqual({ ok: true });
  });

  it('raises the error body for a wrong code and leaves the user signed out', async () => {
    const { jwt } = await registered();
    const { auth, store } = session(jwt);
    const error = await caught(
      auth.resetPassword({ code: 'not-a-code', password: 'New-password-2', passwordConfirmation: 'New-password-2' }),
    );
    expect(error.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Incorrect code provided' });
    expect(await store.get()).toBeNull();
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password and stores the new token (§4)', async () => {
    const { account, jwt } = await registered();
    const { auth, store } = session(jwt);
    const result = await auth.changePassword({
      currentPassword: account.password,
      password: 'Changed-pass-3',
      passwordConfirmation: 'Changed-pass-3',
    });
    expect(result.user.email).toBe(account.email);
    expect(await store.get()).toBe(result.jwt);
    expect(auth.user?.email).toBe(account.email);
    expect((await caught(session().auth.login(account.email, account.password))).error.status).toBe(400);
  });

  it('raises the error body when the current password is wrong, keeping the session', async () => {
    const { jwt } = await registered();
    const { auth, store } = session(jwt);
    const error = await caught(
      auth.changePassword({ currentPassword: 'wrong-one', password: 'Changed-pass-3', passwordConfirmation: 'Changed-pass-3' }),
    );
    expect(error.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'The provided current password is invalid' });
    expect(await store.get()).toBe(jwt);
  });
});

describe('email confirmation (register without a jwt, POST /auth/send-email-confirmation)', () => {
  beforeAll(() => setEmailConfirmation(true));
  afterAll(() => setEmailConfirmation(false));

  it('stores nothing when registration answers without a jwt, and the caller can tell', async () => {
    const account = newAccount('confirm');
    const since = await lastMailId();
    const { auth, store } = session();
    const result = await auth.register(account);
    expect(result.jwt).toBeUndefined();
    expect(result.user).toMatchObject({ email: account.email, confirmed: false });
    expect(await store.get()).toBeNull();
    expect(auth.user).toBeNull();

    const mail = await waitForMail(account.email, { afterId: since });
    expect(mail.text + mail.html).toMatch(/\/api\/auth\/email-confirmation\?confirmation=/);

    const again = await lastMailId();
    await expect(session().auth.sendEmailConfirmation(account.email)).resolves.toEqual({ email: account.email, sent: true });
    await waitForMail(account.email, { afterId: again });

    expect((await caught(session().auth.login(account.email, account.password))).error).toMatchObject({
      status: 400,
      message: 'Your account email is not confirmed',
    });
  });

  it('raises the error body for an account that is already confirmed', async () => {
    await setEmailConfirmation(false);
    const { account } = await registered();
    await setEmailConfirmation(true);
    const error = await caught(session().auth.sendEmailConfirmation(account.email));
    expect(error.error).toMatchObject({ status: 400, message: 'Already confirmed' });
  });
});

describe('provider sign-in: GET /auth/{provider}/callback', () => {
  const provider = 'local-oidc';

  it('builds the start URL {host}/api/connect/{provider}', () => {
    expect(session().auth.providerStartUrl(provider)).toBe(`${strapiUrl()}/api/connect/${provider}`);
  });

  it('exchanges a completed provider session (Strapi 5.53+ koa.sess cookies), stores the token and keeps the user', async () => {
    const login = `oidc${Date.now().toString(36)}`;
    const strapiHost = new URL(strapiUrl()).host;
    const flow = await walkProviderSignIn({
      start: session().auth.providerStartUrl(provider),
      login,
      stopWhen: (url) => url.pathname === `/connect/${provider}/redirect` && url.host !== strapiHost,
    });
    expect(flow.redirectedTo.searchParams.get('access_token')).toBeNull();
    expect([...flow.cookies.keys()]).toEqual(expect.arrayContaining(['koa.sess', 'koa.sess.sig']));

    const { auth, store } = session();
    const cookie = ['koa.sess', 'koa.sess.sig'].map((name) => `${name}=${flow.cookies.get(name)}`).join('; ');
    const result = signedIn(
      await auth.providerCallback(provider, { cookie, accessToken: flow.redirectedTo.searchParams.get('access_token') }),
    );
    expect(result.user).toMatchObject({ email: `${login}@oidc.local`, provider });
    expect(await store.get()).toBe(result.jwt);
    expect(auth.user?.email).toBe(`${login}@oidc.local`);
  });

  it('raises the error body without a provider session and leaves the user signed out', async () => {
    const { jwt } = await registered();
    const { auth, store } = session(jwt);
    const error = await caught(auth.providerCallback(provider, { accessToken: 'made-up' }));
    expect(error.error.status).toBe(400);
    expect(await store.get()).toBeNull();
  });
});
