/**
 * Grows the articles table straight in the bench Strapi's SQLite file (REST would take far too
 * long for 100k rows): realistic rows with a summary and a markdown body, published, newest last.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from '../../scripts/stack/processes.mjs';

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

/** A fixed vocabulary of made-up words, the same every run: syllables joined, 4,000 of them. */
export function benchVocabulary(size = 4000) {
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vi', 'zo', 'pa', 'qui', 'dre', 'fon', 'gal', 'hus', 'jor'];
  const words = [];
  for (let index = 0; words.length < size; index += 1) {
    let word = '';
    for (let n = index + syllables.length; n > 0; n = Math.floor(n / syllables.length)) word += syllables[n % syllables.length];
    if (word.length >= 4) words.push(word);
  }
  return words;
}

/**
 * Grows the articles table as growArticles does, with text a search can tell apart: each article's title, summary
 * and body are words of `benchVocabulary`, the first words far more often than the last (as in any language).
 */
export function growSearchableArticles(databaseFile, target, vocabulary = benchVocabulary()) {
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 10000');
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const words = (count) => Array.from({ length: count }, () => vocabulary[Math.floor(vocabulary.length * random() ** 3)]).join(' ');
  try {
    const current = db.prepare('select count(*) as count from articles').get().count;
    const insert = db.prepare(`insert into articles (document_id, title, slug, summary, body, locale, created_at, updated_at, published_at)
      values (@documentId, @title, @slug, @summary, @body, 'en', @at, @at, @at)`);
    const start = Date.parse('2025-01-01T00:00:00Z');
    db.transaction(() => {
      for (let index = current; index < target; index += 1) {
        insert.run({
          documentId: randomBytes(12).toString('hex').slice(0, 24),
          title: words(4),
          slug: `searchable-${index + 1}`,
          summary: words(12),
          body: `## ${words(3)}\n\n${words(40)}\n`,
          at: new Date(start + index * 60_000).toISOString(),
        });
      }
    })();
    return target - current;
  } finally {
    db.close();
  }
}

/** The bytes of the tables whose names start with `prefix`, from SQLite's dbstat; null without it. */
export function tableBytes(databaseFile, prefix) {
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare('select sum(pgsize) as bytes from dbstat where name like ?').get(`${prefix}%`).bytes;
  } catch {
    return null;
  } finally {
    db.close();
  }
}
