const { errors } = require('@strapi/utils');

/**
 * Strapi accepts "" for a required string; Portico's forms treat blank as missing, and so does
 * the backend. Raises Strapi's own ValidationError shape, with one entry per field, so clients
 * can map messages onto their inputs.
 */
function assertRequiredStringsPresent(strapi, uid, data, { partial }) {
  const { attributes } = strapi.getModel(uid);
  const problems = [];
  for (const [name, attribute] of Object.entries(attributes)) {
    if (!attribute.required || !['string', 'text', 'richtext', 'email'].includes(attribute.type)) continue;
    const value = data[name];
    const missing = value === undefined ? !partial : value === null || (typeof value === 'string' && value.trim() === '');
    if (missing) problems.push({ path: [name], message: `${name} must not be empty`, name: 'ValidationError', value: value ?? null });
  }
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
    if (attribute.type !== 'uid' || !attribute.targetField || data[name]) continue;
    if (!data[attribute.targetField]) continue;
    data[name] = await strapi.plugin('content-manager').service('uid').generateUIDField({ contentTypeUID: uid, field: name, data });
  }
}

module.exports = { assertRequiredStringsPresent, fillEmptyUids };
