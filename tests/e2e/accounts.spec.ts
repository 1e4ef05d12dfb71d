import { expiredJwt, jwtExpiringIn, lastMailId, strapiGet, waitForMail } from '../support/backend';
import { expect, hydrated, memberMenu, registerThroughForm, sessionCookie, signIn, signOutFromHeader, test } from './support/fixtures';

test.describe('accounts', () => {
  test(
    '1. register: signed in, with an HttpOnly strapi_jwt cookie on path /',
    { tag: '@database' },
    async ({ page, context, baseURL, account }) => {
      await registerThroughForm(page, account);

      await expect(page).toHaveURL(`${baseURL}/account?notice=welcome`);
      await expect(page.getByText('Welcome! Your account is ready.')).toBeVisible();
      await expect(memberMenu(page, account.username)).toBeVisible();
      const cookie = await sessionCookie(context);
      expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', secure: false });
      expect(cookie?.domain).toBe('127.0.0.1');
      // Page scripts can never read it.
      expect(await page.evaluate(() => document.cookie)).not.toContain('strapi_jwt');
    },
  );

  test('2. sign out: the cookie is gone', async ({ page, context, account, registered }) => {
    await signIn(page, account.email, account.password);
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    expect(await sessionCookie(context)).toBeDefined();

    await signOutFromHeader(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test('3. a wrong password: a message, no cookie, and what was typed is kept', async ({ page, context, account, registered }) => {
    // The password is kept by the form's script (a plain post comes back with the identifier only).
    await signIn(page, registered.user.email, 'not-the-password', '/login', { hydrated: true });
    await expect(page.getByRole('status').filter({ hasText: 'The email, username or password is wrong.' })).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
    await expect(page.getByLabel('Email or username')).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
  });

  test(
    '4. sign in: /account shows the user after a reload, rendered on the server',
    { tag: '@database' },
    async ({ page, baseURL, account, registered }) => {
      await signIn(page, account.username, account.password, '/login?next=/account');
      await expect(page).toHaveURL(`${baseURL}/account`);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
      await expect(page.locator('dd', { hasText: registered.user.email })).toBeVisible();
      const html = await (await page.request.get('/account')).text();
      expect(html).toContain(registered.user.email);
      expect(html).toContain(registered.user.username);
    },
  );

  test('5. a tampered or expired token (a 401 mid-session): signed out, cookie deleted, sent to /login?next= without a loop', async ({
    page,
    context,
    baseURL,
    account,
    registered,
  }) => {
    for (const token of [`${registered.jwt.slice(0, -4)}AAAA`, expiredJwt(registered.user.id)]) {
      await context.addCookies([{ name: 'strapi_jwt', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
      const redirects: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest()) redirects.push(request.url());
      });
      await page.goto('/articles?page=2');
      await expect(page).toHaveURL(`${baseURL}/login?next=%2Farticles%3Fpage%3D2&notice=session-expired`);
      await expect(page.getByText('Your session ended. Please sign in again.')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(await sessionCookie(context)).toBeUndefined();
      expect(redirects.length).toBeLessThanOrEqual(4);
      page.removeAllListeners('request');
    }
    // And signing in comes back to where the user was.
    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/articles?page=2`);
  });

  test('5b. a token that expires between two pages, with nothing to renew it: the second sends to sign in, never an error', async ({
    page,
    context,
    baseURL,
    registered,
  }) => {
    const { data } = await strapiGet<{ data: { documentId: string }[] }>('/articles?fields[0]=title&pagination[pageSize]=1');
    const detail = `/articles/${data[0]!.documentId}`;
    const token = jwtExpiringIn(registered.jwt, 4);
    const expiresAt = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp * 1000;
    await context.addCookies([{ name: 'strapi_jwt', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto('/articles');
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    // The app remembers Strapi's word on a token for a few seconds; the token's own expiry ends that at once.
    await expect.poll(() => Date.now(), { timeout: 10_000 }).toBeGreaterThan(expiresAt);
    const answer = await page.goto(detail);
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(`${baseURL}/login?next=${encodeURIComponent(detail)}&notice=session-expired`);
    await expect(page.getByText('Your session ended. Please sign in again.')).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test(
    '6. forgot password: the email, then the reset, then signed in with the new password',
    { tag: '@database' },
    async ({ page, context, baseURL, account, registered }) => {
      const since = await lastMailId();
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(registered.user.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();

      const mail = await waitForMail(account.email, { afterId: since });
      const link = /https?:\/\/\S+\/reset-password\?code=[A-Za-z0-9]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      await page.goto(link!);
      await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-9');
      await page.getByLabel('Confirm new password').fill('Brand-new-pass-9');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page).toHaveURL(`${baseURL}/account?notice=password-reset`);
      await expect(page.getByText('Your password has been reset and you are signed in.')).toBeVisible();
      expect(await sessionCookie(context)).toBeDefined();

      await signOutFromHeader(page);
      await signIn(page, account.email, 'Brand-new-pass-9');
      await expect(memberMenu(page, account.username)).toBeVisible();
    },
  );

  test(
    '7. change password: the old password no longer works',
    { tag: '@database' },
    async ({ page, context, baseURL, account, registered }) => {
      await signIn(page, account.email, account.password, '/login?next=/account');
      await expect(page).toHaveURL(`${baseURL}/account`);
      await page.getByRole('region', { name: 'Change password' }).getByLabel('Current password').fill(account.password);
      await page.getByLabel('New password', { exact: true }).fill('Changed-pass-77');
      await page.getByLabel('Confirm new password').fill('Changed-pass-77');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your password has been changed.')).toBeVisible();
      expect(await sessionCookie(context)).toBeDefined();

      await signOutFromHeader(page);
      await signIn(page, account.email, account.password);
      await expect(page.getByText('The email, username or password is wrong.')).toBeVisible();
      await signIn(page, registered.user.username, 'Changed-pass-77');
      await expect(memberMenu(page, account.username)).toBeVisible();
    },
  );

  test('10. a signed-in user who asks for a password reset is signed out first', async ({ page, context, account }) => {
    await registerThroughForm(page, account);
    await expect(memberMenu(page, account.username)).toBeVisible();

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account uses that address')).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('11. /account while signed out goes to /login?next=/account, and back after sign-in', async ({
    page,
    baseURL,
    account,
    registered,
  }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(`${baseURL}/login?next=%2Faccount`);
    await page.getByLabel('Email or username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/account`);
    await expect(page.locator('dd', { hasText: registered.user.email })).toBeVisible();
  });

  test('12. next=https://evil.example is ignored', async ({ page, baseURL, account, registered }) => {
    expect(registered.user.email).toBe(account.email);
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      await page.context().clearCookies();
      await signIn(page, account.email, account.password, `/login?next=${encodeURIComponent(next)}`);
      await expect(page).toHaveURL(`${baseURL}/`);
    }
  });

  test('the forgot-password answer is the same whether or not the address has an account', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();
  });

  test('registration errors show next to their fields and keep the input', { tag: '@database' }, async ({ page, registered }) => {
    await page.goto('/register');
    // Checked in the browser, with focus on the first error: what the form's script does.
    await hydrated(page);
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Use at least 3 characters.')).toBeVisible();
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Username')).toBeFocused();

    await page.getByLabel('Username').fill(`${registered.user.username}x`);
    await page.getByLabel('Email').fill(registered.user.email);
    await page.getByLabel('Password').fill('Long-enough-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('An account with this email or username already exists.').first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(registered.user.email);
    await expect(page.getByLabel('Password')).toHaveValue('Long-enough-1');
  });

  test('too many attempts: a clear message once Strapi rate-limits the visitor', async ({ page }) => {
    await page.goto('/login');
    // Six presses of one filled form: the script keeps the password between them.
    await hydrated(page);
    await page.getByLabel('Email or username').fill('someone@example.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await button.click();
      await expect(page.getByText('The email, username or password is wrong.')).toBeVisible();
      await expect(button).toBeEnabled();
    }
    await button.click();
    await expect(page.getByText('Too many attempts. Wait a few minutes, then try again.')).toBeVisible();
  });

  test('a cross-origin POST to the auth handlers is refused with 403', async ({ request, account, registered }) => {
    expect(registered.user.email).toBe(account.email);
    const response = await request.post('/api/auth/login', {
      headers: { Origin: 'https://evil.example' },
      form: { identifier: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('accounts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'sign-in works as a plain form, and a failure comes back with the message and the identifier',
    { tag: '@database' },
    async ({ page, context, account, registered }) => {
      await signIn(page, account.email, 'wrong-password');
      await expect(page.getByText('The email, username or password is wrong.')).toBeVisible();
      await expect(page.getByLabel('Email or username')).toHaveValue(account.email);
      expect(await sessionCookie(context)).toBeUndefined();

      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(memberMenu(page, registered.user.username)).toBeVisible();
      expect(await sessionCookie(context)).toMatchObject({ httpOnly: true });
    },
  );
});
