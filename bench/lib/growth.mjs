/**
 * Grows the articles table straight in the bench Strapi's SQLite file (REST would take far too
 * long for 100k rows): realistic rows with a summary and a markdown body, published, newest last.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from '../../stack/processes.mjs';

const require = createRequire(path.join(cmsDir, 'package.json'));

export function countArticles(databaseFile) {
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile);
  try {
    return db.prepare('select count(*) as count from articles').get().count;
  } finally {
    db.close();
  }
}

export function growArticles(databaseFile, target) {
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 10000');
  try {
    const current = db.prepare('select count(*) as count from articles').get().count;
    const insert = db.prepare(`insert into articles
      (document_id, title, slug, summary, body, published_on, featured, reading_minutes, level, created_at, updated_at, published_at)
      values (@documentId, @title, @slug, @summary, @body, @publishedOn, @featured, @readingMinutes, @level, @at, @at, @at)`);
    const levels = ['beginner', 'intermediate', 'advanced'];
    const start = Date.parse('2025-01-01T00:00:00Z');
    db.transaction(() => {
      for (let index = current; index < target; index += 1) {
        const title = `Generated article ${index + 1}`;
        insert.run({
          documentId: randomBytes(12).toString('hex').slice(0, 24),
          title,
          slug: `generated-article-${index + 1}`,
          summary: `${title}: filler for the growth benchmark.`,
          body: `## ${title}\n\nSome text with a [link](https://example.com).\n\n- one\n- two\n`,
          publishedOn: new Date(start + index * 3_600_000).toISOString().slice(0, 10),
          featured: index % 9 === 0 ? 1 : 0,
          readingMinutes: 1 + (index % 20),
          level: levels[index % 3],
          at: new Date(start + index * 60_000).toISOString(),
        });
      }
    })();
    return target - current;
  } finally {
    db.close();
  }
}
