'use strict';

const { errors } = require('@strapi/utils');

/**
 * Strapi's own ValidationError shape with one entry per field (`details.errors[].path`), which
 * clients map onto their inputs, as they do for Strapi's content validation.
 */
function fieldError(field, message) {
  return { path: [field], message, name: 'ValidationError' };
}

function refuse(problems) {
  const message = problems.length === 1 ? problems[0].message : `${problems.length} errors occurred`;
  return new errors.ValidationError(message, { errors: problems });
}

module.exports = { fieldError, refuse };
