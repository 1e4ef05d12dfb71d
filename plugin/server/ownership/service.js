'use strict';

const { ownedTypes, ownerFieldOf } = require('./owned-types');

// strapi.plugin('portico-guard').service('ownership'): the owned types, for app code acting on a member's entries.
module.exports = ({ strapi }) => ({
  /** uid → the relation that names each entry's owner. */
  ownedTypes: () => ({ ...ownedTypes(strapi) }),
  /** The owner relation of `uid`, or undefined when members do not own it. */
  ownerFieldOf: (uid) => ownerFieldOf(strapi, uid),
});
