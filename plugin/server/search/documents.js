'use strict';

const { textOf } = require('./analysis');

// What the index keeps of a document, in each locale: its published version, or an owned type's draft, found by its
// owner alone. Its title and every other text field at any depth; never a private field nor another model's.
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'blocks']);
const SKIPPED = new Set(['id', 'documentId', 'locale', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'localizations']);
const MAX_DEPTH = 10;

const isPrivate = (attribute) => attribute.private === true;

/** The populate that reads a model's text inside its components and dynamic zones. */
function textPopulate(strapi, uid, depth = 0) {
  const populate = {};
  if (depth > MAX_DEPTH) return populate;
  for (const [name, attribute] of Object.entries(strapi.getModel(uid)?.attributes ?? {})) {
    if (SKIPPED.has(name) || isPrivate(attribute)) continue;
    if (attribute.type === 'component') populate[name] = { populate: textPopulate(strapi, attribute.component, depth + 1) };
    if (attribute.type === 'dynamiczone') {
      populate[name] = {
        on: Object.fromEntries(
          (attribute.components ?? []).map((component) => [component, { populate: textPopulate(strapi, component, depth + 1) }]),
        ),
      };
    }
  }
  return populate;
}

/** Every text of a row, in the model's order, `skip` left out. */
function textsOf(strapi, uid, row, skip = new Set(), depth = 0) {
  const texts = [];
  if (!row || depth > MAX_DEPTH) return texts;
  for (const [name, attribute] of Object.entries(strapi.getModel(uid)?.attributes ?? {})) {
    if (SKIPPED.has(name) || skip.has(name) || isPrivate(attribute)) continue;
    const value = row[name];
    if (TEXT_TYPES.has(attribute.type)) texts.push(textOf(attribute, value));
    else if (attribute.type === 'component') {
      for (const item of Array.isArray(value) ? value : [value])
        texts.push(...textsOf(strapi, attribute.component, item, new Set(), depth + 1));
    } else if (attribute.type === 'dynamiczone') {
      for (const item of Array.isArray(value) ? value : []) texts.push(...textsOf(strapi, item?.__component, item, new Set(), depth + 1));
    }
  }
  return texts.filter((text) => typeof text === 'string' && text.trim() !== '');
}

/** The main field the content manager shows a type by, else its first string attribute; null without one. */
async function titleFieldOf(strapi, uid) {
  const model = strapi.getModel(uid);
  const configuration = await strapi.plugin('content-manager')?.service('content-types').findConfiguration({ uid });
  const main = configuration?.settings?.mainField;
  const usable = (name) => model.attributes[name] && TEXT_TYPES.has(model.attributes[name].type) && !isPrivate(model.attributes[name]);
  if (main && usable(main)) return main;
  return Object.keys(model.attributes).find((name) => model.attributes[name].type === 'string' && usable(name)) ?? null;
}

/** documentId → `[{ locale, status, ownerId, title, body }]` the index keeps (empty once deleted). */
async function versionsOfMany(strapi, uid, documentIds, { ownerField }) {
  const populate = textPopulate(strapi, uid);
  if (ownerField) populate[ownerField] = { select: ['id'] };
  const rows = await strapi.db.query(uid).findMany({ where: { documentId: { $in: documentIds } }, populate });
  const titleField = await titleFieldOf(strapi, uid);
  const model = strapi.getModel(uid);
  const byDocument = new Map(documentIds.map((documentId) => [documentId, new Map()]));
  for (const row of rows) {
    // A type without locales is kept under '' and found from every locale's pages.
    const locale = row.locale ?? '';
    const byLocale = byDocument.get(row.documentId);
    if (!byLocale) continue;
    const versions = byLocale.get(locale) ?? {};
    versions[row.publishedAt ? 'published' : 'draft'] = row;
    byLocale.set(locale, versions);
  }
  const kept = new Map();
  for (const [documentId, byLocale] of byDocument) {
    const versions = [];
    for (const [locale, { published, draft }] of byLocale) {
      const row = published ?? (ownerField ? draft : null);
      if (!row) continue;
      const ownerId = ownerField ? (row[ownerField]?.id ?? null) : null;
      // A draft is found by its owner alone: one without an owner is nobody's to find.
      if (!published && ownerId === null) continue;
      const title = titleField ? textOf(model.attributes[titleField], row[titleField]) : '';
      const body = textsOf(strapi, uid, row, new Set(titleField ? [titleField] : [])).join('\n');
      if (!title && !body) continue;
      versions.push({ locale, status: published ? 'published' : 'draft', ownerId, title, body });
    }
    kept.set(documentId, versions);
  }
  return kept;
}

module.exports = { versionsOfMany, textsOf, textPopulate, titleFieldOf };
