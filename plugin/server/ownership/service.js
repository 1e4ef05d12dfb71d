'use strict';

const { ownedTypes, ownerFieldOf } = require('./owned-types');
const { memberFields } = require('./member-fields');

// strapi.plugin('portico-guard').service('ownership'): the owned types, for app code acting on a member's entries.
module.exports = ({ strapi }) => ({
  /** uid → the relation that names each entry's owner. */
  ownedTypes: () => ({ ...ownedTypes(strapi) }),
  /** The owner relation of `uid`, or undefined when members do not own it. */
  ownerFieldOf: (uid) => ownerFieldOf(strapi, uid),
  /** uid → the fields members write, for the types whose config names them; the others' every field. */
  memberFields: () => structuredClone(memberFields(strapi)),
});
