import net from 'node:net';
import { StrapiAuth } from './auth';
import { StrapiClient } from './client';
import { create, findMany, findOne, findSingle, remove, unpublish, update } from './content';
import { createMemoryStore } from './token-store';
import { caught, adminToken, bearerFingerprint, newAccount, recordedCount, recordedRequests, strapiUrl } from '@/tests/support/backend';

let visitor = 0;
async function signedInClient() {
  visitor += 1;
  const store = createMemoryStore();
  const client = new StrapiClient({ url: strapiUrl(), tokenStore: store, headers: { 'X-Forwarded-For': `10.1.0.${visitor}` } });
  const { jwt, user } = await new StrapiAuth(client).register(newAccount('writer'));
  return { client, jwt: jwt as string, user };
}

const anonymous = () => new StrapiClient({ url: strapiUrl() });

describe('base URL (spec §7, §9)', () => {
  it('is {host}/api', () => {
    expect(anonymous().baseUrl).toBe(`${strapiUrl()}/api`);
  });
});

describe('GET /{collection} with query parameters', () => {
  it('filters, sorts, paginates and reports the total', async () => {
    const page = await findMany<{ title: string; level: string }>(anonymous(), 'articles', {
      filters: { level: { $eq: 'advanced' } },
      sort: ['title:asc'],
      fields: ['title', 'level'],
      pagination: { page: 2, pageSize: 4 },
    });
    expect(page.meta.pagination).toEqual({ page: 2, pageSize: 4, pageCount: 3, total: 10 });
    expect(page.data).toHaveLength(4);
    expect(page.data.every((article) => article.level === 'advanced')).toBe(true);
    const titles = page.data.map((article) => article.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('supports $containsi, $or, dotted relation filters, start/limit and nested populate', async () => {
    const result = await findMany<{ title: string; category: { slug: string } }>(anonymous(), 'articles', {
      filters: {
        $or: [{ title: { $containsi: 'TYPOGRAPHY' } }, { title: { $containsi: 'markdown' } }],
        category: { slug: { $in: ['design', 'content'] } },
      },
      populate: { category: { fields: ['slug'] } },
      pagination: { start: 0, limit: 50 },
    });
    expect(result.data).toHaveLength(6);
    expect(
      result.data.every((article) => /typography|markdown/i.test(article.title) && ['design', 'content'].includes(article.category.slug)),
    ).toBe(true);
  });

  it('raises the 400 body as is for an invalid query', async () => {
    const error = await caught(findMany(anonymous(), 'articles', { filters: { notAField: { $eq: 1 } } }));
    expect(error).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid key notAField' } });
  });

  it('raises 404 for an unknown collection', async () => {
    expect((await caught(findMany(anonymous(), 'no-such-things'))).error.status).toBe(404);
  });
});

describe('create, read, update and delete a document', () => {
  it('POSTs and PUTs the payload wrapped in {data}, reads it by documentId, and DELETE answers 204 with no body', async () => {
    const { client, user } = await signedInClient();
    const created = await create<{ documentId: string; title: string; slug: string }>(client, 'articles', {
      title: 'Integration draft',
      level: 'beginner',
      readingMinutes: 4,
    });
    expect(created.data).toMatchObject({ title: 'Integration draft', slug: 'integration-draft', level: 'beginner' });

    const read = await findOne<{ title: string; author: { id: number } }>(anonymous(), 'articles', created.data.documentId);
    expect(read.data.title).toBe('Integration draft');
    expect(read.data.author.id).toBe(user.id);

    const updated = await update<{ title: string }>(client, 'articles', created.data.documentId, { title: 'Integration final' });
    expect(updated.data.title).toBe('Integration final');

    await expect(remove(client, 'articles', created.data.documentId)).resolves.toBeUndefined();
    expect((await caught(findOne(anonymous(), 'articles', created.data.documentId))).error.status).toBe(404);
  });

  it('raises the validation error body with per-field details', async () => {
    const { client } = await signedInClient();
    const paths = (error: Awaited<ReturnType<typeof caught>>) =>
      (error.error.details as { errors: { path: string[] }[] }).errors.map((detail) => detail.path.join('.'));
    const error = await caught(create(client, 'articles', { title: 'x'.repeat(121), summary: 'y'.repeat(281) }));
    expect(error.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(paths(error)).toEqual(expect.arrayContaining(['title', 'summary']));
    // Draft & Publish: Strapi checks a draft's lengths first and the rest (min, required) when
    // publishing, which a create does unless told ?status=draft; either way nothing is saved.
    const title = `Too short ${Date.now()}`;
    const unpublishable = await caught(create(client, 'articles', { title, readingMinutes: 0 }));
    expect(unpublishable.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(paths(unpublishable)).toEqual(['readingMinutes']);
    const left = await findMany(client, 'articles', { status: 'draft', filters: { title: { $eq: title } } });
    expect(left.data).toEqual([]);
  });

  it('takes the owner from the token, never from the body, and refuses changes by someone else', async () => {
    const owner = await signedInClient();
    const other = await signedInClient();
    const created = await create<{ documentId: string }>(owner.client, 'articles', { title: 'Owned', author: other.user.id });
    const read = await findOne<{ author: { id: number } }>(anonymous(), 'articles', created.data.documentId);
    expect(read.data.author.id).toBe(owner.user.id);

    const denied = await caught(update(other.client, 'articles', created.data.documentId, { title: 'Hijacked' }));
    expect(denied.error).toMatchObject({ status: 403, name: 'PolicyError' });
    expect((await caught(remove(other.client, 'articles', created.data.documentId))).error.status).toBe(403);
    expect((await findOne<{ title: string }>(anonymous(), 'articles', created.data.documentId)).data.title).toBe('Owned');
  });

  it('names the owner by public identity only, ignores an owner sent on update, and lets only the owner unpublish', async () => {
    const owner = await signedInClient();
    const other = await signedInClient();
    const created = await create<{ documentId: string }>(owner.client, 'articles', { title: `Owned and published ${Date.now()}` });
    const id = created.data.documentId;
    const read = await findOne<{ author: Record<string, unknown> }>(anonymous(), 'articles', id);
    expect(owner.user.documentId).toEqual(expect.any(String));
    expect(read.data.author).toEqual({ id: owner.user.id, documentId: owner.user.documentId, username: owner.user.username });

    await update(owner.client, 'articles', id, { title: 'Still mine', author: other.user.id });
    const reread = await findOne<{ title: string; author: { id: number } }>(anonymous(), 'articles', id);
    expect(reread.data).toMatchObject({ title: 'Still mine', author: { id: owner.user.id } });

    expect((await caught(unpublish(other.client, 'articles', id))).error).toMatchObject({ status: 403, name: 'PolicyError' });
    expect((await findOne<{ title: string }>(anonymous(), 'articles', id)).data.title).toBe('Still mine');
    await unpublish(owner.client, 'articles', id);
    expect((await caught(findOne(anonymous(), 'articles', id))).error.status).toBe(404);
  });

  it('answers 403 to a signed-out create', async () => {
    expect((await caught(create(anonymous(), 'articles', { title: 'Nope' }))).error.status).toBe(403);
  });
});

describe('single types: GET and PUT /{singularName}', () => {
  it('reads the homepage, and an API token with write access updates it', async () => {
    const home = await findSingle<{ title: string }>(anonymous(), 'homepage');
    expect(home.data.title).toEqual(expect.any(String));

    const admin = await adminToken();
    const created = await fetch(`${strapiUrl()}/admin/api-tokens`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `integration-${Date.now()}`, type: 'full-access', lifespan: null }),
    });
    const { data } = (await created.json()) as { data: { accessKey: string } };
    const editor = new StrapiClient({ url: strapiUrl(), tokenStore: createMemoryStore(data.accessKey) });
    // Portico never writes a single type; the client's plain request does it here.
    const updateHome = (client: StrapiClient, title: string) =>
      client.request<{ data: { title: string } }>('/homepage', { method: 'PUT', body: { data: { title } } });
    const changed = await updateHome(editor, `${home.data.title} (edited)`);
    expect(changed.data.title).toBe(`${home.data.title} (edited)`);
    await updateHome(editor, home.data.title);
  });

  it('raises the 403 body when a user may not write it', async () => {
    const { client } = await signedInClient();
    expect((await caught(client.request('/homepage', { method: 'PUT', body: { data: { title: 'Mine now' } } }))).error).toMatchObject({
      status: 403,
      name: 'ForbiddenError',
    });
  });
});

describe('Authorization header (spec §6), as Strapi received it', () => {
  it('carries Bearer <token> whenever a token is stored, and nothing otherwise', async () => {
    const { client, jwt } = await signedInClient();
    const from = recordedCount();
    const marker = `bearer-check-${Date.now()}`;
    await findMany(client, 'articles', { filters: { title: { $eq: marker } } });
    await findMany(anonymous(), 'articles', { filters: { title: { $eq: marker } } });
    await client.tokenStore.remove();
    await findMany(client, 'articles', { filters: { title: { $eq: marker } } });

    const seen = recordedRequests(from).filter((request) => request.url.includes(marker));
    expect(seen.map((request) => request.authorization)).toEqual([bearerFingerprint(jwt), null, null]);
  });
});

describe('no answer (spec §8)', () => {
  it('raises UnknownError with status 500 when Strapi is not running', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const client = new StrapiClient({ url: `http://127.0.0.1:${port}`, timeoutMs: 2000 });
    const error = await caught(findMany(client, 'articles'));
    expect(error).toMatchObject({
      data: null,
      error: { status: 500, name: 'UnknownError', message: 'fetch failed', details: { code: 'ECONNREFUSED' } },
    });
  });

  it('sends a read once more when its connection is dropped before the answer; never a write', async () => {
    // A real socket server standing in for a keep-alive connection closed as it was reused: the
    // first connection reads the request and closes; later ones answer like Strapi.
    const seen: string[] = [];
    let connections = 0;
    const flaky = net.createServer((socket) => {
      const first = ++connections === 1;
      socket.once('data', (chunk) => {
        seen.push(chunk.toString('latin1').split(' ', 1)[0]!);
        if (first) return void socket.destroy();
        const body = JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
        socket.end(
          `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const { port } = flaky.address() as net.AddressInfo;
    try {
      const client = new StrapiClient({ url: `http://127.0.0.1:${port}`, timeoutMs: 2000 });
      expect((await findMany(client, 'articles')).meta.pagination.total).toBe(0);
      expect(seen).toEqual(['GET', 'GET']);

      connections = 0;
      seen.length = 0;
      const error = await caught(create(client, 'articles', { title: 'Sent once' }));
      expect(error.error).toMatchObject({ status: 500, name: 'UnknownError', details: { code: 'UND_ERR_SOCKET' } });
      expect(seen).toEqual(['POST']);
    } finally {
      flaky.close();
    }
  });

  it('raises UnknownError once the timeout passes when Strapi accepts but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const client = new StrapiClient({ url: `http://127.0.0.1:${port}`, timeoutMs: 300 });
      const error = await caught(findMany(client, 'articles'));
      expect(error.error).toMatchObject({ status: 500, name: 'UnknownError', message: 'Strapi did not answer within 300 ms' });
    } finally {
      sockets.forEach((socket) => socket.destroy());
      silent.close();
    }
  });
});
