'use strict';

// A media field's own `allowedTypes`, held on a member's create and update (Strapi's content API stores any file in
// any media field), in components and dynamic zones too; and its files the member's own uploads, or files the entry
// already holds (Strapi takes any file's id): a 400 ValidationError on that field's path otherwise.
const { errors } = require('@strapi/utils');
const { underMemberRules } = require('../http');
const { fieldTakes, typeName } = require('./file-kinds');
const { owners } = require('./owners');

const FILE = 'plugin::upload.file';

/**
 * The files a media value names: ids, documentIds, and the relation forms Strapi takes (`set`, `connect`). Anything
 * else is unreadable: refused rather than let through unchecked.
 */
function fileRefs(value) {
  const refs = { ids: [], documentIds: [], unreadable: false };
  const add = (item) => {
    if (item === null || item === undefined) return;
    if (typeof item === 'number' || (typeof item === 'string' && /^\d+$/.test(item))) refs.ids.push(Number(item));
    else if (typeof item === 'string') refs.documentIds.push(item);
    else if (Array.isArray(item)) item.forEach(add);
    else if (typeof item === 'object' && (item.id !== undefined || item.documentId !== undefined)) add(item.id ?? item.documentId);
    else if (typeof item === 'object' && (item.set !== undefined || item.connect !== undefined || item.disconnect !== undefined)) {
      add(item.set);
      add(item.connect);
    } else refs.unreadable = true;
  };
  add(value);
  return refs;
}

/** [path, allowedTypes, refs] for every media value in `data`, through components and zones. */
function mediaValues(strapi, attributes, data, path = []) {
  const found = [];
  for (const [name, attribute] of Object.entries(attributes ?? {})) {
    const value = data?.[name];
    if (value === undefined || value === null) continue;
    if (attribute.type === 'media') {
      found.push([[...path, name], attribute.allowedTypes, fileRefs(value)]);
    } else if (attribute.type === 'component') {
      const items = attribute.repeatable ? [value].flat() : [value];
      const component = strapi.components[attribute.component];
      items.forEach((item, index) =>
        found.push(...mediaValues(strapi, component?.attributes, item, attribute.repeatable ? [...path, name, index] : [...path, name])),
      );
    } else if (attribute.type === 'dynamiczone') {
      [value].flat().forEach((item, index) => {
        const component = strapi.components[item?.__component];
        found.push(...mediaValues(strapi, component?.attributes, item, [...path, name, index]));
      });
    }
  }
  return found;
}

/** Strapi populates a component's fields no deeper than this; a schema with a component cycle stops here. */
const MAX_DEPTH = 5;

/** A populate of every media field under `attributes`, through components and dynamic zones, or null when none. */
function mediaPopulate(strapi, attributes, depth = 0) {
  if (depth > MAX_DEPTH) return null;
  const populate = {};
  for (const [name, attribute] of Object.entries(attributes ?? {})) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component') {
      const inner = mediaPopulate(strapi, strapi.components[attribute.component]?.attributes, depth + 1);
      if (inner) populate[name] = { populate: inner };
    } else if (attribute.type === 'dynamiczone') {
      const on = {};
      for (const component of attribute.components ?? []) {
        const inner = mediaPopulate(strapi, strapi.components[component]?.attributes, depth + 1);
        if (inner) on[component] = { populate: inner };
      }
      if (Object.keys(on).length) populate[name] = { on };
    }
  }
  return Object.keys(populate).length ? populate : null;
}

/** The ids of every file anywhere in a value read with mediaPopulate. */
function fileIdsIn(value, found = new Set()) {
  if (Array.isArray(value)) value.forEach((item) => fileIdsIn(item, found));
  else if (value && typeof value === 'object') {
    if (typeof value.mime === 'string' && Number.isInteger(value.id)) found.add(value.id);
    else Object.values(value).forEach((item) => fileIdsIn(item, found));
  }
  return found;
}

/** The files a document holds now, in any locale and either status: a member saving it unchanged names them. */
async function heldFiles(strapi, uid, documentId) {
  const populate = mediaPopulate(strapi, strapi.getModel(uid)?.attributes);
  if (!populate || documentId === undefined) return new Set();
  return fileIdsIn(await strapi.db.query(uid).findMany({ where: { documentId }, select: ['id'], populate }));
}

const mediaFieldTypes = (strapi) =>
  async function memberMediaFieldTypes(context, next) {
    if (context.action !== 'create' && context.action !== 'update') return next();
    const state = strapi.requestContext.get()?.state;
    // Writes with no request (bootstrap, seeds), the admin panel's and API tokens' keep Strapi's rules.
    if (!state || !underMemberRules(state)) return next();
    const values = mediaValues(strapi, strapi.getModel(context.uid)?.attributes, context.params?.data);
    const ids = [...new Set(values.flatMap(([, , refs]) => refs.ids))];
    const documentIds = [...new Set(values.flatMap(([, , refs]) => refs.documentIds))];
    const files =
      ids.length || documentIds.length
        ? await strapi.db.query(FILE).findMany({
            where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
            select: ['id', 'documentId', 'name', 'mime'],
          })
        : [];
    const byRef = new Map(
      files.flatMap((file) => [
        [`id:${file.id}`, file],
        [`doc:${file.documentId}`, file],
      ]),
    );
    // Files named that the member did not upload and the entry does not hold: someone else's.
    const userId = state.user?.id;
    const own =
      userId === undefined
        ? new Set()
        : await owners(strapi).ownedAmong(
            userId,
            files.map((file) => file.id),
          );
    const foreign = files.filter((file) => !own.has(file.id));
    const held =
      foreign.length && context.action === 'update' ? await heldFiles(strapi, context.uid, context.params?.documentId) : new Set();
    const problems = [];
    for (const [path, allowedTypes, refs] of values) {
      if (refs.unreadable)
        problems.push({ path, message: 'This field names its files in a way this site does not read.', name: 'ValidationError' });
      const named = [...refs.ids.map((id) => byRef.get(`id:${id}`)), ...refs.documentIds.map((id) => byRef.get(`doc:${id}`))];
      for (const file of named) {
        if (file && !own.has(file.id) && !held.has(file.id)) {
          problems.push({ path, message: `"${file.name}" is not one of your files: upload it to use it here.`, name: 'ValidationError' });
        } else if (file && !fieldTakes(allowedTypes, file.mime)) {
          problems.push({
            path,
            message: `"${file.name}" is a ${typeName(file.mime)} file, which this field does not take.`,
            name: 'ValidationError',
          });
        }
      }
    }
    if (problems.length) throw new errors.ValidationError(problems[0].message, { errors: problems });
    return next();
  };

module.exports = { mediaFieldTypes, fileRefs };
