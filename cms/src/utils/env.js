const { env: strapiEnv } = require('@strapi/utils');

/** A blank value counts as unset, so its default applies; Strapi's own env() would read "" (env.bool('X', true) false). */
function isBlank(name) {
  const value = process.env[name];
  return value === undefined || value.trim() === '';
}

const orDefault = (read) => (name, defaultValue) => (isBlank(name) ? defaultValue : read(name, defaultValue));

const env = Object.assign(orDefault(strapiEnv), {
  int: orDefault(strapiEnv.int),
  float: orDefault(strapiEnv.float),
  bool: orDefault(strapiEnv.bool),
  json: orDefault(strapiEnv.json),
  array: orDefault(strapiEnv.array),
  date: orDefault(strapiEnv.date),
  oneOf: (name, expectedValues, defaultValue) => (isBlank(name) ? defaultValue : strapiEnv.oneOf(name, expectedValues, defaultValue)),
});

module.exports = { env, isBlank };
