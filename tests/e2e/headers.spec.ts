import { cspNonce, disallowedScripts, expect, memberMenu, scriptTags, startSignedIn, test } from './support/fixtures';

test.describe('security headers', () => {
  test('pages carry a strict CSP that each of their scripts matches, and the static headers', async ({ request }) => {
    // A page Next renders per request (a fresh nonce each time), and a stored one (hashes).
    const first = await request.get('/login');
    const second = await request.get('/login');
    const csp = first.headers()['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    const nonce = cspNonce(csp)!;
    expect(second.headers()['content-security-policy']).not.toContain(nonce);
    const stored = await request.get('/');
    const storedCsp = stored.headers()['content-security-policy']!;
    expect(storedCsp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'strict-dynamic'/);
    for (const [response, policy] of [
      [first, csp],
      [stored, storedCsp],
    ] as const) {
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      const html = await response.text();
      expect(scriptTags(html).length).toBeGreaterThan(0);
      expect(disallowedScripts(html, policy)).toEqual([]);
    }

    for (const response of [first, await request.get('/articles'), await request.get('/login')]) {
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers()['permissions-policy']).toContain('camera=()');
      expect(response.headers()['strict-transport-security']).toBeUndefined();
    }
  });

  test('no page or route may be framed by another site: X-Frame-Options DENY beside frame-ancestors', async ({ request, baseURL }) => {
    const answers = {
      home: await request.get('/'),
      list: await request.get('/articles'),
      // The second of two is answered from the page store (when no save expired it in between).
      'page server, first': await request.get('/articles?sort=title%3Adesc', { headers: { Accept: 'text/html' } }),
      'page server, again': await request.get('/articles?sort=title%3Adesc', { headers: { Accept: 'text/html' } }),
      'sign-in page': await request.get('/login'),
      'not found': await request.get('/no-such-collection-here'),
      'route handler': await request.post('/api/auth/login', {
        headers: { Origin: baseURL!, Accept: 'application/json' },
        form: { identifier: '', password: '' },
      }),
      health: await request.get('/api/health'),
    };
    for (const [name, response] of Object.entries(answers)) expect(response.headers()['x-frame-options'], name).toBe('DENY');
  });

  test('HSTS when served over https', async ({ request }) => {
    const response = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(response.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  test('route handlers get the static headers too', async ({ request, baseURL }) => {
    const response = await request.post('/api/auth/login', {
      headers: { Origin: baseURL!, Accept: 'application/json' },
      form: { identifier: '', password: '' },
    });
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('pages that show a user are not stored by caches', async ({ page, account, registered }) => {
    await startSignedIn(page, account.email, account.password);
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
    for (const path of ['/', '/account', '/articles']) {
      const response = await page.request.get(path);
      expect(response.headers()['cache-control'], path).toContain('no-store');
    }
  });

  test('no Content-Security-Policy violations while browsing', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/', '/articles', '/login', '/register']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('link', { name: 'Articles' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
