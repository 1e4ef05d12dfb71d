import { newAccount, registerAccount, strapiUrl } from '@/tests/support/backend';

/**
 * The addresses a published entry left, straight at Strapi as any client would write and ask: kept when a published
 * uid changes (an update of a type without drafts, a publish of one with drafts), never for a draft's own changes,
 * per locale, the latest to leave an address owning it; a new translation and an emptied address get one made.
 */
let visitorCount = 0;
const nextVisitor = () => `10.43.${Math.floor(++visitorCount / 250)}.${(visitorCount % 250) + 1}`;
const tag = Math.random().toString(36).slice(2, 7);
const ARTICLE = 'api::article.article';

interface Written {
  documentId: string;
  slug: string | null;
}

async function write(jwt: string, method: string, path: string, data?: Record<string, unknown>): Promise<Written> {
  const response = await fetch(`${strapiUrl()}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}`, 'X-Forwarded-For': nextVisitor() },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: Written }).data;
}

async function addresses(query: Record<string, string>) {
  const response = await fetch(`${strapiUrl()}/api/portico-guard/addresses?${new URLSearchParams(query)}`, {
    headers: { 'X-Forwarded-For': nextVisitor() },
  });
  return { status: response.status, body: (await response.json()) as { data?: { documentId?: string; paths?: string[] } } };
}

const leftBy = async (path: string, locale = 'en') => (await addresses({ type: ARTICLE, path, locale })).body.data?.documentId ?? null;

let member: { jwt: string };
beforeAll(async () => {
  member = await registerAccount(newAccount('renamer'), nextVisitor());
});

describe('old addresses', () => {
  it('a published rename keeps the old address for the entry; a draft’s rename keeps none until it is published', async () => {
    const entry = await write(member.jwt, 'POST', '/articles?status=published', { title: `Harbour ${tag}`, slug: `harbour-${tag}` });
    expect(await leftBy(`harbour-${tag}`)).toBeNull();

    // Saved as a draft: the published address is still the entry's, nothing has left it.
    await write(member.jwt, 'PUT', `/articles/${entry.documentId}?status=draft`, { slug: `quay-${tag}` });
    expect(await leftBy(`harbour-${tag}`)).toBeNull();

    // Published: the address it had is kept, and leads to it.
    await write(member.jwt, 'PUT', `/articles/${entry.documentId}?status=published`, { slug: `quay-${tag}` });
    expect(await leftBy(`harbour-${tag}`)).toBe(entry.documentId);
    expect((await addresses({ type: ARTICLE, documentId: entry.documentId })).body.data?.paths).toEqual([`harbour-${tag}`]);
    // Only in the locale it was left in.
    expect(await leftBy(`harbour-${tag}`, 'fr')).toBeNull();

    // Unpublished, it leads nowhere (nor says which entry it was) until published again.
    await write(member.jwt, 'POST', `/articles/${entry.documentId}/unpublish`);
    expect(await addresses({ type: ARTICLE, path: `harbour-${tag}`, locale: 'en' })).toMatchObject({ status: 404, body: { data: null } });
    await write(member.jwt, 'PUT', `/articles/${entry.documentId}?status=published`, { title: `Harbour ${tag}` });
    expect(await leftBy(`harbour-${tag}`)).toBe(entry.documentId);
  });

  it('the latest entry to leave an address owns it', async () => {
    const first = await write(member.jwt, 'POST', '/articles?status=published', { title: `Pier ${tag}`, slug: `pier-${tag}` });
    await write(member.jwt, 'PUT', `/articles/${first.documentId}?status=published`, { slug: `pier-one-${tag}` });
    const second = await write(member.jwt, 'POST', '/articles?status=published', { title: `Pier ${tag}`, slug: `pier-${tag}` });
    await write(member.jwt, 'PUT', `/articles/${second.documentId}?status=published`, { slug: `pier-two-${tag}` });
    expect(await leftBy(`pier-${tag}`)).toBe(second.documentId);
  });

  it('a new translation gets its own address from its title, and an address emptied keeps the one it had', async () => {
    const entry = await write(member.jwt, 'POST', '/articles?status=published', { title: `Lighthouse ${tag}` });
    expect(entry.slug).toBe(`lighthouse-${tag}`);
    const french = await write(member.jwt, 'PUT', `/articles/${entry.documentId}?locale=fr&status=published`, { title: `Phare ${tag}` });
    expect(french.slug).toBe(`phare-${tag}`);
    const emptied = await write(member.jwt, 'PUT', `/articles/${entry.documentId}?status=published`, { slug: '' });
    expect(emptied.slug).toBe(`lighthouse-${tag}`);
  });

  it('asks only about types with an address field, and says nothing of an address nobody left', async () => {
    expect((await addresses({ type: 'plugin::users-permissions.user', path: 'x' })).status).toBe(404);
    expect((await addresses({ type: 'api::about.about', path: 'x' })).status).toBe(404);
    expect((await addresses({ type: ARTICLE, path: `nobody-${tag}` })).status).toBe(404);
  });
});
