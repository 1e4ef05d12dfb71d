import { newAccount, registerAccount, strapiUrl } from '@/tests/support/backend';

/**
 * The fields members write (portico-guard's `memberFields`; the demo keeps `featured` and `publishedOn` for its
 * editors), tried straight at the real Strapi with a member's own token: the app's forms are no defence.
 */

let visitor = 0;
async function member() {
  visitor += 1;
  const { jwt } = await registerAccount(newAccount('writer'), `10.9.${Math.floor(visitor / 250)}.${visitor % 250}`);
  return { jwt, headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' } };
}

type Failure = { error: { status: number; name: string; message: string; details: { errors?: { path: string[]; message: string }[] } } };

const write = (headers: Record<string, string>, method: 'POST' | 'PUT', path: string, data: Record<string, unknown>) =>
  fetch(`${strapiUrl()}/api/${path}`, { method, headers, body: JSON.stringify({ data }) });

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  const { error } = (await response.json()) as Failure;
  expect(error.name).toBe('ValidationError');
  return error;
}

const titled = (what: string) => ({ title: `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}` });

describe("fields kept for the site's editors", () => {
  it('refuses a create that sets one, naming it, and stores nothing', async () => {
    const { headers } = await member();
    const data = titled('Featured by myself');
    const error = await refusal(await write(headers, 'POST', 'articles', { ...data, featured: true, publishedOn: '2020-01-01' }));
    expect(error.details.errors).toEqual([
      {
        path: ['featured'],
        message: "featured is kept for the site's editors: members cannot set it.",
        name: 'ValidationError',
        value: null,
      },
      {
        path: ['publishedOn'],
        message: "publishedOn is kept for the site's editors: members cannot set it.",
        name: 'ValidationError',
        value: null,
      },
    ]);
    for (const status of ['published', 'draft']) {
      const found = await fetch(`${strapiUrl()}/api/articles?status=${status}&filters[title][$eq]=${encodeURIComponent(data.title)}`, {
        headers,
      });
      expect(((await found.json()) as { data: unknown[] }).data).toEqual([]);
    }
  });

  it('refuses an update that sets one, in every locale, and changes nothing', async () => {
    const { headers } = await member();
    const data = titled('Mine');
    const created = await write(headers, 'POST', 'articles', { ...data, summary: 'Written by a member.' });
    expect(created.status).toBe(201);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

    const error = await refusal(await write(headers, 'PUT', `articles/${documentId}`, { summary: 'Changed.', featured: true }));
    expect(error.message).toBe("featured is kept for the site's editors: members cannot set it.");
    // A new translation is an update too.
    const french = await refusal(
      await write(headers, 'PUT', `articles/${documentId}?locale=fr`, { ...titled('À moi'), publishedOn: '2020-01-01' }),
    );
    expect(french.details.errors?.map((problem) => problem.path)).toEqual([['publishedOn']]);

    const stored = await fetch(`${strapiUrl()}/api/articles/${documentId}`, { headers });
    expect(((await stored.json()) as { data: { summary: string; featured: boolean | null } }).data).toMatchObject({
      summary: 'Written by a member.',
      featured: false,
    });
    const translation = await fetch(`${strapiUrl()}/api/articles/${documentId}?locale=fr`, { headers });
    expect(translation.status).toBe(404);
  });

  it('takes every field the config lists, and a new translation with them', async () => {
    const { headers } = await member();
    const created = await write(headers, 'POST', 'articles', {
      ...titled('Listed'),
      summary: 'A lead.',
      readingMinutes: 3,
    });
    expect(created.status).toBe(201);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
    expect((await write(headers, 'PUT', `articles/${documentId}?locale=fr`, { ...titled('Listé'), summary: 'Un chapeau.' })).status).toBe(
      200,
    );
  });

  it("are named to the app with the content manager's labels, so its forms leave them out", async () => {
    const response = await fetch(`${strapiUrl()}/api/portico-guard/labels`);
    expect(response.status).toBe(200);
    const { meta } = (await response.json()) as { meta: { memberFields: Record<string, string[]> } };
    expect(meta.memberFields['api::article.article']).toEqual(
      expect.arrayContaining(['title', 'slug', 'summary', 'body', 'content', 'cover', 'gallery', 'category']),
    );
    expect(meta.memberFields['api::article.article']).not.toEqual(expect.arrayContaining(['featured']));
    expect(meta.memberFields['api::article.article']).not.toEqual(expect.arrayContaining(['publishedOn']));
  });
});
