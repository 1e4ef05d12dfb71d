import { caught, lastMailId, mailsTo, newAccount, strapiUrl, waitForMail } from '@/tests/support/backend';

/**
 * The account's owner is told, and can undo: notices at the account's address in its language, the activity
 * Strapi keeps, and "This wasn't me" from a notice's link, straight at Strapi as any client would call it.
 * Each test is its own visitor address, so Strapi's per-address rate limits count per test.
 */
let visitorCount = 0;
const nextVisitor = () => `10.41.${Math.floor(++visitorCount / 250)}.${(visitorCount % 250) + 1}`;
const device = () => `device-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;

async function call(
  method: string,
  path: string,
  { jwt, visitor, body, device: id }: { jwt?: string; visitor: string; body?: unknown; device?: string },
) {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': visitor,
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      ...(id ? { 'X-Portico-Device': id } : {}),
      ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A member made from one device, in `locale`'s pages. */
async function member(locale?: string) {
  const visitor = nextVisitor();
  const account = newAccount('notice');
  const home = device();
  const registered = await call('POST', `/auth/local/register${locale ? `?locale=${locale}` : ''}`, {
    visitor,
    body: account,
    device: home,
  });
  expect(registered.status).toBe(200);
  return { account, visitor, home, jwt: registered.body.jwt as string, id: registered.body.user.id as number };
}

const linkIn = (text: string) => /https?:\/\/\S+\/secure-account\?code=(\S+)/.exec(text);

describe('notices, activity and "This wasn\'t me"', () => {
  it('an email change is told to the old address; its link puts the old address back, ends every session and sends a reset there', async () => {
    const { account, visitor, jwt } = await member();
    const other = newAccount('thief');
    const before = await lastMailId();
    const changed = await call('PUT', '/account', {
      jwt,
      visitor,
      body: { username: account.username, email: other.email, currentPassword: account.password },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe(other.email);

    const notice = await waitForMail(account.email, { afterId: before, subject: /^Your email address was changed$/ });
    expect(notice.text).toContain(`changed to ${other.email}`);
    expect(notice.text).toContain('Chrome on Linux');
    const link = linkIn(notice.text);
    expect(link?.[0]).toMatch(/^http:\/\/[^/]+\/secure-account\?code=/);

    // Opening the link's page changes nothing; the page's button posts the code.
    const secured = await call('POST', '/account/secure', { visitor: nextVisitor(), body: { code: link![1] } });
    expect(secured).toMatchObject({ status: 200, body: { data: { emailRestored: true } } });
    expect((await call('GET', '/users/me', { jwt, visitor })).status).toBe(401);
    const reset = await waitForMail(account.email, { afterId: before, subject: /password/i });
    expect(reset.text).toMatch(/reset-password\?code=/);
    // The old address signs in again once the password is reset; the new one is nobody's.
    const signIn = await call('POST', '/auth/local', { visitor, body: { identifier: other.email, password: account.password } });
    expect(signIn.status).toBe(400);

    // A code works once.
    const again = await call('POST', '/account/secure', { visitor: nextVisitor(), body: { code: link![1] } });
    expect(again.status).toBe(400);
    expect(again.body.error.details.errors[0]).toMatchObject({ path: ['code'], message: 'This link was used already or has expired.' });
  });

  it('a notice’s code posted twice at once (a double click, or a replay racing it) works once', async () => {
    const { account, visitor, jwt } = await member();
    const before = await lastMailId();
    const changed = await call('PUT', '/account', {
      jwt,
      visitor,
      body: { username: account.username, email: newAccount('racer').email, currentPassword: account.password },
    });
    expect(changed.status).toBe(200);
    const notice = await waitForMail(account.email, { afterId: before, subject: /^Your email address was changed$/ });
    const code = linkIn(notice.text)![1];

    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/account/secure', { visitor: nextVisitor(), body: { code } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('a password change is told in the account’s language, and shows in its activity with the sign-ins', async () => {
    const { account, visitor, home } = await member('fr');
    const signedIn = await call('POST', '/auth/local?locale=fr', {
      visitor,
      device: home,
      body: { identifier: account.email, password: account.password },
    });
    const failed = await call('POST', '/auth/local', {
      visitor,
      device: home,
      body: { identifier: account.email, password: 'not-it-at-all-1' },
    });
    expect(failed.status).toBe(400);
    const before = await lastMailId();
    const changed = await call('POST', '/auth/change-password', {
      jwt: signedIn.body.jwt,
      visitor,
      device: home,
      body: { currentPassword: account.password, password: 'Another-horse-2', passwordConfirmation: 'Another-horse-2' },
    });
    expect(changed.status).toBe(200);
    const notice = await waitForMail(account.email, { afterId: before });
    expect(notice.subject).toBe('Votre mot de passe a été changé');
    expect(notice.text).toMatch(/^Bonjour /);
    expect(linkIn(notice.text)?.[0]).toMatch(/\/fr\/secure-account\?code=/);

    const activity = await call('GET', '/account/activity', { jwt: changed.body.jwt, visitor });
    expect(activity.status).toBe(200);
    const kinds = activity.body.data.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(['password-changed', 'sign-in-failed', 'signed-in', 'registered']);
    expect(activity.body.data[2]).toMatchObject({ device: 'Chrome on Linux', provider: 'local' });
    // Nobody else's activity, and none without a token.
    expect((await call('GET', '/account/activity', { visitor })).status).toBe(403);
  });

  it('a sign-in from a new device is told, at most once an hour; a known device is not', async () => {
    const { account, visitor, home } = await member();
    const signIn = (id: string) =>
      call('POST', '/auth/local', { visitor, device: id, body: { identifier: account.username, password: account.password } });
    const before = await lastMailId();
    expect((await signIn(home)).status).toBe(200);
    expect((await signIn(device())).status).toBe(200);
    const notice = await waitForMail(account.email, { afterId: before });
    expect(notice.subject).toBe('Your account was signed in to from a new device');
    expect((await signIn(device())).status).toBe(200);
    expect((await signIn(home)).status).toBe(200);
    // Time for a second notice to arrive, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await mailsTo(account.email, { afterId: before })).map((mail) => mail.subject)).toEqual([
      'Your account was signed in to from a new device',
    ]);
  });

  it('signed in, "This wasn\'t me" asks for the password first', async () => {
    const { account, visitor, jwt } = await member();
    const refused = await caught(
      call('POST', '/account/secure', { jwt, visitor, body: {} }).then((answer) => {
        if (answer.status !== 200) throw answer.body;
        return answer;
      }),
    );
    expect(refused.error.details).toEqual({
      errors: [{ path: ['currentPassword'], message: 'Confirm it is you with your current password', name: 'ValidationError' }],
    });
    expect((await call('GET', '/users/me', { jwt, visitor })).status).toBe(200);
    const secured = await call('POST', '/account/secure', { jwt, visitor, body: { currentPassword: account.password } });
    expect(secured).toMatchObject({ status: 200, body: { data: { emailRestored: false } } });
    expect((await call('GET', '/users/me', { jwt, visitor })).status).toBe(401);
  });
});
