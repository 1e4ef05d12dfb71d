'use strict';

const { ownedTypes } = require('../ownership/owned-types');

/**
 * strapi.plugin('portico-guard').service('ownership'): the content types members own, for app code
 * that acts on a member's entries (such as deleting them with their account).
 */
module.exports = ({ strapi }) => ({
  /** uid → the relation that names each entry's owner. */
  ownedTypes: () => ({ ...ownedTypes(strapi) }),
});
