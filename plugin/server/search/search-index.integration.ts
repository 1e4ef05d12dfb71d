import { createRequire } from 'node:module';
import path from 'node:path';
import { adminToken, newAccount, registerAccount, strapiUrl } from '@/tests/support/backend';

/**
 * The search index as an operator meets it. When it cannot answer, Strapi's plugin searches each readable type
 * with `$containsi` and says so: its table is taken away under the running Strapi (and put back), as a broken
 * index would be. When it has missed content (written while it was not watching), the rebuild puts it back.
 */
const require = createRequire(path.join(process.cwd(), 'cms', 'package.json'));

function database() {
  const uploads = process.env.STRAPI_TEST_UPLOADS_DIR;
  if (!uploads) throw new Error('STRAPI_TEST_UPLOADS_DIR is not set: this test needs the test stack’s own Strapi');
  const Database = require('better-sqlite3');
  const db = new Database(path.resolve(uploads, '..', '..', 'data.db'));
  db.pragma('busy_timeout = 10000');
  return db;
}

describe('search without its index', () => {
  it('searches each readable type for the exact text, and says so', async () => {
    const db = database();
    db.exec('ALTER TABLE portico_search_entries RENAME TO portico_search_entries_away');
    try {
      const answer = (await (await fetch(`${strapiUrl()}/api/portico-guard/search?q=caching`)).json()) as {
        data: { type: { pluralName: string }; title: { text: string }[] }[];
        meta: { fallback: boolean; total: number; types: { uid: string; count: number }[] };
      };
      expect(answer.meta.fallback).toBe(true);
      expect(answer.meta.total).toBeGreaterThan(0);
      expect(new Set(answer.data.map((hit) => hit.type.pluralName))).toEqual(new Set(['articles', 'categories']));
      // No typo is read without the index: the exact text only.
      const typo = (await (await fetch(`${strapiUrl()}/api/portico-guard/search?q=cachng`)).json()) as {
        meta: { total: number; fallback: boolean };
      };
      expect(typo.meta).toMatchObject({ total: 0, fallback: true });
    } finally {
      db.exec('ALTER TABLE portico_search_entries_away RENAME TO portico_search_entries');
      db.close();
    }
    const back = (await (await fetch(`${strapiUrl()}/api/portico-guard/search?q=cachng`)).json()) as {
      meta: { total: number; fallback: boolean };
    };
    expect(back.meta.fallback).toBe(false);
    expect(back.meta.total).toBeGreaterThan(0);
  });
});

interface Rebuilt {
  data: { documents: number; ms: number };
}

async function apiToken(type: 'full-access' | 'read-only' | 'custom', permissions?: string[]) {
  const response = await fetch(`${strapiUrl()}/admin/api-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `search-rebuild-${type}-${Date.now()}`, type, permissions, lifespan: null }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { accessKey: string } }).data.accessKey;
}

const rebuild = (token?: string) =>
  fetch(`${strapiUrl()}/api/portico-guard/search/rebuild`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

describe('rebuilding the index', () => {
  it('is refused to visitors, members and every token but a full-access one', async () => {
    expect((await rebuild()).status).toBe(403);
    const member = await registerAccount(newAccount('rebuilder'), '10.43.0.1');
    expect((await rebuild(member.jwt)).status).toBe(403);
    expect((await rebuild(await apiToken('read-only'))).status).toBe(403);
    // A custom token granted the action itself is still refused: the rebuild reads every draft of every type.
    const custom = await rebuild(await apiToken('custom', ['plugin::portico-guard.search.rebuild']));
    expect(custom.status).toBe(403);
    expect(((await custom.json()) as { error: { message: string } }).error.message).toMatch(/full-access API token/);
  });

  it('puts back what the index missed, for a full-access token', async () => {
    const word = `rebuilt${Math.random().toString(36).slice(2, 7)}`;
    const member = await registerAccount(newAccount('rebuilt'), '10.43.0.2');
    const created = await fetch(`${strapiUrl()}/api/articles?status=published`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: `Missed by the index ${word}` } }),
    });
    expect(created.status).toBe(201);
    const found = async () =>
      ((await (await fetch(`${strapiUrl()}/api/portico-guard/search?q=${word}`)).json()) as { meta: { total: number } }).meta.total;
    expect(await found()).toBe(1);

    // As if written while the index was not watching: its entries taken out of the index alone.
    const db = database();
    try {
      const ids = db
        .prepare("SELECT id FROM portico_search_entries WHERE uid = 'api::article.article' AND title LIKE ?")
        .all(`%${word}%`) as { id: number }[];
      expect(ids.length).toBeGreaterThan(0);
      for (const { id } of ids) {
        db.prepare('DELETE FROM portico_search_fts WHERE rowid = ?').run(id);
        db.prepare('DELETE FROM portico_search_entries WHERE id = ?').run(id);
      }
    } finally {
      db.close();
    }
    expect(await found()).toBe(0);

    const response = await rebuild(await apiToken('full-access'));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as Rebuilt;
    expect(data.documents).toBeGreaterThan(1);
    expect(data.ms).toBeGreaterThanOrEqual(0);
    expect(await found()).toBe(1);
  });
});
