'use strict';

const { errors } = require('@strapi/utils');

const TEXT_TYPES = ['string', 'text', 'richtext', 'email'];

/** A required string left blank, as Portico's forms see it (Strapi takes ""); `partial`: an update keeps what it omits. */
function blankRequiredStrings(attributes, data, { partial }) {
  const problems = [];
  for (const [name, attribute] of Object.entries(attributes ?? {})) {
    if (!attribute.required || !TEXT_TYPES.includes(attribute.type)) continue;
    const value = data?.[name];
    const missing = value === undefined ? !partial : value === null || (typeof value === 'string' && value.trim() === '');
    if (missing) problems.push({ path: [name], message: `${name} must not be empty`, name: 'ValidationError', value: value ?? null });
  }
  return problems;
}

function assertRequiredStringsPresent(attributes, data, options) {
  const problems = blankRequiredStrings(attributes, data, options);
  if (problems.length) {
    throw new errors.ValidationError(problems.length === 1 ? problems[0].message : `${problems.length} errors occurred`, {
      errors: problems,
    });
  }
}

/**
 * Fills empty uid fields from their target field, as the admin panel does for editors: an entry's address. `given`:
 * only those the data holds (an update that keeps what it does not name); there an emptied address keeps the stored
 * `documentId`'s, or is made from its target.
 */
async function fillEmptyUids(strapi, uid, data, { given = false, locale, documentId } = {}) {
  const model = strapi.getModel(uid);
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (attribute.type !== 'uid' || !attribute.targetField || data[name] || (given && !(name in data))) continue;
    let source = data;
    if (given && documentId) {
      const where = { documentId, ...(model.pluginOptions?.i18n?.localized && locale ? { locale } : {}) };
      const stored = await strapi.db.query(uid).findOne({ where, select: [attribute.targetField, name] });
      if (stored?.[name]) {
        data[name] = stored[name];
        continue;
      }
      source = { ...stored, ...data };
    }
    if (!source[attribute.targetField]) continue;
    // Unique in the entry's locale.
    data[name] = await strapi
      .plugin('content-manager')
      .service('uid')
      .generateUIDField({ contentTypeUID: uid, field: name, data: source, locale });
  }
}

module.exports = { blankRequiredStrings, assertRequiredStringsPresent, fillEmptyUids };
