import { createRequire } from 'node:module';
import path from 'node:path';
import { strapiUrl } from '@/testing/backend';

/**
 * When the search index cannot answer, Strapi's plugin searches each readable type with `$containsi` and says so.
 * The index's table is taken away under the running Strapi (and put back), as a broken index would be.
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
