'use strict';

/**
 * A member's authenticator app (RFC 6238) and recovery codes: one entry per account that set one up. Shown in the
 * admin's Content Manager so an administrator can recover a member who lost every factor: deleting the entry turns
 * the second step off, and its owner is told by email.
 */
module.exports = {
  schema: {
    kind: 'collectionType',
    collectionName: 'portico_second_factors',
    info: {
      singularName: 'second-factor',
      pluralName: 'second-factors',
      displayName: 'Second factor',
      description: 'Members’ authenticator apps. Delete a member’s entry to let them sign in with their password alone.',
    },
    options: { draftAndPublish: false },
    pluginOptions: { 'content-type-builder': { visible: false } },
    attributes: {
      // plugin::users-permissions.user's id.
      userId: { type: 'integer', required: true, unique: true },
      // The account's username when the entry was made, for finding it in the admin.
      username: { type: 'string' },
      // Base32; read by the plugin alone (no route answers it once the app is on).
      secret: { type: 'string', private: true },
      // The secret of a setup not yet confirmed by a first code.
      pendingSecret: { type: 'string', private: true },
      enabledAt: { type: 'datetime' },
      // The time step of the last code used: a code of that step or an earlier one is refused.
      lastStep: { type: 'integer', private: true },
      // SHA-256 of each unused recovery code.
      recoveryCodes: { type: 'json', private: true },
      failures: { type: 'integer', private: true },
      lockedUntil: { type: 'datetime', private: true },
      // Every change is compare-and-set on it: two requests cannot both use one code.
      revision: { type: 'integer', private: true },
    },
  },
};
