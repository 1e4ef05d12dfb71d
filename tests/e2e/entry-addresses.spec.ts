import { registerAccount, newAccount, strapiUrl } from '../support/backend';
import { adminApi } from './support/admin';
import { strapiArticles } from './support/content';
import { expect, test } from './support/fixtures';

/**
 * Entries are addressed by their uid field, per locale (issue 54): their documentId and every address they left answer
 * 301 to where they are now, whoever renamed them (the admin panel, the REST API), from the page server; a name another
 * entry takes wins over the redirect.
 */
async function answer(baseURL: string, path: string) {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), stored: response.headers.get('x-portico-cache') };
}

async function memberWrite(jwt: string, method: string, path: string, data: Record<string, unknown>) {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { documentId: string } }).data;
}

test('an article is addressed by its slug; its documentId and the slugs it left answer 301, a slug taken again wins', async ({
  baseURL,
  visitor,
  page,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const member = await registerAccount(newAccount('addr'), visitor);
  const first = `first-name-${tag}`;
  const second = `second-name-${tag}`;
  const created: string[] = [];
  try {
    const renamed = await memberWrite(member.jwt, 'POST', '/articles', { title: `Renamed ${tag}`, slug: first });
    created.push(renamed.documentId);

    // Found by name, from the list too; the documentId address leads there.
    await page.goto(`/articles?q=${tag}`);
    await expect(page.getByRole('link', { name: `Renamed ${tag}` })).toHaveAttribute('href', `/articles/${first}`);
    expect(await answer(baseURL!, `/articles/${first}`)).toMatchObject({ status: 200 });
    expect(await answer(baseURL!, `/articles/${renamed.documentId}`)).toMatchObject({ status: 301, location: `/articles/${first}` });
    // Kept and answered from memory (once the expiry the entry's creation sent has come: a render under way then is not kept).
    await expect.poll(async () => (await answer(baseURL!, `/articles/${renamed.documentId}`)).stored).toBe('hit');

    // Renamed in Strapi's admin panel: the stored page at the old name is expired, and the old name and the id redirect.
    const admin = await adminApi(visitor);
    await admin.renameArticle(renamed.documentId, second);
    await expect.poll(async () => (await answer(baseURL!, `/articles/${first}`)).location).toBe(`/articles/${second}`);
    expect(await answer(baseURL!, `/articles/${first}`)).toMatchObject({ status: 301 });
    expect(await answer(baseURL!, `/articles/${renamed.documentId}`)).toMatchObject({ status: 301, location: `/articles/${second}` });
    await page.goto(`/articles/${first}`);
    await expect(page).toHaveURL(`${baseURL}/articles/${second}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Renamed ${tag}`);

    // Another entry takes the old name (through the REST API): its page answers there, not the redirect.
    const taker = await memberWrite(member.jwt, 'POST', '/articles', { title: `Taker ${tag}`, slug: first });
    created.push(taker.documentId);
    await expect.poll(async () => (await answer(baseURL!, `/articles/${first}`)).status).toBe(200);
    await page.goto(`/articles/${first}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Taker ${tag}`);

    // Renamed through the REST API with a member's token: the name it left leads to it now, the latest to leave it.
    const third = `third-name-${tag}`;
    await memberWrite(member.jwt, 'PUT', `/articles/${taker.documentId}`, { slug: third });
    await expect.poll(async () => (await answer(baseURL!, `/articles/${first}`)).location).toBe(`/articles/${third}`);
    // Nothing at an address nobody had.
    expect((await answer(baseURL!, `/articles/never-${tag}`)).status).toBe(404);
  } finally {
    for (const documentId of created)
      await fetch(`${strapiUrl()}/api/articles/${documentId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${member.jwt}` } });
  }
});

test('each language has its own address: links, the language switcher and the head say it, and the id leads to it', async ({
  baseURL,
  page,
}) => {
  const [french] = (await strapiArticles('locale=fr&fields[0]=slug&fields[1]=title&sort=title:asc&pagination[pageSize]=1')).data;
  const english = (
    (await (await fetch(`${strapiUrl()}/api/articles/${french!.documentId}?locale=en&fields[0]=slug`)).json()) as { data: { slug: string } }
  ).data;
  expect(french!.slug).not.toBe(english.slug);
  expect(await answer(baseURL!, `/fr/articles/${french!.documentId}`)).toMatchObject({
    status: 301,
    location: `/fr/articles/${french!.slug}`,
  });
  await page.goto(`/fr/articles/${french!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french!.title);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/articles/${english.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/fr/articles/${french!.slug}`);
  await page
    .getByRole('navigation', { name: /langue/i })
    .locator('summary')
    .click();
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(`${baseURL}/articles/${english.slug}`);
});

test('a change to an entry expires its stored page in every language, at its name there', async ({ baseURL, visitor }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const member = await registerAccount(newAccount('addr-fr'), visitor);
  const entry = await memberWrite(member.jwt, 'POST', '/articles', { title: `Quayside ${tag}` });
  try {
    const french = (await memberWrite(member.jwt, 'PUT', `/articles/${entry.documentId}?locale=fr`, { title: `Quai ${tag}` })) as {
      slug?: string;
    };
    expect(french.slug).toBe(`quai-${tag}`);
    const page = async () => (await fetch(`${baseURL}/fr/articles/quai-${tag}`)).text();
    await expect.poll(page).toContain(`Quai ${tag}`);
    await expect.poll(async () => (await answer(baseURL!, `/fr/articles/quai-${tag}`)).stored).toBe('hit');
    await memberWrite(member.jwt, 'PUT', `/articles/${entry.documentId}?locale=fr`, { title: `Quai revu ${tag}` });
    await expect.poll(page).toContain(`Quai revu ${tag}`);
  } finally {
    await fetch(`${strapiUrl()}/api/articles/${entry.documentId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${member.jwt}` },
    });
  }
});
