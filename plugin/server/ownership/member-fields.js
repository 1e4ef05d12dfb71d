'use strict';

// Which fields of an owned type members write: the `memberFields` config ({ uid: [field, ...] }); the others are the
// editors' (a home page's "featured", a publication date). A type it does not name: members write every field.
const { errors } = require('@strapi/utils');

const resolved = new WeakMap();

/**
 * `{ uid: [field, ...] }`, checked once: a list for a type members do not own, or naming a field the type lacks (a
 * typo that would keep members from a field, or let them write one meant to be kept), stops Strapi at its start.
 */
function resolveMemberFields(contentTypes, owners, configured) {
  const lists = {};
  for (const [uid, fields] of Object.entries(configured ?? {})) {
    if (!owners[uid]) throw new Error(`portico-guard: memberFields names ${uid}, which members do not own (ownedTypes)`);
    const attributes = contentTypes[uid]?.attributes ?? {};
    for (const field of fields) {
      if (!attributes[field]) throw new Error(`portico-guard: memberFields gives ${uid} the field "${field}", which it does not have`);
    }
    lists[uid] = [...new Set(fields)];
  }
  return lists;
}

function setUpMemberFields(strapi, owners) {
  const lists = resolveMemberFields(strapi.contentTypes, owners, strapi.config.get('plugin::portico-guard.memberFields'));
  resolved.set(strapi, lists);
  return lists;
}

/** uid → the fields members write, for the types that name them. */
const memberFields = (strapi) => resolved.get(strapi) ?? {};

const editorsOnly = (name) => `${name} is kept for the site's editors: members cannot set it.`;

/**
 * Refuses a member's write that sets a field of the editors' (a 400 naming each), before anything is stored. The
 * owner relation is the plugin's to set (it is overwritten from the token), and `locale` says where, not what.
 */
function assertMemberFields(strapi, uid, data, ownerField) {
  const allowed = memberFields(strapi)[uid];
  if (!allowed) return;
  const refused = Object.keys(data ?? {}).filter((name) => name !== ownerField && name !== 'locale' && !allowed.includes(name));
  if (!refused.length) return;
  throw new errors.ValidationError(refused.length === 1 ? editorsOnly(refused[0]) : `${refused.length} errors occurred`, {
    errors: refused.map((name) => ({ path: [name], message: editorsOnly(name), name: 'ValidationError', value: null })),
  });
}

module.exports = { resolveMemberFields, setUpMemberFields, memberFields, assertMemberFields };
