import { StrapiClient } from './client';
import { createMemoryStore } from './token-store';
import { confirmEmailChange, deleteOwnAccount, fetchOwnAccount, updateProfile } from './account';
import { adminReads } from '@/tests/support/admin-reads';
import { caught, lastMailId, newAccount, registerAccount, setEmailConfirmation, strapiUrl, waitForMail } from '@/tests/support/backend';

/**
 * The signed-in user's own account routes (the plugin's own-account routes) against the real Strapi, and the
 * proof that a member changes nobody else's user, nor their own role or flags, through any route.
 * Each test is its own visitor address, so Strapi's per-address rate limits count per test.
 */
let visitorCount = 0;
const nextVisitor = () => `10.14.${Math.floor(++visitorCount / 250)}.${(visitorCount % 250) + 1}`;

async function member() {
  const visitor = nextVisitor();
  const account = newAccount('acct');
  const { jwt, user } = await registerAccount(account, visitor);
  const client = new StrapiClient({ url: strapiUrl(), tokenStore: createMemoryStore(jwt), headers: { 'X-Forwarded-For': visitor } });
  return { account, jwt, user, visitor, client };
}

async function raw(method: string, path: string, jwt: string | null, visitor: string, body?: unknown) {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method,
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor, ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

async function signsIn(identifier: string, password: string) {
  return (await raw('POST', '/auth/local', null, nextVisitor(), { identifier, password })).status === 200;
}

describe('confirm it’s you, before what could take the account over', () => {
  const NEEDED = [{ path: ['currentPassword'], message: 'Confirm it is you with your current password', name: 'ValidationError' }];
  const WRONG = [{ path: ['currentPassword'], message: 'The provided current password is invalid', name: 'ValidationError' }];

  it('refuses a new email address or username without the current password, or with a wrong one, and changes nothing', async () => {
    const { client, account } = await member();
    const fresh = newAccount('borrowed');
    expect((await caught(updateProfile(client, { username: account.username, email: fresh.email }))).error.details).toEqual({
      errors: NEEDED,
    });
    expect((await caught(updateProfile(client, { username: fresh.username, email: account.email }))).error.details).toEqual({
      errors: NEEDED,
    });
    const wrong = await caught(
      updateProfile(client, { username: fresh.username, email: fresh.email }, { proof: { currentPassword: 'not-the-password-1' } }),
    );
    expect(wrong.error.details).toEqual({ errors: WRONG });
    expect(await fetchOwnAccount(client)).toMatchObject({ username: account.username, email: account.email });
    expect(await signsIn(account.email, account.password)).toBe(true);
  });

  it('takes a confirmation this session gave in the last 5 minutes, and no other session’s', async () => {
    const { client, account, jwt, visitor } = await member();
    const confirmed = await raw('POST', '/account/confirm', jwt, visitor, { currentPassword: account.password });
    expect(confirmed.status).toBe(200);
    const until = Date.parse((JSON.parse(confirmed.body) as { data: { confirmedUntil: string } }).data.confirmedUntil);
    expect(until - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const renamed = `${account.username}c`;
    expect((await updateProfile(client, { username: renamed, email: account.email })).account.username).toBe(renamed);

    // Another sign-in of the same account is another session: it confirms for itself.
    const other = await fetch(`${strapiUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
      body: JSON.stringify({ identifier: account.email, password: account.password }),
    });
    const { jwt: otherJwt } = (await other.json()) as { jwt: string };
    const again = await raw('PUT', '/account', otherJwt, visitor, { username: `${renamed}d`, email: account.email });
    expect(again.status).toBe(400);
  });
});

describe('GET and PUT /api/account', () => {
  it('answers the signed-in user’s own account, and nothing to a visitor', async () => {
    const { client, account, visitor } = await member();
    expect(await fetchOwnAccount(client)).toMatchObject({
      username: account.username,
      email: account.email,
      provider: 'local',
      pendingEmail: null,
      emailChangeNeedsConfirmation: false,
      deletingRemovesOwnedEntries: true,
      hasPassword: true,
    });
    expect((await raw('GET', '/account', null, visitor)).status).toBe(403);
  });

  it('changes the username and the email at once when confirmation is off', async () => {
    const { client, account } = await member();
    const fresh = newAccount('renamed');
    const { account: changed, confirmationSentTo } = await updateProfile(
      client,
      { username: fresh.username, email: fresh.email.toUpperCase() },
      { proof: { currentPassword: account.password } },
    );
    expect(changed).toMatchObject({ username: fresh.username, email: fresh.email });
    expect(confirmationSentTo).toBeNull();
    expect(await signsIn(fresh.email, account.password)).toBe(true);
    expect(await signsIn(account.email, account.password)).toBe(false);
  });

  it('refuses a taken username or email with Strapi’s ValidationError, per field, and changes nothing', async () => {
    const { client, account } = await member();
    const other = await member();
    const error = await caught(
      updateProfile(
        client,
        { username: other.account.username, email: other.account.email },
        { proof: { currentPassword: account.password } },
      ),
    );
    expect(error.error).toMatchObject({ status: 400, name: 'ValidationError', message: '2 errors occurred' });
    expect(error.error.details).toEqual({
      errors: [
        { path: ['username'], message: 'This username is taken. Choose another one.', name: 'ValidationError' },
        { path: ['email'], message: 'Another account uses this email address.', name: 'ValidationError' },
      ],
    });
    expect(await fetchOwnAccount(client)).toMatchObject({ username: account.username, email: account.email });
  });

  it('refuses a username that is an email address: sign-in reads either, so it could answer for someone else', async () => {
    const { client, account } = await member();
    const other = await member();
    const error = await caught(
      updateProfile(client, { username: other.account.email, email: account.email }, { proof: { currentPassword: account.password } }),
    );
    expect(error.error.details).toEqual({
      errors: [
        {
          path: ['username'],
          message: 'A username cannot contain @: it would read as an email address at sign-in.',
          name: 'ValidationError',
        },
      ],
    });
    expect(await fetchOwnAccount(client)).toMatchObject({ username: account.username, email: account.email });
    expect(await signsIn(other.account.email, other.account.password)).toBe(true);
  });

  it('limits profile changes per address, as Strapi limits its own auth routes (each email change sends mail)', async () => {
    const { jwt, visitor, account } = await member();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await raw('PUT', '/account', jwt, visitor, { username: account.username, email: account.email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a short username and a malformed email next to their fields', async () => {
    const { client, account } = await member();
    const error = await caught(
      updateProfile(client, { username: 'ab', email: 'not-an-address' }, { proof: { currentPassword: account.password } }),
    );
    const details = error.error.details as { errors: { path: string[] }[] };
    expect(details.errors.map((problem) => problem.path[0])).toEqual(['username', 'email']);
  });
});

describe('a member cannot change another user, nor their own role or flags, through any route', () => {
  const KNOWN_TOKEN = 'a'.repeat(40);

  it('every route refuses, and the admin API shows both users as they were', async () => {
    const attacker = await member();
    const victim = await member();
    const admin = await adminReads(nextVisitor());
    const publicRole = await admin.roleId('public');
    const flags = {
      role: publicRole,
      confirmed: false,
      blocked: true,
      provider: 'local-oidc',
      password: 'Hijacked-pass-9',
      resetPasswordToken: KNOWN_TOKEN,
      confirmationToken: KNOWN_TOKEN,
    };
    const own = attacker.user.id;
    // Strapi answers PUT /users/me through its /users/:id route, so "me" is refused like any id.
    const attempts: [method: string, path: string, body: unknown, expected: number, as?: 'visitor'][] = [
      ['PUT', `/users/${victim.user.id}`, { username: 'taken-over', ...flags }, 403],
      ['DELETE', `/users/${victim.user.id}`, undefined, 403],
      ['PUT', `/users/${own}`, flags, 403],
      ['DELETE', `/users/${own}`, undefined, 403],
      ['POST', '/users', { ...newAccount('made'), ...flags }, 403],
      ['PUT', '/users/me', flags, 403],
      ['PUT', `/users-permissions/roles/${publicRole}`, { name: 'Public', permissions: {} }, 403],
      ['PUT', '/account', { id: victim.user.id, username: 'taken-over', currentPassword: attacker.account.password }, 400],
      [
        'PUT',
        '/account',
        { username: `${attacker.account.username}x`, role: { connect: [{ id: publicRole }] }, currentPassword: attacker.account.password },
        400,
      ],
      ...Object.entries(flags).map(([field, value]): [string, string, unknown, number] => ['PUT', '/account', { [field]: value }, 400]),
      ['PUT', '/account', { username: `${attacker.account.username}y`, data: flags, currentPassword: attacker.account.password }, 400],
      ['POST', '/account/email-confirmation', { code: KNOWN_TOKEN, ...flags }, 400],
      ['POST', '/account/delete', { id: victim.user.id, password: 'wrong-password' }, 400],
      ['POST', '/auth/local/register', { ...newAccount('reg'), ...flags }, 403],
      // Signed out, registration refuses every field but username, email and password (cms/config/plugins.js).
      ['POST', '/auth/local/register', { ...newAccount('reg'), ...flags }, 400, 'visitor'],
    ];
    const answered = [];
    for (const [method, path, body, expected, as] of attempts) {
      // Each attempt from its own address: the account routes are rate-limited per address, and
      // this is about what each one refuses.
      const { status } = await raw(method, path, as === 'visitor' ? null : attacker.jwt, nextVisitor(), body);
      answered.push({ method, path, body, status, expected });
    }
    expect(answered.filter((attempt) => attempt.status !== attempt.expected)).toEqual([]);

    for (const { user, account, jwt } of [attacker, victim]) {
      expect(await admin.user(user.id)).toMatchObject({
        username: account.username,
        email: account.email,
        confirmed: true,
        blocked: false,
        role: { type: 'authenticated' },
      });
      expect(await signsIn(account.email, account.password)).toBe(true);
      const me = JSON.parse((await raw('GET', '/users/me', jwt, nextVisitor())).body) as { provider: string };
      expect(me.provider).toBe('local');
    }
    // The tokens were never set: neither a reset nor a confirmation accepts the attacker's value.
    const visitor = nextVisitor();
    const reset = { code: KNOWN_TOKEN, password: 'Hijacked-pass-9', passwordConfirmation: 'Hijacked-pass-9' };
    expect((await raw('POST', '/auth/reset-password', null, visitor, reset)).status).toBe(400);
    expect((await raw('GET', `/auth/email-confirmation?confirmation=${KNOWN_TOKEN}`, null, visitor)).status).toBe(400);
  });

  it('visitors may not use the account routes or Strapi’s user routes either', async () => {
    const victim = await member();
    const visitor = nextVisitor();
    for (const [method, path] of [
      ['PUT', '/account'],
      ['POST', '/account/delete'],
      ['POST', '/account/email-confirmation'],
      ['PUT', `/users/${victim.user.id}`],
      ['DELETE', `/users/${victim.user.id}`],
      ['POST', '/users'],
    ] as const) {
      expect({ method, path, status: (await raw(method, path, null, visitor, { username: 'x', blocked: true })).status }).toEqual({
        method,
        path,
        status: 403,
      });
    }
    expect(await signsIn(victim.account.email, victim.account.password)).toBe(true);
  });
});

describe('POST /api/account/delete', () => {
  async function articleVersions(jwt: string, visitor: string) {
    const published = JSON.parse(
      (await raw('POST', '/articles', jwt, visitor, { data: { title: `Mine to delete ${Date.now()}` } })).body,
    ) as { data: { documentId: string } };
    const documentId = published.data.documentId;
    const french = await raw('PUT', `/articles/${documentId}?locale=fr`, jwt, visitor, { data: { title: `À supprimer ${Date.now()}` } });
    expect(french.status).toBe(200);
    const draft = JSON.parse(
      (await raw('POST', '/articles?status=draft', jwt, visitor, { data: { title: `Draft ${Date.now()}` } })).body,
    ) as {
      data: { documentId: string };
    };
    return { documentId, draftId: draft.data.documentId };
  }

  it('a wrong password deletes nothing; the right one deletes the account and every version of its entries', async () => {
    const owner = await member();
    const bystander = await member();
    const kept = JSON.parse(
      (await raw('POST', '/articles', bystander.jwt, bystander.visitor, { data: { title: `Not theirs ${Date.now()}` } })).body,
    ) as { data: { documentId: string } };
    const { documentId, draftId } = await articleVersions(owner.jwt, owner.visitor);
    const admin = await adminReads(nextVisitor());
    const uid = 'api::article.article';

    const wrong = await caught(deleteOwnAccount(owner.client, { password: 'not-the-password' }));
    expect(wrong.error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'That password is not right. Nothing was deleted.',
    });
    expect(await admin.user(owner.user.id)).not.toBeNull();
    expect(await admin.hasEntry(uid, documentId, 'fr')).toBe(true);

    expect(await deleteOwnAccount(owner.client, { password: owner.account.password })).toEqual({ deleted: true, deletedEntries: 3 });
    expect(await admin.user(owner.user.id)).toBeNull();
    for (const [id, locale] of [
      [documentId, 'en'],
      [documentId, 'fr'],
      [draftId, 'en'],
    ] as const) {
      expect({ id, locale, exists: await admin.hasEntry(uid, id, locale) }).toEqual({ id, locale, exists: false });
    }
    expect(await admin.hasEntry(uid, kept.data.documentId, 'en')).toBe(true);
    expect(await signsIn(owner.account.email, owner.account.password)).toBe(false);
    expect((await raw('GET', '/users/me', owner.jwt, owner.visitor)).status).toBe(401);
  });
});

describe('a new email address with confirmation on', () => {
  // Made before confirmation is turned on, so they can sign in at once.
  let members: [Awaited<ReturnType<typeof member>>, Awaited<ReturnType<typeof member>>];
  beforeAll(async () => {
    members = [await member(), await member()];
    await setEmailConfirmation(true);
  });
  afterAll(() => setEmailConfirmation(false));

  it('keeps the old address until the same account follows the link sent to the new one', async () => {
    const [{ client, account }, other] = members;
    const next = newAccount('moved').email;
    const since = await lastMailId();
    const { account: pending, confirmationSentTo } = await updateProfile(
      client,
      { username: account.username, email: next },
      { proof: { currentPassword: account.password } },
    );
    expect(confirmationSentTo).toBe(next);
    expect(pending).toMatchObject({ email: account.email, pendingEmail: next, emailChangeNeedsConfirmation: true });
    expect(await signsIn(account.email, account.password)).toBe(true);
    // Saving the profile again (the form sends the current email too) keeps the pending change.
    const renamed = `${account.username}z`;
    // Within 5 minutes of the confirmation, the same session need not give it again.
    expect((await updateProfile(client, { username: renamed, email: account.email })).account).toMatchObject({
      username: renamed,
      pendingEmail: next,
    });

    const mail = await waitForMail(next, { afterId: since });
    const code = /confirm-email\?code=([0-9a-f]{64})/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    // Another account's token, or a wrong code, changes nothing.
    expect((await caught(confirmEmailChange(other.client, code!))).error.status).toBe(400);
    expect((await caught(confirmEmailChange(client, 'f'.repeat(64)))).error.status).toBe(400);

    expect(await confirmEmailChange(client, code!)).toMatchObject({ email: next, pendingEmail: null, confirmed: true });
    expect(await signsIn(next, account.password)).toBe(true);
    // Used once.
    expect((await caught(confirmEmailChange(client, code!))).error.status).toBe(400);
  });

  it('sends the link in the page’s locale, to that locale’s page; in English for the default, or a locale the site lacks', async () => {
    const [{ client, account }] = members;
    const cases = [
      {
        locale: 'fr',
        subject: 'Confirmez votre nouvelle adresse e-mail',
        words: `Le compte « ${account.username} »`,
        path: '/fr/account/confirm-email',
      },
      {
        locale: undefined,
        subject: 'Confirm your new email address',
        words: `The account "${account.username}"`,
        path: '/account/confirm-email',
      },
      {
        locale: 'xx',
        subject: 'Confirm your new email address',
        words: `The account "${account.username}"`,
        path: '/account/confirm-email',
      },
    ];
    for (const { locale, subject, words, path } of cases) {
      const next = newAccount('moving').email;
      const since = await lastMailId();
      await updateProfile(client, { username: account.username, email: next }, { locale, proof: { currentPassword: account.password } });
      const mail = await waitForMail(next, { afterId: since });
      expect({ locale, subject: mail.subject }).toEqual({ locale, subject });
      expect(mail.text).toContain(words);
      const link = /https?:\/\/\S+confirm-email\?code=[0-9a-f]{64}/.exec(mail.text)?.[0];
      expect(new URL(link!).pathname).toBe(path);
    }
  });
});
