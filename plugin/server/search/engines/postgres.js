'use strict';

// The index in PostgreSQL: the versions with a tsvector of their analysed terms (lexemes as they are) under a GIN
// index, ranked by ts_rank, the title first; its vocabulary, for typos, a table of terms counted with the index.
const ENTRIES = 'portico_search_entries';
const VOCABULARY = 'portico_search_vocabulary';

/** A tsquery of lexemes ANDed, each quoted: the input syntax, which takes any characters. */
const tsquery = (terms) => terms.map((term) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' & ');

function postgresEngine(knex, transaction) {
  const rows = async (sql, bindings = [], on = knex) => (await on.raw(sql, bindings)).rows;

  /** Moves the vocabulary's counts from the versions' old terms to their new ones. */
  async function count(trx, terms, change) {
    if (!terms.length) return;
    await trx.raw(
      `INSERT INTO ${VOCABULARY} (term, docs) SELECT t, ? FROM unnest(?::text[]) AS t
       ON CONFLICT (term) DO UPDATE SET docs = ${VOCABULARY}.docs + EXCLUDED.docs`,
      [change, terms],
    );
    if (change < 0) await trx.raw(`DELETE FROM ${VOCABULARY} WHERE docs <= 0`);
  }

  return {
    name: 'postgres-tsvector',

    async setup() {
      await knex.raw(`CREATE TABLE IF NOT EXISTS ${ENTRIES} (
        id BIGSERIAL PRIMARY KEY,
        uid TEXT NOT NULL, document_id TEXT NOT NULL, locale TEXT NOT NULL, status TEXT NOT NULL, owner_id INTEGER,
        title TEXT NOT NULL, body TEXT NOT NULL, terms TEXT[] NOT NULL, vector TSVECTOR NOT NULL, indexed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        UNIQUE (uid, document_id, locale, status))`);
      await knex.raw(`CREATE INDEX IF NOT EXISTS ${ENTRIES}_vector ON ${ENTRIES} USING GIN (vector)`);
      await knex.raw(`CREATE INDEX IF NOT EXISTS ${ENTRIES}_document ON ${ENTRIES} (uid, document_id)`);
      await knex.raw(`CREATE TABLE IF NOT EXISTS ${VOCABULARY} (term TEXT PRIMARY KEY, docs INTEGER NOT NULL)`);
      await knex.raw(`CREATE INDEX IF NOT EXISTS ${VOCABULARY}_shape ON ${VOCABULARY} ((left(term, 1)), (char_length(term)))`);
    },

    /** Each document's versions become `versions` (none: it leaves the index), all in one transaction. */
    async replaceDocuments(uid, documents) {
      await transaction(async (trx) => {
        for (const { documentId, versions } of documents) {
          // Two instances indexing one document wait for each other: the counts stay right.
          await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`${uid}:${documentId}`]);
          const old = await rows(`DELETE FROM ${ENTRIES} WHERE uid = ? AND document_id = ? RETURNING terms`, [uid, documentId], trx);
          for (const { terms } of old) await count(trx, [...new Set(terms)], -1);
          for (const version of versions) {
            const terms = [...new Set([...version.titleTerms, ...version.bodyTerms])];
            await trx.raw(
              `INSERT INTO ${ENTRIES} (uid, document_id, locale, status, owner_id, title, body, terms, vector)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?::text[],
                 setweight(array_to_tsvector(?::text[]), 'A') || setweight(array_to_tsvector(?::text[]), 'B'))`,
              [
                uid,
                documentId,
                version.locale,
                version.status,
                version.ownerId,
                version.title,
                version.body,
                terms,
                version.titleTerms,
                version.bodyTerms,
              ],
            );
            await count(trx, terms, 1);
          }
        }
      });
    },

    async clear() {
      await knex.raw(`TRUNCATE ${ENTRIES}, ${VOCABULARY}`);
    },

    async search({ terms, locale, uids, userId, limit, offset }) {
      if (!terms.length || !uids.length) return { total: 0, byType: {}, hits: [] };
      const where = `vector @@ ?::tsquery AND locale IN (?, '') AND uid = ANY(?::text[])
        AND (status = 'published' OR (status = 'draft' AND owner_id = ?))`;
      const bindings = [tsquery(terms), locale, uids, userId ?? -1];
      const counts = await rows(`SELECT uid, COUNT(*) AS n FROM ${ENTRIES} WHERE ${where} GROUP BY uid`, bindings);
      const hits = await rows(
        `SELECT uid, document_id AS "documentId", locale, status, title, body FROM ${ENTRIES} WHERE ${where}
         ORDER BY ts_rank('{0.1, 0.2, 0.4, 1.0}', vector, ?::tsquery) DESC, id LIMIT ? OFFSET ?`,
        [...bindings, tsquery(terms), limit, offset],
      );
      const byType = Object.fromEntries(counts.map((row) => [row.uid, Number(row.n)]));
      return { total: Object.values(byType).reduce((sum, n) => sum + n, 0), byType, hits };
    },

    async documentsWith(term) {
      const [row] = await rows(`SELECT docs FROM ${VOCABULARY} WHERE term = ?`, [term]);
      return Number(row?.docs ?? 0);
    },

    async candidates(term, spread) {
      const first = String.fromCodePoint(term.codePointAt(0));
      const found = await rows(`SELECT term, docs FROM ${VOCABULARY} WHERE left(term, 1) = ? AND char_length(term) BETWEEN ? AND ?`, [
        first,
        [...term].length - spread,
        [...term].length + spread,
      ]);
      return found.map((row) => ({ term: row.term, count: Number(row.docs) }));
    },

    async stats() {
      const [row] = await rows(`SELECT COUNT(*) AS n, pg_total_relation_size('${ENTRIES}') AS bytes FROM ${ENTRIES}`);
      return { versions: Number(row.n), bytes: Number(row.bytes) };
    },
  };
}

module.exports = { postgresEngine, tsquery };
