'use strict';

const { isLocalized } = require('../site');
const { ADDRESS } = require('./content-types');

// Whoever renames a published entry (the app, the admin panel, the REST API), its old address is kept: every write
// that can change a published uid goes through the document service.
const WRITES = new Set(['update', 'publish']);

/** The type's address field: its first uid attribute. */
function addressField(model) {
  return Object.entries(model?.attributes ?? {}).find(([, attribute]) => attribute.type === 'uid')?.[0];
}

/** The published addresses of one document, by locale ('' without locales). */
async function publishedAddresses(strapi, uid, field, documentId) {
  const model = strapi.getModel(uid);
  const localized = isLocalized(model);
  const rows = await strapi.db.query(uid).findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: localized ? [field, 'locale'] : [field],
  });
  return new Map(rows.filter((row) => row[field]).map((row) => [localized ? (row.locale ?? '') : '', row[field]]));
}

async function remember(strapi, { uid, locale, path, documentId }) {
  const query = strapi.db.query(ADDRESS);
  // One document per old address: the latest to leave it.
  await query.deleteMany({ where: { contentType: uid, locale, path } });
  await query.create({ data: { contentType: uid, locale, path, entryDocumentId: documentId, leftAt: new Date() } });
}

function recordRenames(strapi) {
  return async (context, next) => {
    const field = WRITES.has(context.action) && context.uid?.startsWith('api::') ? addressField(strapi.getModel(context.uid)) : undefined;
    const documentId = context.params?.documentId;
    if (!field || !documentId) return next();
    const before = await publishedAddresses(strapi, context.uid, field, documentId);
    const result = await next();
    if (!before.size) return result;
    try {
      const after = await publishedAddresses(strapi, context.uid, field, documentId);
      for (const [locale, path] of before) {
        const now = after.get(locale);
        if (now !== undefined && now !== path) await remember(strapi, { uid: context.uid, locale, path, documentId });
      }
    } catch (error) {
      // The write stands; only the old address's redirect is lost.
      strapi.log.error(`portico-guard: the old address of ${context.uid} ${documentId} was not kept: ${error.message}`);
    }
    return result;
  };
}

/** Search hits with the address of each published one (`address`: its uid field's value in the hit's locale), read in one query per type. */
async function withAddresses(strapi, hits) {
  const byType = new Map();
  for (const hit of hits) {
    if (hit.status !== 'published' || !hit.type?.uid) continue;
    byType.set(hit.type.uid, [...(byType.get(hit.type.uid) ?? []), hit]);
  }
  const found = new Map();
  for (const [uid, typeHits] of byType) {
    const model = strapi.getModel(uid);
    const field = addressField(model);
    if (!field) continue;
    const localized = isLocalized(model);
    const rows = await strapi.db.query(uid).findMany({
      where: { documentId: { $in: typeHits.map((hit) => hit.documentId) }, publishedAt: { $notNull: true } },
      select: localized ? ['documentId', 'locale', field] : ['documentId', field],
    });
    for (const row of rows) if (row[field]) found.set(`${uid}\n${row.documentId}\n${localized ? row.locale : ''}`, row[field]);
  }
  return hits.map((hit) => {
    const address = found.get(`${hit.type?.uid}\n${hit.documentId}\n${hit.locale ?? ''}`);
    return address ? { ...hit, address } : hit;
  });
}

module.exports = { addressField, recordRenames, withAddresses };
