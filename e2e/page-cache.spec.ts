import { cspNonce, expect, scriptTags, test } from './support/fixtures';

/** Document loads ask for HTML (as browsers do); only those are served from the cache. */
const DOCUMENT = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

test.describe('the signed-out page cache', () => {
  test('a content page is rendered once, then served from the cache with a fresh nonce every time', async ({ request }) => {
    // Retried with a new page if a save elsewhere in the suite expires the cache midway.
    await expect(async () => {
      const path = `/articles?q=cache-${Date.now()}`;
      const responses = [await request.get(path, DOCUMENT), await request.get(path, DOCUMENT), await request.get(path, DOCUMENT)];
      expect(responses.map((response) => response.status())).toEqual([200, 200, 200]);
      expect(responses.map((response) => response.headers()['x-portico-cache'])).toEqual(['miss', 'hit', 'hit']);

      const nonces = responses.map((response) => cspNonce(response.headers()['content-security-policy']));
      expect(new Set(nonces).size).toBe(3);
      const bodies = await Promise.all(responses.map((response) => response.text()));
      bodies.forEach((html, index) => {
        const tags = scriptTags(html);
        expect(tags.length).toBeGreaterThan(0);
        for (const tag of tags) expect(tag).toContain(`nonce="${nonces[index]}"`);
        for (const other of nonces.filter((_, position) => position !== index)) expect(html).not.toContain(other!);
      });
      // The same page apart from the nonce, with the headers every page gets.
      expect(bodies[1]!.replaceAll(nonces[1]!, 'N')).toBe(bodies[0]!.replaceAll(nonces[0]!, 'N'));
      expect(bodies[1]).toContain('Nothing matches these filters.');
      const hit = responses[1]!.headers();
      expect(hit['cache-control']).toContain('no-store');
      expect(hit['x-content-type-options']).toBe('nosniff');
      expect(hit['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }).toPass({ timeout: 20_000 });
  });

  test('a cached page works in the browser: it hydrates and its controls respond', async ({ page, request }) => {
    await expect(async () => {
      await request.get('/articles?sort=title:asc', DOCUMENT);
      const response = await page.goto('/articles?sort=title:asc');
      expect(response?.headers()['x-portico-cache']).toBe('hit');
    }).toPass({ timeout: 20_000 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 26–/)).toBeVisible();
    expect(errors.filter((text) => /Content Security Policy|nonce/i.test(text))).toEqual([]);
  });

  test('a visitor with a session is never served from it', async ({ page, context, baseURL, account, registered }) => {
    await page.request.get('/articles', DOCUMENT);
    await context.addCookies([{ name: 'strapi_jwt', value: registered.jwt, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    const response = await page.goto('/articles');
    expect(response?.headers()['x-portico-cache']).toBeUndefined();
    await expect(page.getByRole('link', { name: `Account: ${account.username}` })).toBeVisible();
  });

  test('sign-in pages and reset links are never stored', async ({ request }) => {
    for (const path of ['/login', '/reset-password?code=not-for-a-cache', '/register']) {
      await request.get(path, DOCUMENT);
      const again = await request.get(path, DOCUMENT);
      expect(again.status()).toBe(200);
      expect(again.headers()['x-portico-cache']).toBeUndefined();
    }
  });

  test('client-side navigations get the RSC payload, never the cached HTML', async ({ request }) => {
    await request.get('/articles', DOCUMENT);
    const cached = await request.get('/articles', DOCUMENT);
    expect(cached.headers()['x-portico-cache']).toBe('hit');
    // As the router asks (Next redirects to add its own _rsc cache-busting parameter).
    const navigation = await request.get('/articles', { headers: { RSC: '1' } });
    expect(navigation.status()).toBe(200);
    expect(navigation.headers()['content-type']).toContain('text/x-component');
    expect(navigation.headers()['x-portico-cache']).toBeUndefined();
  });

  test('the cache route answers only through the proxy', async ({ request }) => {
    const response = await request.get('/api/page-cache', { headers: { ...DOCUMENT.headers, 'x-portico-path': '/articles', 'x-nonce': 'chosen-by-the-caller' } });
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('chosen-by-the-caller');
  });

  test('a page that fails is passed on and not cached', async ({ request }) => {
    const path = '/no-such-collection';
    const first = await request.get(path, DOCUMENT);
    const second = await request.get(path, DOCUMENT);
    expect([first.status(), second.status()]).toEqual([404, 404]);
    expect(second.headers()['x-portico-cache']).toBe('miss');
  });
});
