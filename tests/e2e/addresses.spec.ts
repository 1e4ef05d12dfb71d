import http from 'node:http';
import { expect, hydrated, memberMenu, startSignedIn, test } from './support/fixtures';

/**
 * Request headers decide no address (issue 15): Host and X-Forwarded-Host never reach a redirect,
 * a link or the same-origin check, stored pages included; and a made-up X-Forwarded-For gets no
 * one more sign-in attempts on an account.
 */
const EVIL = 'evil.example';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with exactly these headers (fetch and Playwright set Host themselves). */
function raw(baseURL: string, path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawAnswer> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: base.hostname, port: base.port, path, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const named = (answer: RawAnswer) => `${JSON.stringify(answer.headers)}\n${answer.body}`.toLowerCase().includes(EVIL);

test.describe('addresses come from WEB_URL', () => {
  test('no response, stored or not, names a host a request header chose', async ({ baseURL, visitor }) => {
    const site = new URL(baseURL!);
    const paths = [
      '/',
      '/articles',
      '/articles?sort=title:asc',
      '/fr',
      '/fr/articles',
      '/about',
      '/sitemap.xml',
      '/robots.txt',
      '/login?next=/account',
      '/account',
      '/articles/new',
      '/api/auth/session-expired?next=/account',
      '/no-such-collection',
    ];
    const poisons: Record<string, string>[] = [
      { Host: EVIL },
      { Host: site.host, 'X-Forwarded-Host': EVIL },
      { Host: EVIL, 'X-Forwarded-Host': EVIL, 'X-Forwarded-Proto': 'https' },
      { Host: `${EVIL}:${site.port}`, 'Sec-Fetch-Mode': 'navigate' },
    ];
    const document = { Accept: 'text/html', 'X-Forwarded-For': visitor };
    for (const path of paths) {
      for (const poison of poisons) {
        // Twice: the first may render and store the page, the second is answered from the store.
        for (let round = 0; round < 2; round += 1) {
          const answer = await raw(baseURL!, path, { ...document, ...poison });
          expect(answer.status, `${path} with ${JSON.stringify(poison)}`).toBeLessThan(500);
          expect(named(answer), `${path} with ${JSON.stringify(poison)} named ${EVIL}`).toBe(false);
        }
      }
      // And what everyone else is then served.
      const plain = await raw(baseURL!, path, { ...document, Host: site.host });
      expect(named(plain), `${path} served to the next visitor`).toBe(false);
    }

    // The redirects that used to follow Host point at WEB_URL.
    const guard = await raw(baseURL!, '/account', { ...document, Host: EVIL, 'X-Forwarded-Host': EVIL });
    expect(guard.status).toBe(307);
    expect(new URL(guard.headers.location!, baseURL).host).toBe(site.host);
  });

  test('a form post naming another origin is refused, whatever Host and X-Forwarded-Host say', async ({
    baseURL,
    visitor,
    account,
    registered,
  }) => {
    expect(registered.user.email).toBe(account.email);
    const form = new URLSearchParams({ identifier: account.email, password: account.password }).toString();
    const site = new URL(baseURL!);
    const crossSite: Record<string, string>[] = [
      { Host: site.host, Origin: `http://${EVIL}`, 'X-Forwarded-Host': EVIL },
      { Host: EVIL, Origin: `http://${EVIL}` },
      { Host: `${EVIL}:${site.port}`, Origin: `http://${EVIL}:${site.port}`, 'X-Forwarded-Host': `${EVIL}:${site.port}` },
    ];
    for (const headers of crossSite) {
      const answer = await raw(
        baseURL!,
        '/api/auth/login',
        { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'X-Forwarded-For': visitor },
        'POST',
        form,
      );
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers['set-cookie'], JSON.stringify(headers)).toBeUndefined();
    }
    // The same post from the site itself signs in.
    const own = await raw(
      baseURL!,
      '/api/auth/login',
      {
        Host: site.host,
        Origin: site.origin,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'X-Forwarded-For': visitor,
      },
      'POST',
      form,
    );
    expect(own.status).toBe(200);
    expect(String(own.headers['set-cookie'])).toContain('strapi_jwt=');
  });
});

test.describe('sign-in throttle per account', () => {
  test('15 wrong passwords from 15 claimed addresses end in 429; a session already signed in goes on', async ({
    page,
    request,
    baseURL,
    account,
    registered,
  }) => {
    // Signed in before the attack.
    await startSignedIn(page, account.email, account.password);
    await expect(memberMenu(page, registered.user.username)).toBeVisible();

    const statuses: number[] = [];
    const unique = Date.now() % 200;
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      const response = await request.post('/api/auth/login', {
        headers: { Origin: baseURL!, Accept: 'application/json', 'X-Forwarded-For': `172.20.${unique}.${attempt}` },
        form: { identifier: account.email, password: `wrong-password-${attempt}` },
      });
      statuses.push(response.status());
      if (attempt === 15) {
        const body = (await response.json()) as { code: string; message: string };
        expect(body.code).toBe('account-throttled');
        expect(body.message).toContain('Too many failed sign-ins for this account');
      }
    }
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);

    // Even the right password waits now, from yet another address, and the form says why,
    // keeping what was typed.
    const other = await page
      .context()
      .browser()!
      .newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `172.21.${unique}.1` } });
    const stranger = await other.newPage();
    await stranger.goto('/login');
    await hydrated(stranger);
    await stranger.getByLabel('Email or username').fill(account.email);
    await stranger.getByLabel('Password', { exact: true }).fill(account.password);
    await stranger.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(stranger.getByText('Too many failed sign-ins for this account', { exact: false })).toBeVisible();
    await expect(stranger.getByLabel('Email or username')).toHaveValue(account.email);
    await other.close();

    // The session signed in before goes on.
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(memberMenu(page, registered.user.username)).toBeVisible();
  });
});
