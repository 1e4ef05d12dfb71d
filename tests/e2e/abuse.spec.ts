import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { adminToken, newAccount, recordedCount, recordedRequests, registerAccount, strapiUrl } from '../support/backend';
import { articleIdOf, strapiArticles } from './support/content';
import { control, expect, hydrated, memberMenu, sessionCookie, startSignedIn, test } from './support/fixtures';

test.describe('abuse', () => {
  test(
    'mass assignment: owner fields added to a create or update form change nothing',
    { tag: '@database' },
    async ({ page, visitor, account, registered }) => {
      const other = await registerAccount(newAccount('victim'), visitor);
      await startSignedIn(page, account.email, account.password, '/articles/new');
      await expect(memberMenu(page, registered.user.username)).toBeVisible();
      const title = `Mass assignment ${Date.now()}`;
      await page.getByLabel('Title').fill(title);
      await page.locator('form.document-form').evaluate((form, otherId) => {
        for (const [name, value] of [
          ['author', String(otherId)],
          ['owner', String(otherId)],
          ['role', '1'],
          ['createdBy', '1'],
        ]) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name!;
          input.value = value!;
          form.appendChild(input);
        }
      }, other.user.id);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published. Everyone can read it now.')).toBeVisible();
      const documentId = await articleIdOf(page.url());
      const owner = async () =>
        ((await (await fetch(`${strapiUrl()}/api/articles/${documentId}`)).json()) as { data: { author: { id: number } } }).data.author.id;
      expect(await owner()).toBe(registered.user.id);

      await page.getByRole('link', { name: 'Edit' }).click();
      await page.locator('form.document-form').evaluate((form, otherId) => {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = 'author';
        input.value = String(otherId);
        form.appendChild(input);
      }, other.user.id);
      await page.getByRole('button', { name: 'Update' }).click();
      await expect(page.getByText('Updated. Everyone reads the new version now.')).toBeVisible();
      expect(await owner()).toBe(registered.user.id);
    },
  );

  test('mass assignment: role or confirmed in a registration change nothing', { tag: '@database' }, async ({ request, baseURL }) => {
    const account = newAccount('massreg');
    const response = await request.post('/api/auth/register', {
      headers: { Origin: baseURL!, Accept: 'application/json' },
      form: { ...account, role: '1', confirmed: 'false', blocked: 'true', provider: 'github' },
    });
    expect(response.status()).toBe(200);
    const admin = await adminToken();
    const found = await fetch(
      `${strapiUrl()}/content-manager/collection-types/plugin::users-permissions.user?filters[email][$eq]=${encodeURIComponent(account.email)}&populate=role`,
      {
        headers: { Authorization: `Bearer ${admin}` },
      },
    );
    const { results } = (await found.json()) as { results: { blocked: boolean; confirmed: boolean; role: { type: string } }[] };
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ blocked: false, confirmed: true, role: { type: 'authenticated' } });
    const login = await fetch(`${strapiUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.0.1' },
      body: JSON.stringify({ identifier: account.email, password: account.password }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const me = (await (await fetch(`${strapiUrl()}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).json()) as {
      provider: string;
    };
    expect(me.provider).toBe('local');
  });

  test(
    'a user cannot delete another user’s entry through the app',
    { tag: '@database' },
    async ({ page, context, visitor, account, registered }) => {
      const created = await fetch(`${strapiUrl()}/api/articles`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${registered.jwt}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { title: `Not yours to delete ${Date.now()}` } }),
      });
      const { data } = (await created.json()) as { data: { documentId: string } };
      const other = await registerAccount(newAccount('deleter'), visitor);
      await startSignedIn(page, account.email, account.password, `/articles/${data.documentId}`);
      // The dialog, as a user gets it once the page is ready (before that, Delete opens the server's
      // confirmation page: before-hydration.spec.ts).
      await expect(page).toHaveURL(/\/articles\/not-yours-to-delete-\d+$/);
      await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
      await hydrated(page);
      await page.getByRole('button', { name: 'Delete' }).click();
      // The session changes to someone else before the confirmation (another tab, a stolen form).
      const cookie = (await sessionCookie(context))!;
      await context.addCookies([{ ...cookie, value: other.jwt }]);
      await page.getByRole('dialog').getByRole('button', { name: 'Delete permanently' }).click();
      await expect(page.getByText('You can only change entries you created. Nothing was deleted.')).toBeVisible();
      expect((await strapiArticles(`filters[documentId][$eq]=${data.documentId}`)).meta.pagination.total).toBe(1);
    },
  );

  test('filters and sorting on private fields never reach Strapi', async ({ page, visitor }) => {
    const from = recordedCount();
    const response = await page.goto(
      '/articles?f.password=x&sort=password:asc&f.resetPasswordToken=abc&f.author=xyz&f.author.password=x&q=private-fields',
    );
    expect(response?.status()).toBe(200);
    const sent = recordedRequests(from).filter((request) => request.ip === visitor || request.url.includes('private-fields'));
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(decodeURIComponent(request.url)).not.toMatch(/password|resetPasswordToken|\[author\]/i);
  });

  test('the token never appears in a URL, the HTML or a log line', async ({ page, context, account, registered }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await startSignedIn(page, account.email, account.password, '/account');
    await expect(page.locator('dd', { hasText: registered.user.email })).toBeVisible();
    await page.goto('/articles');
    const token = (await sessionCookie(context))!.value;
    expect(token.length).toBeGreaterThan(20);
    expect(await page.content()).not.toContain(token);
    expect(await (await page.request.get('/account')).text()).not.toContain(token);
    expect(urls.filter((url) => url.includes(token))).toEqual([]);
    // The logs hold everything up to now once a request made after all of the above is in them:
    // a search, whose call to Strapi carries the request's id into Strapi's log line (the test
    // stands where the proxy would, so the app keeps the id it is sent), with the processes'
    // output written out on demand.
    const logDir = path.resolve('test-results/logs/e2e');
    const marker = `log-marker-${Date.now()}`;
    await page.request.get(`/articles?q=${marker}`, { headers: { Accept: 'text/html', 'X-Request-Id': marker } });
    await expect
      .poll(async () => {
        await control('/logs/flush');
        return readFileSync(path.join(logDir, 'strapi.log'), 'utf8').includes(marker);
      })
      .toBe(true);
    for (const file of readdirSync(logDir)) expect(readFileSync(path.join(logDir, file), 'utf8'), file).not.toContain(token);
  });
});
