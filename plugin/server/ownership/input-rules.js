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

/** Fills empty uid fields from their target field, as the admin panel does for editors. */
async function fillEmptyUids(strapi, uid, data) {
  const { attributes } = strapi.getModel(uid);
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type !== 'uid' || !attribute.targetField || data[name] || !data[attribute.targetField]) continue;
    data[name] = await strapi.plugin('content-manager').service('uid').generateUIDField({ contentTypeUID: uid, field: name, data });
  }
}

module.exports = { blankRequiredStrings, assertRequiredStringsPresent, fillEmptyUids };
