import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { adminToken, lastMailId, newAccount, registerAccount, strapiUrl, waitForMail } from '@/tests/support/backend';
import { noisePng } from '@/tests/support/images';
import { unzip } from '@/tests/support/zip';

/**
 * "Download my data" (POST /api/account/export) against the real Strapi: what a member finds in the ZIP, and what
 * they never find there (anyone else's data, a password hash, a token). Each request that Strapi rate-limits comes
 * from its own visitor address, so the limits count per request here.
 */
let visitorCount = 0;
const nextVisitor = () => `10.31.${Math.floor(++visitorCount / 250)}.${(visitorCount % 250) + 1}`;

interface Member {
  account: { username: string; email: string; password: string };
  jwt: string;
  refreshToken: string | undefined;
  user: { id: number };
  visitor: string;
}

async function member(prefix: string): Promise<Member> {
  const visitor = nextVisitor();
  const account = newAccount(prefix);
  const registered = (await registerAccount(account, visitor)) as Awaited<ReturnType<typeof registerAccount>> & { refreshToken?: string };
  return { account, jwt: registered.jwt, refreshToken: registered.refreshToken, user: registered.user, visitor };
}

function call(who: Member | null, method: string, route: string, body?: unknown, visitor = who?.visitor ?? nextVisitor()) {
  return fetch(`${strapiUrl()}/api${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor, ...(who ? { Authorization: `Bearer ${who.jwt}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const exportData = (who: Member | null, body: unknown) => call(who, 'POST', '/account/export', body, nextVisitor());

interface StoredFile {
  id: number;
  name: string;
  url: string;
}

async function upload(who: Member, files: { name: string; bytes: Buffer; type: string }[]): Promise<StoredFile[]> {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${strapiUrl()}/api/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.jwt}`, 'X-Forwarded-For': who.visitor },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as StoredFile[];
}

async function written(response: Response): Promise<{ documentId: string }> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { documentId: string } }).data;
}

interface ExportedEntry {
  type: string;
  pluralName: string;
  documentId: string;
  locale: string | null;
  status: 'draft' | 'published';
  publishedAt: string | null;
  fields: Record<string, unknown>;
}
interface ExportedFile {
  id: number;
  name: string;
  url: string;
  path: string | null;
  missing?: boolean;
  bytes?: number;
}
interface Account {
  exportedAt: string;
  profile: Record<string, unknown>;
  preferences: { language: string | null };
  entries: ExportedEntry[];
  files: ExportedFile[];
  sessions: Record<string, unknown>[];
  activity: unknown[];
}

async function zipOf(response: Response) {
  const entries = await unzip(Buffer.from(await response.arrayBuffer()));
  const account = JSON.parse(entries.get('account.json')!.toString('utf8')) as Account;
  return { entries, account };
}

const tag = Math.random().toString(36).slice(2, 8);
const PDF = Buffer.from(
  `%PDF-1.4\n% notes ${tag}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n%%EOF\n`,
);
const TITLES = { published: `Exporter title ${tag}`, draft: `Exporter draft ${tag}`, french: `Titre exportateur ${tag}` };

let owner: Member;
let other: Member;
let ownerFiles: { cover: StoredFile; notes: StoredFile; lost: StoredFile };
let othersFile: StoredFile;
let othersTitle: string;
let documentId: string;

beforeAll(async () => {
  [owner, other] = [await member('exporter'), await member('bystander')];
  othersFile = (await upload(other, [{ name: `bystander-secret-${tag}.png`, bytes: noisePng(8, 8), type: 'image/png' }]))[0]!;
  othersTitle = `Bystander title ${tag}`;
  await written(await call(other, 'POST', '/articles', { data: { title: othersTitle } }));

  const uploaded = await upload(owner, [
    { name: 'my-cover.png', bytes: noisePng(8, 8), type: 'image/png' },
    { name: 'my-notes.pdf', bytes: PDF, type: 'application/pdf' },
    { name: 'lost-notes.pdf', bytes: PDF, type: 'application/pdf' },
  ]);
  // Strapi answers the files of one upload in the order it stored them, which is not always the order sent.
  const [cover, notes, lost] = ['my-cover.png', 'my-notes.pdf', 'lost-notes.pdf'].map((name) =>
    uploaded.find((file) => file.name === name),
  );
  ownerFiles = { cover: cover!, notes: notes!, lost: lost! };
  documentId = (await written(await call(owner, 'POST', '/articles', { data: { title: TITLES.published, cover: cover!.id } }))).documentId;
  // The gallery shows the other member's image, put there by an editor (a member may name only their own files): the
  // owner's entry relates to something the other owns.
  const byEditor = await fetch(`${strapiUrl()}/content-manager/collection-types/api::article.article/${documentId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ gallery: [othersFile!.id] }),
  });
  if (!byEditor.ok) throw new Error(`the editor's change answered ${byEditor.status}: ${await byEditor.text()}`);
  await written(await call(owner, 'PUT', `/articles/${documentId}?status=draft`, { data: { title: TITLES.draft } }));
  await written(await call(owner, 'PUT', `/articles/${documentId}?locale=fr`, { data: { title: TITLES.french } }));
  // Bytes gone from the disk (a restore that missed them): the export lists the file and still completes.
  unlinkSync(path.join(process.env.STRAPI_TEST_UPLOADS_DIR as string, path.basename(lost!.url)));
});

describe('POST /api/account/export: confirm it’s you first', () => {
  it('refuses without the password or a recent confirmation, and with a wrong password, sending nothing', async () => {
    const none = await exportData(owner, {});
    expect(none.status).toBe(400);
    expect(none.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await none.json()) as { error: { details: { errors: { path: string[] }[] } } };
    expect(body.error.details.errors[0]!.path).toEqual(['currentPassword']);

    const wrong = await exportData(owner, { currentPassword: 'Not-the-password-9' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { details: unknown } }).error.details).toEqual({
      errors: [{ path: ['currentPassword'], message: 'The provided current password is invalid', name: 'ValidationError' }],
    });

    expect((await exportData(null, { currentPassword: owner.account.password })).status).toBe(403);
  });
});

describe('the ZIP a member downloads', () => {
  let response: Response;
  let entries: Map<string, Buffer>;
  let account: Account;
  beforeAll(async () => {
    response = await exportData(owner, { currentPassword: owner.account.password });
    ({ entries, account } = await zipOf(response));
  });

  it('is an attachment, never cached, streamed as it is made', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="portico-data-${owner.account.username}-${day}.zip"`);
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('holds the profile, every version of the member’s entry and their files with their bytes', async () => {
    expect(account.profile).toMatchObject({
      id: owner.user.id,
      username: owner.account.username,
      email: owner.account.email,
      provider: 'local',
    });
    expect(account.profile.createdAt).toEqual(expect.any(String));
    expect(account.preferences).toHaveProperty('language');
    expect(account.sessions.length).toBeGreaterThan(0);
    expect(Array.isArray(account.activity)).toBe(true);

    const versions = account.entries.filter((entry) => entry.documentId === documentId);
    const summary = versions.map(({ type, pluralName, locale, status, fields }) => ({
      type,
      pluralName,
      locale,
      status,
      title: fields.title,
    }));
    expect(summary).toEqual([
      { type: 'api::article.article', pluralName: 'articles', locale: 'en', status: 'draft', title: TITLES.draft },
      { type: 'api::article.article', pluralName: 'articles', locale: 'en', status: 'published', title: TITLES.published },
      { type: 'api::article.article', pluralName: 'articles', locale: 'fr', status: 'draft', title: TITLES.french },
      { type: 'api::article.article', pluralName: 'articles', locale: 'fr', status: 'published', title: TITLES.french },
    ]);
    const draft = versions[0]!;
    expect(draft.publishedAt).toBeNull();
    expect(draft.fields.cover).toEqual({ id: ownerFiles.cover.id, name: ownerFiles.cover.name, url: ownerFiles.cover.url });
    expect(draft.fields.gallery).toEqual([{ id: othersFile.id, anotherMembersFile: true }]);
    for (const left of ['author', 'createdBy', 'updatedBy', 'localizations']) expect(draft.fields).not.toHaveProperty(left);

    const listed = (file: StoredFile) => account.files.find((candidate) => candidate.id === file.id);
    const notes = listed(ownerFiles.notes)!;
    expect(notes).toMatchObject({ name: 'my-notes.pdf', url: ownerFiles.notes.url, path: `files/${ownerFiles.notes.id}-my-notes.pdf` });
    expect(entries.get(notes.path!)!.equals(PDF)).toBe(true);
    const cover = listed(ownerFiles.cover)!;
    const served = Buffer.from(await (await fetch(`${strapiUrl()}${ownerFiles.cover.url}`)).arrayBuffer());
    expect(entries.get(cover.path!)!.equals(served)).toBe(true);
    expect(listed(ownerFiles.lost)).toMatchObject({ name: 'lost-notes.pdf', path: null, missing: true });
    expect([...entries.keys()].filter((name) => name.startsWith('files/')).sort()).toEqual([cover.path, notes.path].sort());
  });

  it('holds nothing of another member’s, even where the member’s entry shows their file', () => {
    expect(account.files.map((file) => file.id)).not.toContain(othersFile.id);
    const traces = [othersTitle, othersFile.name, othersFile.url, other.account.email, other.account.username];
    for (const [name, bytes] of entries) {
      const text = bytes.toString('utf8');
      expect({ name, found: traces.filter((trace) => text.includes(trace)) }).toEqual({ name, found: [] });
    }
  });
});

describe('secrets', () => {
  it('are nowhere in the ZIP, which a confirmation from the last 5 minutes also opens', async () => {
    // A pending password reset: its code is the user's resetPasswordToken.
    const since = await lastMailId();
    expect((await call(null, 'POST', '/auth/forgot-password', { email: owner.account.email })).status).toBe(200);
    const mail = await waitForMail(owner.account.email, { afterId: since });
    const resetCode = /[?&]code=([A-Za-z0-9]+)/.exec(mail.text + mail.html)?.[1];
    expect(resetCode).toEqual(expect.any(String));
    expect(owner.refreshToken).toEqual(expect.any(String));

    expect((await call(owner, 'POST', '/account/confirm', { currentPassword: owner.account.password }, nextVisitor())).status).toBe(200);
    const response = await exportData(owner, {});
    expect(response.status).toBe(200);
    const { entries } = await zipOf(response);
    const secrets = ['resetPasswordToken', 'confirmationToken', resetCode!, owner.refreshToken!, owner.jwt, owner.account.password];
    for (const [name, bytes] of entries) {
      const text = bytes.toString('latin1');
      expect({ name, hash: /\$2[aby]\$/.test(text), found: secrets.filter((secret) => text.includes(secret)) }).toEqual({
        name,
        hash: false,
        found: [],
      });
    }
  });
});
