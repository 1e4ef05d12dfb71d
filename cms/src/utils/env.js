const { env: strapiEnv } = require('@strapi/utils');

/**
 * Strapi's env() with one difference: a variable set to a blank value (`NAME=` in cms/.env, or
 * "" in the environment) counts as unset, so its default applies. Strapi's own helper counts it
 * as set: env.bool('X', true) is then false, env.int('X', 5) NaN and env('HOST', '127.0.0.1') "",
 * which made copying .env.example (with its blank lines) change behaviour.
 *
 * Used by every file in config/ (`const { env } = require('../src/utils/env')`) and by the
 * bootstrap code that reads process.env.
 */
function isBlank(name) {
  const value = process.env[name];
  return value === undefined || value.trim() === '';
}

/** Wraps one of Strapi's readers: (name, defaultValue, ...) => the default when blank. */
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
