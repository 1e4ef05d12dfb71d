'use strict';

/**
 * A media field's own `allowedTypes` (images, videos, audios, files), held when a member's write
 * sets it: Strapi's content API stores any file id in any media field. Applies to create and
 * update through the document service when the request is a member's (not an admin's, not an
 * API token's), in the entry's own fields and inside its components and dynamic zones. A file of
 * a kind the field does not take answers 400 ValidationError on that field's path.
 */
const { errors } = require('@strapi/utils');
const { isApiToken } = require('../http');
const { fieldTakes, typeName } = require('./file-kinds');

const FILE = 'plugin::upload.file';

/** File ids in a media value: 5, "5", { id: 5 }, or a list of those. */
function fileIds(value) {
  return [value]
    .flat()
    .map((item) => (item && typeof item === 'object' ? item.id : item))
    .map(Number)
    .filter(Number.isInteger);
}

/** [path, allowedTypes, ids] for every media value in `data`, through components and zones. */
function mediaValues(strapi, attributes, data, path = []) {
  const found = [];
  for (const [name, attribute] of Object.entries(attributes ?? {})) {
    const value = data?.[name];
    if (value === undefined || value === null) continue;
    if (attribute.type === 'media') {
      const ids = fileIds(value);
      if (ids.length) found.push([[...path, name], attribute.allowedTypes, ids]);
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
    if (!state?.user || isApiToken(state) || state.auth?.strategy?.name !== 'users-permissions') return next();
    const model = strapi.getModel(context.uid);
    const values = mediaValues(strapi, model?.attributes, context.params?.data);
    const ids = [...new Set(values.flatMap(([, , list]) => list))];
    if (ids.length) {
      const files = await strapi.db.query(FILE).findMany({ where: { id: { $in: ids } }, select: ['id', 'name', 'mime'] });
      const byId = new Map(files.map((file) => [file.id, file]));
      const problems = [];
      for (const [path, allowedTypes, list] of values) {
        for (const id of list) {
          const file = byId.get(id);
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
    }
    return next();
  };

module.exports = { mediaFieldTypes, mediaValues };
