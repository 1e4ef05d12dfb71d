'use strict';

// A media field's own `allowedTypes`, held on a member's create and update (Strapi's content API stores any file in
// any media field), in components and dynamic zones too: a 400 ValidationError on that field's path otherwise.
const { errors } = require('@strapi/utils');
const { underMemberRules } = require('../http');
const { fieldTakes, typeName } = require('./file-kinds');

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
    const problems = [];
    for (const [path, allowedTypes, refs] of values) {
      if (refs.unreadable)
        problems.push({ path, message: 'This field names its files in a way this site does not read.', name: 'ValidationError' });
      const named = [...refs.ids.map((id) => byRef.get(`id:${id}`)), ...refs.documentIds.map((id) => byRef.get(`doc:${id}`))];
      for (const file of named) {
        if (file && !fieldTakes(allowedTypes, file.mime)) {
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
