import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lastMailId, waitForMail } from '../support/backend';
import { control, expect, memberMenu, registerThroughForm, signIn, signOutFromHeader, test } from './support/fixtures';
import { appUrl, metric, metricsToken, raw, strapiUrl, UUID, wrongSignIn } from './support/operations';

/**
 * Issue 27, what an operator relies on: request ids that follow a request into Strapi's log,
 * Prometheus metrics only for this host (or the token), and logs that never hold a secret.
 * Specs run in parallel: every check looks for values of its own (ids, secrets) or for counters
 * that only grow; the checks that count exactly run alone (metrics.serial.spec.ts).
 */

/** Every line each process of the stack wrote so far (app instances, Strapi). */
async function logLines(): Promise<{ file: string; line: string }[]> {
  // The app writes its lines within a second (server/observability/log.mjs), the stack copies output to the files every second.
  await new Promise((resolve) => setTimeout(resolve, 1200));
  await control('/logs/flush');
  const dir = process.env.E2E_LOG_DIR as string;
  return readdirSync(dir)
    .filter((file) => /^(next.*|strapi)\.log$/.test(file))
    .flatMap((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => ({ file, line })),
    );
}

/** The JSON lines of `file` (next.log, strapi.log) that match. */
async function jsonLines(file: string, match: (entry: Record<string, unknown>) => boolean) {
  return (await logLines())
    .filter((entry) => entry.file === file && entry.line.startsWith('{'))
    .map((entry) => JSON.parse(entry.line) as Record<string, unknown>)
    .filter(match);
}

async function eventually<T>(find: () => Promise<T[]>, timeoutMs = 10_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found.length || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.describe('request ids', () => {
  test('every answer has one; a new one unless the request came through the trusted proxy', async ({ visitor }) => {
    // Straight from a client: what it sends is not believed.
    const direct = await raw(`${appUrl()}/articles`, { headers: { 'X-Request-Id': 'chosen-by-client' } });
    expect(direct.status).toBe(200);
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const another = await raw(`${appUrl()}/articles`);
    expect(another.headers['x-request-id']).toMatch(UUID);
    expect(another.headers['x-request-id']).not.toBe(direct.headers['x-request-id']);

    // Through the proxy in front (the tests stand there: TRUSTED_PROXY_HOPS=1, X-Forwarded-For written).
    const id = `ops-${randomBytes(6).toString('hex')}`;
    const proxied = await raw(`${appUrl()}/articles`, { headers: { 'X-Request-Id': id, 'X-Forwarded-For': visitor } });
    expect(proxied.headers['x-request-id']).toBe(id);
    // Nothing that could forge a log line is kept.
    const forged = await raw(`${appUrl()}/articles`, { headers: { 'X-Request-Id': 'a"b\\c', 'X-Forwarded-For': visitor } });
    expect(forged.headers['x-request-id']).toMatch(UUID);
    // The app's own log line for it.
    const lines = await eventually(() => jsonLines('next.log', (entry) => entry.requestId === id && entry.msg === 'request'));
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/articles', status: 200, level: 'info' });
  });

  test("goes on to Strapi with every call made for the request, and is in Strapi's log line", async ({ visitor, account }) => {
    const id = `ops-${randomBytes(6).toString('hex')}`;
    const answer = await wrongSignIn(account.email, { 'X-Request-Id': id, 'X-Forwarded-For': visitor });
    expect(answer.status).toBe(400);
    expect(answer.headers['x-request-id']).toBe(id);
    const strapiLines = await eventually(() => jsonLines('strapi.log', (entry) => entry.requestId === id));
    expect(strapiLines).toEqual([expect.objectContaining({ method: 'POST', route: '/api/auth/local', status: 400, message: 'request' })]);
    expect(typeof strapiLines[0]!.durationMs).toBe('number');

    // A new id (the client's refused) is the one Strapi sees.
    const untrusted = await wrongSignIn(account.email, { 'X-Request-Id': id });
    const made = String(untrusted.headers['x-request-id']);
    expect(made).toMatch(UUID);
    expect(await eventually(() => jsonLines('strapi.log', (entry) => entry.requestId === made))).toHaveLength(1);
  });

  test("a page the store does not hold: the render's reads (cached ones too) carry the visitor's request id", async ({ visitor }) => {
    const id = `ops-${randomBytes(6).toString('hex')}`;
    // A search no one made before: neither stored nor in Next's data cache.
    const answer = await raw(`${appUrl()}/articles?q=${id}`, {
      headers: { 'X-Request-Id': id, 'X-Forwarded-For': visitor, Accept: 'text/html' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-portico-cache']).toBe('miss');
    expect(answer.headers['x-request-id']).toBe(id);
    const strapiLines = await eventually(() =>
      jsonLines('strapi.log', (entry) => entry.requestId === id && entry.route === '/api/articles'),
    );
    expect(strapiLines.length).toBeGreaterThanOrEqual(1);
    expect(strapiLines[0]).toMatchObject({ method: 'GET', status: 200 });
    // The page server's render of it is logged under the same id (at debug), the answer at info.
    const appLines = await eventually(() => jsonLines('next.log', (entry) => entry.requestId === id && entry.msg === 'request'));
    expect(appLines).toEqual([expect.objectContaining({ kind: 'page-miss', path: '/articles', status: 200 })]);
  });
});

test.describe('metrics', () => {
  test('/metrics answers this host and the token only, never through the proxy', async ({ visitor }) => {
    const here = await raw(`${appUrl()}/metrics`);
    expect(here.status).toBe(200);
    expect(here.headers['content-type']).toContain('text/plain');
    expect(here.body).toContain('# TYPE portico_http_requests_total counter');
    // Through the proxy in front (X-Forwarded-For): not loopback, whoever the proxy is.
    expect((await raw(`${appUrl()}/metrics`, { headers: { 'X-Forwarded-For': visitor } })).status).toBe(404);
    expect((await raw(`${appUrl()}/metrics`, { headers: { 'X-Forwarded-For': visitor, Authorization: 'Bearer wrong' } })).status).toBe(404);
    const withToken = await raw(`${appUrl()}/metrics`, {
      headers: { 'X-Forwarded-For': visitor, Authorization: `Bearer ${metricsToken()}` },
    });
    expect(withToken.status).toBe(200);
    expect(withToken.body).toContain('portico_page_store_entries');

    // Strapi's own, guarded the same way.
    const strapi = await raw(`${strapiUrl()}/metrics`);
    expect(strapi.status).toBe(200);
    expect(metric(strapi.body, 'strapi_database_up')).toBe(1);
    expect((await raw(`${strapiUrl()}/metrics`, { headers: { 'X-Forwarded-For': visitor } })).status).toBe(404);
    const strapiWithToken = await raw(`${strapiUrl()}/metrics`, {
      headers: { 'X-Forwarded-For': visitor, Authorization: `Bearer ${metricsToken()}` },
    });
    expect(strapiWithToken.status).toBe(200);
  });

  test('count session refreshes and revocations', async ({ page, context, account, registered }) => {
    const before = (await raw(`${appUrl()}/metrics`)).body;
    await signIn(page, account.email, account.password, '/login?next=/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    // The access token gone: the next view renews the session with the refresh token.
    await context.clearCookies({ name: 'strapi_jwt' });
    await page.goto('/account');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    // Signing out ends the session.
    await signOutFromHeader(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const after = (await raw(`${appUrl()}/metrics`)).body;
    const grew = (labels: Record<string, string>) =>
      metric(after, 'portico_session_events_total', labels) - metric(before, 'portico_session_events_total', labels);
    expect(grew({ event: 'refresh', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(grew({ event: 'revocation' })).toBeGreaterThanOrEqual(1);
  });

  test('with two workers, /metrics adds up every worker', async () => {
    test.setTimeout(180_000);
    const instance = (await control('/workers/start')) as { url: string };
    try {
      const health = { kind: 'api', status: '200' };
      // Wait for both workers (a new one is still preparing Next), then count from there.
      const seen = new Set<string>();
      for (let tries = 0; seen.size < 2 && tries < 200; tries += 1) {
        const answer = await raw(`${instance.url}/api/health`);
        seen.add(String(answer.headers['x-portico-worker']));
        if (seen.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen.size).toBe(2);
      const before = metric((await raw(`${instance.url}/metrics`)).body, 'portico_http_requests_total', health);
      const workers = new Map<string, number>();
      for (let index = 0; index < 8; index += 1) {
        const answer = await raw(`${instance.url}/api/health`);
        expect(answer.status).toBe(200);
        const worker = String(answer.headers['x-portico-worker']);
        workers.set(worker, (workers.get(worker) ?? 0) + 1);
      }
      expect(workers.size).toBe(2);
      const after = metric((await raw(`${instance.url}/metrics`)).body, 'portico_http_requests_total', health);
      expect(after - before).toBe(8);

      // Each worker stores a page in its own store (no expiry reaches this instance): the
      // gauges add up too.
      const stored = new Set<string>();
      for (let tries = 0; stored.size < 2 && tries < 40; tries += 1) {
        const answer = await raw(`${instance.url}/articles`, { headers: { Accept: 'text/html' } });
        expect(answer.status).toBe(200);
        stored.add(String(answer.headers['x-portico-worker']));
      }
      expect(stored.size).toBe(2);
      const text = (await raw(`${instance.url}/metrics`)).body;
      expect(metric(text, 'portico_page_store_entries')).toBeGreaterThanOrEqual(2);
      expect(metric(text, 'portico_page_store_bytes')).toBeGreaterThan(0);
      expect(metric(text, 'portico_page_store_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(2);
    } finally {
      await control('/workers/stop');
    }
  });
});

test.describe('logs', () => {
  test('are JSON lines that hold no token, cookie, password, code or email address, whatever path they came by', async ({
    page,
    context,
    account,
    visitor,
  }) => {
    test.setTimeout(120_000);
    const secret = (label: string) => `${label}${randomBytes(8).toString('hex')}`;
    const wrongPassword = secret('Wrong-pass-');
    const changedPassword = secret('Changed-pass-');
    const resetPassword = secret('Reset-pass-');
    const badCode = randomBytes(32).toString('hex');
    const confirmation = secret('confirm');
    const secrets: Record<string, string> = {
      email: account.email,
      password: account.password,
      wrongPassword,
      changedPassword,
      resetPassword,
      badCode,
      confirmation,
    };

    // Registration, then a second one with the same address (Strapi's error).
    await registerThroughForm(page, account);
    await expect(page).toHaveURL(/\/account/);
    const cookies = await context.cookies();
    // The session's cookies, and the device's: a year-long id is nobody's business in a log either.
    for (const cookie of cookies.filter((cookie) => cookie.name.startsWith('strapi_') || cookie.name === 'portico_device'))
      secrets[cookie.name] = cookie.value;
    expect(secrets.portico_device).toBeTruthy();
    expect(secrets.strapi_jwt).toBeTruthy();
    await signOutFromHeader(page);
    await registerThroughForm(page, { ...account, username: `${account.username}x` });
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

    // Sign-in: wrong, then right.
    await signIn(page, account.email, wrongPassword);
    await expect(page.getByText('The email, username or password is wrong.')).toBeVisible();
    await signIn(page, account.email, account.password, '/login?next=/account');
    await expect(page).toHaveURL(/\/account$/);
    for (const cookie of (await context.cookies()).filter((cookie) => cookie.name.startsWith('strapi_')))
      secrets[`${cookie.name}2`] = cookie.value;

    // Change password: a wrong current one, then the right one.
    await page.getByRole('region', { name: 'Change password' }).getByLabel('Current password').fill(wrongPassword);
    await page.getByLabel('New password', { exact: true }).fill(changedPassword);
    await page.getByLabel('Confirm new password').fill(changedPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    await page.goto('/account');
    await page.getByRole('region', { name: 'Change password' }).getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill(changedPassword);
    await page.getByLabel('Confirm new password').fill(changedPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    // A confirmation code for an email change that does not exist.
    await page.goto(`/account/confirm-email?code=${confirmation}`);
    await signOutFromHeader(page);

    // Forgot password, a wrong code, then the code from the email.
    const since = await lastMailId();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();
    const mail = await waitForMail(account.email, { afterId: since });
    const code = /\/reset-password\?code=([A-Za-z0-9]+)/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();
    secrets.resetCode = code!;
    await page.goto(`/reset-password?code=${badCode}`);
    await page.getByLabel('New password', { exact: true }).fill(resetPassword);
    await page.getByLabel('Confirm new password').fill(resetPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    await page.goto(`/reset-password?code=${code}`);
    await page.getByLabel('New password', { exact: true }).fill(resetPassword);
    await page.getByLabel('Confirm new password').fill(resetPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/account\?notice=password-reset/);

    // Straight at Strapi, as a client that bypasses the app would: bad requests carrying secrets.
    const json = { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor };
    await raw(`${strapiUrl()}/api/auth/email-confirmation?confirmation=${confirmation}`, { headers: { 'X-Forwarded-For': visitor } });
    await raw(`${strapiUrl()}/api/auth/reset-password`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ code: badCode, password: resetPassword, passwordConfirmation: resetPassword }),
    });
    await raw(`${strapiUrl()}/api/auth/local`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ identifier: account.email, password: wrongPassword }),
    });
    await raw(`${strapiUrl()}/api/users/me`, { headers: { Authorization: `Bearer ${secrets.strapi_jwt}`, 'X-Forwarded-For': visitor } });
    // A request Strapi cannot parse (its error path).
    await raw(`${strapiUrl()}/api/auth/local`, { method: 'POST', headers: json, body: `{"identifier":"${account.email}","password":` });

    const lines = await logLines();
    // The walk above was logged (so the search below searched something)…
    const parsed = lines
      .filter((entry) => entry.line.startsWith('{'))
      .map((entry) => ({ ...entry, json: JSON.parse(entry.line) as Record<string, unknown> }));
    expect(parsed.some((entry) => entry.file === 'next.log' && entry.json.path === '/reset-password')).toBe(true);
    expect(parsed.some((entry) => entry.file === 'strapi.log' && entry.json.route === '/api/auth/reset-password')).toBe(true);
    expect(parsed.some((entry) => entry.file === 'strapi.log' && entry.json.route === '/api/auth/email-confirmation')).toBe(true);
    // …and no line, of any process, holds any of the secrets.
    for (const [name, value] of Object.entries(secrets)) {
      const found = lines.filter((entry) => entry.line.toLowerCase().includes(value.toLowerCase()));
      expect(
        found.map((entry) => `${entry.file}: ${entry.line}`),
        `${name} in the logs`,
      ).toEqual([]);
    }
    // The app's and Strapi's logs are JSON lines, every one.
    const notJson = lines.filter((entry) => (entry.file === 'next.log' || entry.file === 'strapi.log') && !isJson(entry.line));
    expect(notJson.map((entry) => `${entry.file}: ${entry.line}`)).toEqual([]);
  });
});

function isJson(line: string) {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
}
