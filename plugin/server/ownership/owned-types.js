'use strict';

// Which content types members own, and by which relation: by default every api:: collection type with a relation to
// users, through its first (the one Portico reads); the `ownedTypes` config names another, or `false`.
const USER = 'plugin::users-permissions.user';

const isUserRelation = (attribute) => attribute?.type === 'relation' && attribute.target === USER;

/** The first relation to users-permissions users among `attributes`, or undefined. */
function firstUserRelation(attributes) {
  return Object.keys(attributes ?? {}).find((name) => isUserRelation(attributes[name]));
}

/**
 * `{ owners: { uid: field }, added: [{ uid, field }] }`. Throws on a config naming an unknown type, a single type or
 * an attribute that is not a relation to users: better than a type members could change unguarded.
 */
function resolveOwnedTypes(contentTypes, configured) {
  const owners = {};
  const added = [];
  for (const [uid, contentType] of Object.entries(contentTypes)) {
    if (!uid.startsWith('api::') || contentType.kind !== 'collectionType') continue;
    const field = firstUserRelation(contentType.attributes);
    if (field) owners[uid] = field;
  }
  for (const [uid, field] of Object.entries(configured ?? {})) {
    const contentType = contentTypes[uid];
    if (!contentType || !uid.startsWith('api::'))
      throw new Error(`portico-guard: ownedTypes names ${uid}, which is not a content type of this app`);
    if (field === false) {
      delete owners[uid];
      continue;
    }
    if (contentType.kind !== 'collectionType') throw new Error(`portico-guard: ownedTypes names ${uid}, a single type: nobody owns one`);
    const attribute = contentType.attributes?.[field];
    if (attribute && !isUserRelation(attribute))
      throw new Error(`portico-guard: ownedTypes gives ${uid} the owner "${field}", which is not a relation to ${USER}`);
    if (!attribute) added.push({ uid, field });
    owners[uid] = field;
  }
  return { owners, added };
}

/** The relation the plugin adds: first among the attributes, since Portico takes the first user relation. */
function withOwnerRelation(attributes, field) {
  return { [field]: { type: 'relation', relation: 'manyToOne', target: USER, configurable: false }, ...attributes };
}

const resolved = new WeakMap();

/** Resolves the owned types once, adding missing relations (at register: the models are built at bootstrap). */
function setUpOwnedTypes(strapi) {
  const { owners, added } = resolveOwnedTypes(strapi.contentTypes, strapi.config.get('plugin::portico-guard.ownedTypes'));
  for (const { uid, field } of added) {
    strapi.get('content-types').extend(uid, (contentType) => {
      contentType.attributes = withOwnerRelation(contentType.attributes, field);
    });
  }
  resolved.set(strapi, owners);
  return owners;
}

/** uid → owner relation of every owned type. */
function ownedTypes(strapi) {
  return resolved.get(strapi) ?? setUpOwnedTypes(strapi);
}

/** The owner relation of `uid`, or undefined when members do not own it. */
const ownerFieldOf = (strapi, uid) => ownedTypes(strapi)[uid];

module.exports = { USER, resolveOwnedTypes, withOwnerRelation, setUpOwnedTypes, ownedTypes, ownerFieldOf };
