import { lastMailId, newAccount, registerAccount, strapiUrl, waitForMail } from '@/tests/support/backend';

/**
 * An ended session ends at Strapi too, at once: its access token is refused by Strapi itself, called directly,
 * after every way a session ends; without the plugin Strapi kept accepting it until it expired.
 */

let visitor = 0;
const nextVisitor = () => {
  visitor += 1;
  return `10.8.${Math.floor(visitor / 250)}.${visitor % 250}`;
};

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': nextVisitor(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { jwt?: string; refreshToken?: string } };
}

/** A device signed in: its access token and refresh token. */
async function signIn(account: { email: string; password: string }) {
  const { status, body } = await post('/auth/local', { identifier: account.email, password: account.password });
  expect(status).toBe(200);
  return { jwt: body.jwt!, refreshToken: body.refreshToken! };
}

/** What Strapi itself answers to GET /api/users/me with this access token. */
async function strapiAnswers(jwt: string) {
  return (await fetch(`${strapiUrl()}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).status;
}

/** "Confirm it's you" for this session: ending other sessions asks for it (portico-guard). */
async function confirm(jwt: string, password: string) {
  expect((await post('/account/confirm', { currentPassword: password }, jwt)).status).toBe(200);
}

async function account() {
  const details = newAccount('sessions');
  await registerAccount(details, nextVisitor());
  return details;
}

describe('an ended session’s access token, at Strapi', () => {
  it('still works after its session is renewed (a rotation is the same session)', async () => {
    const details = await account();
    const device = await signIn(details);
    const renewed = await post('/auth/refresh', { refreshToken: device.refreshToken });
    expect(renewed.status).toBe(200);
    const again = await post('/auth/refresh', { refreshToken: renewed.body.refreshToken });
    expect(again.status).toBe(200);
    // Made before two renewals, and still within its lifetime.
    expect(await strapiAnswers(device.jwt)).toBe(200);
    expect(await strapiAnswers(again.body.jwt!)).toBe(200);
  });

  it('is refused at once after "Sign out", tokens made before renewals included', async () => {
    const details = await account();
    const device = await signIn(details);
    const renewed = await post('/auth/refresh', { refreshToken: device.refreshToken });
    const other = await signIn(details);
    expect((await post('/auth/logout', {}, renewed.body.jwt)).status).toBe(200);
    expect(await strapiAnswers(renewed.body.jwt!)).toBe(401);
    expect(await strapiAnswers(device.jwt)).toBe(401);
    // Another device's session is not this one.
    expect(await strapiAnswers(other.jwt)).toBe(200);
  });

  it('is refused at once after "End session" from another device', async () => {
    const details = await account();
    const ended = await signIn(details);
    const current = await signIn(details);
    const sessions = (await (
      await fetch(`${strapiUrl()}/api/auth/sessions`, { headers: { Authorization: `Bearer ${current.jwt}` } })
    ).json()) as {
      data: { id: string; current: boolean }[];
    };
    const target = sessions.data.find((session) => !session.current);
    expect(target).toBeDefined();
    const end = () =>
      fetch(`${strapiUrl()}/api/auth/sessions/${target!.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${current.jwt}` } });
    // Not without confirming it's the member: a borrowed session cannot end the owner's.
    expect((await end()).status).toBe(400);
    expect(await strapiAnswers(ended.jwt)).toBe(200);
    await confirm(current.jwt, details.password);
    const response = await end();
    expect(response.status).toBe(200);
    expect(await strapiAnswers(ended.jwt)).toBe(401);
    expect(await strapiAnswers(current.jwt)).toBe(200);
  });

  it('is refused at once after "Sign out everywhere"', async () => {
    const details = await account();
    const one = await signIn(details);
    const two = await signIn(details);
    // Not without confirming it's the member, and a wrong password confirms nothing: nothing is ended.
    const refused = await post('/auth/logout', { scope: 'all' }, one.jwt);
    expect(refused.status).toBe(400);
    expect((await post('/account/confirm', { currentPassword: 'not-the-password-1' }, one.jwt)).status).toBe(400);
    expect((await post('/auth/logout', { scope: 'all' }, one.jwt)).status).toBe(400);
    expect(await strapiAnswers(one.jwt)).toBe(200);
    expect(await strapiAnswers(two.jwt)).toBe(200);
    await confirm(one.jwt, details.password);
    expect((await post('/auth/logout', { scope: 'all' }, one.jwt)).status).toBe(200);
    expect(await strapiAnswers(one.jwt)).toBe(401);
    expect(await strapiAnswers(two.jwt)).toBe(401);
  });

  it('is refused at once after a password change, on every device; the new token works', async () => {
    const details = await account();
    const other = await signIn(details);
    const device = await signIn(details);
    const changed = await post(
      '/auth/change-password',
      { currentPassword: details.password, password: 'Changed-pass-3', passwordConfirmation: 'Changed-pass-3' },
      device.jwt,
    );
    expect(changed.status).toBe(200);
    expect(await strapiAnswers(device.jwt)).toBe(401);
    expect(await strapiAnswers(other.jwt)).toBe(401);
    expect(await strapiAnswers(changed.body.jwt!)).toBe(200);
  });

  it('is refused at once after a password reset', async () => {
    const details = await account();
    const device = await signIn(details);
    const since = await lastMailId();
    expect((await post('/auth/forgot-password', { email: details.email })).status).toBe(200);
    const mail = await waitForMail(details.email, { afterId: since });
    const code = /[?&]code=([A-Za-z0-9]+)/.exec(mail.text + mail.html)?.[1];
    expect(code).toBeTruthy();
    const reset = await post('/auth/reset-password', { code, password: 'Reset-pass-4', passwordConfirmation: 'Reset-pass-4' });
    expect(reset.status).toBe(200);
    expect(await strapiAnswers(device.jwt)).toBe(401);
    expect(await strapiAnswers(reset.body.jwt!)).toBe(200);
  });
});
