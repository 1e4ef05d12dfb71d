'use strict';

const crypto = require('node:crypto');
const { closestTerm, distanceLimit, queryWords, snippet, terms } = require('./analysis');
const { versionsOfMany } = require('./documents');
const { sqliteEngine } = require('./engines/sqlite');
const { postgresEngine } = require('./engines/postgres');
const { defaultLocale } = require('../site');

// One search over every `api::` type, in the database Strapi runs on (SQLite FTS5 or PostgreSQL tsvector), kept
// current by the document service and asked with the caller's role. Words are analysed here for both engines; an
// unknown word is read as its closest known one. Without an engine, or when it fails, `$containsi` answers, and says so.
const FALLBACK_PER_TYPE = 50;
const MAX_PAGE_SIZE = 50;
const STATE_KEY = 'search-index';
// The text a snippet is looked for in: splitting a whole long body into words for each result costs too much.
const SNIPPET_SOURCE = 20_000;
// Documents indexed in one transaction by a rebuild.
const BATCH = 200;

/** The engine for the database Strapi runs on, or null. */
function engineFor(strapi) {
  const client = strapi.db.dialect.client;
  // Strapi's own transaction: inside a write's the index changes with the entry, on its connection (SQLite has one).
  const transaction = (work) => strapi.db.transaction(({ trx }) => work(trx));
  if (client === 'sqlite') return sqliteEngine(strapi.db.connection, transaction);
  if (client === 'postgres') return postgresEngine(strapi.db.connection, transaction);
  return null;
}

/** The words a type is written with in results. */
const typeOf = (strapi, uid) => {
  const model = strapi.getModel(uid);
  return {
    uid,
    kind: model.kind,
    pluralName: model.info.pluralName,
    singularName: model.info.singularName,
    displayName: model.info.displayName,
  };
};

module.exports = ({ strapi }) => {
  let engine;
  let ready = false;
  const guard = () => strapi.plugin('portico-guard');
  const store = () => strapi.store({ type: 'plugin', name: 'portico-guard' });
  const ownerFieldOf = (uid) => guard().service('ownership').ownedTypes()[uid] || null;
  const indexedTypes = () => Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::'));

  /** What the index was built from: a change of model asks for a rebuild. */
  function fingerprint() {
    const models = indexedTypes().map((uid) => [uid, strapi.getModel(uid).attributes]);
    const components = Object.values(strapi.components).map((component) => [component.uid, component.attributes]);
    return crypto
      .createHash('sha256')
      .update(JSON.stringify([models, components, engine?.name]))
      .digest('hex');
  }

  function analysed(versions, fallbackLocale) {
    return versions.map((version) => {
      const locale = version.locale || fallbackLocale;
      return { ...version, titleTerms: terms(version.title, locale), bodyTerms: terms(version.body, locale) };
    });
  }

  return {
    async setup() {
      engine = engineFor(strapi);
      if (!engine) {
        strapi.log.warn(`portico-guard: search has no index on ${strapi.db.dialect.client}: it searches each type with $containsi`);
        return;
      }
      await engine.setup();
      ready = true;
    },

    engineName: () => (ready ? engine.name : null),

    typeOf: (uid) => typeOf(strapi, uid),

    /** Brings one document's versions in the index up to date (none: it leaves). */
    async indexDocument(uid, documentId) {
      if (!documentId) return;
      await this.indexDocuments(uid, [documentId]);
    },

    /** The same for many documents of one type, in one transaction. */
    async indexDocuments(uid, documentIds) {
      if (!ready || !uid.startsWith('api::') || !documentIds.length) return;
      const versions = await versionsOfMany(strapi, uid, documentIds, { ownerField: ownerFieldOf(uid) });
      const fallbackLocale = (await defaultLocale(strapi)) ?? 'en';
      await engine.replaceDocuments(
        uid,
        [...versions].map(([documentId, kept]) => ({ documentId, versions: analysed(kept, fallbackLocale) })),
      );
    },

    /** Indexes every document again, a batch at a time; answers how many. */
    async rebuild() {
      if (!ready) return { documents: 0 };
      await engine.clear();
      let documents = 0;
      for (const uid of indexedTypes()) {
        const seen = new Set();
        for (let lastId = 0; ;) {
          const rows = await strapi.db
            .query(uid)
            .findMany({ select: ['id', 'documentId'], where: { id: { $gt: lastId } }, orderBy: { id: 'asc' }, limit: BATCH });
          const batch = [...new Set(rows.map((row) => row.documentId))].filter((documentId) => !seen.has(documentId));
          for (const documentId of batch) seen.add(documentId);
          await this.indexDocuments(uid, batch);
          documents += batch.length;
          if (rows.length < BATCH) break;
          lastId = rows[rows.length - 1].id;
        }
      }
      await store().set({ key: STATE_KEY, value: { fingerprint: fingerprint(), builtAt: new Date().toISOString(), documents } });
      return { documents };
    },

    /** At start: a new index, or one made from another model, is built (in the background). */
    async rebuildIfStale() {
      if (!ready) return;
      const state = await store().get({ key: STATE_KEY });
      if (state?.fingerprint === fingerprint()) return;
      const started = Date.now();
      const { documents } = await this.rebuild();
      strapi.log.info(`portico-guard: search index built: ${documents} documents in ${Date.now() - started} ms`);
    },

    /** A page of results, words marked, with counts per readable type, the words read otherwise, or a suggestion. */
    async find({ query, locale, types = [], page = 1, pageSize = 10, userId = null, canRead }) {
      const size = Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE);
      const readable = indexedTypes().filter(canRead);
      const chosen = types.length
        ? readable.filter(
            (uid) => types.includes(strapi.getModel(uid).info.pluralName) || types.includes(strapi.getModel(uid).info.singularName),
          )
        : readable;
      const words = queryWords(query, locale);
      const empty = { hits: [], total: 0, pageSize: size, byType: {}, corrected: [], suggestion: null, fallback: false, words };
      if (!words.length) return empty;
      if (!ready) return this.fallback({ query, locale, readable, chosen, page, size });
      try {
        const corrected = [];
        const searched = [];
        const unknown = new Set();
        for (const { word, term } of words) {
          if ((await engine.documentsWith(term)) > 0) searched.push(term);
          else {
            unknown.add(term);
            const closest = closestTerm(term, await engine.candidates(term, distanceLimit(term)));
            if (closest) corrected.push({ from: word, to: closest });
            searched.push(closest ?? term);
          }
        }
        const base = { terms: searched, locale, userId, limit: size, offset: (page - 1) * size };
        const counted = await engine.search({ ...base, uids: readable });
        const found = chosen.length === readable.length ? counted : await engine.search({ ...base, uids: chosen });
        const wanted = new Set(searched);
        const hits = found.hits.map((hit) => ({
          type: typeOf(strapi, hit.uid),
          documentId: hit.documentId,
          locale: hit.locale || null,
          status: hit.status,
          title: snippet(hit.title, locale, wanted, { maxChars: 200 }),
          // A long body's window is found within its start: the words are marked where a reader would look.
          snippet: snippet((hit.body || hit.title).slice(0, SNIPPET_SOURCE), locale, wanted),
        }));
        const total = chosen.length === readable.length ? counted.total : found.total;
        const suggestion = total === 0 ? await this.suggestion(words, { unknown, locale, readable, userId }) : null;
        return { hits, total, pageSize: size, byType: counted.byType, corrected, suggestion, fallback: false, words };
      } catch (error) {
        strapi.log.error(`portico-guard: the search index failed (${error.message}): searching each type with $containsi`);
        return this.fallback({ query, locale, readable, chosen, page, size });
      }
    },

    /** The query with each unknown word replaced by the closest known one, as a text writes it; null when none could be. */
    async suggestion(words, { unknown, locale, readable, userId }) {
      const suggested = [];
      let replaced = false;
      for (const { word, term } of words) {
        if (!unknown.has(term)) {
          suggested.push(word);
          continue;
        }
        const closest = closestTerm(term, await engine.candidates(term, distanceLimit(term) + 1), distanceLimit(term) + 1);
        if (!closest) continue;
        const { hits } = await engine.search({ terms: [closest], locale, uids: readable, userId, limit: 1, offset: 0 });
        const text = `${hits[0]?.title ?? ''} ${hits[0]?.body ?? ''}`;
        const written = snippet(text, locale, new Set([closest]), { maxChars: text.length + 1 }).find((part) => part.mark)?.text;
        if (!written) continue;
        suggested.push(written.toLocaleLowerCase(locale));
        replaced = true;
      }
      return replaced && suggested.length ? suggested.join(' ') : null;
    },

    /** Every readable type searched with `$containsi` on its text fields: no ranking, no typos, at most 50 per type. */
    async fallback({ query, locale, readable, chosen, page, size }) {
      const trimmed = String(query).trim().slice(0, 200);
      const byType = {};
      const all = [];
      for (const uid of readable) {
        const model = strapi.getModel(uid);
        const fields = Object.entries(model.attributes)
          .filter(([, attribute]) => ['string', 'text', 'richtext'].includes(attribute.type) && attribute.private !== true)
          .map(([name]) => name);
        if (!fields.length) continue;
        const localized = model.pluginOptions?.i18n?.localized === true;
        const rows = await strapi.documents(uid).findMany({
          filters: { $or: fields.map((field) => ({ [field]: { $containsi: trimmed } })) },
          ...(localized ? { locale } : {}),
          status: 'published',
          fields,
          limit: FALLBACK_PER_TYPE,
        });
        byType[uid] = rows.length;
        if (!chosen.includes(uid)) continue;
        for (const row of rows) {
          const [title, ...rest] = fields.map((field) => (typeof row[field] === 'string' ? row[field] : ''));
          all.push({ uid, row, title, body: rest.join(' ') });
        }
      }
      const hits = all.slice((page - 1) * size, page * size).map(({ uid, row, title, body }) => ({
        type: typeOf(strapi, uid),
        documentId: row.documentId,
        locale: row.locale ?? null,
        status: 'published',
        title: [{ text: title, mark: false }],
        snippet: [{ text: body.slice(0, 180), mark: false }],
      }));
      return { hits, total: all.length, pageSize: size, byType, corrected: [], suggestion: null, fallback: true, words: [] };
    },
  };
};
