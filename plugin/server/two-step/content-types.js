'use strict';

module.exports = {
  // A member's authenticator app (RFC 6238) and recovery codes, one per account that set one up. In the Content
  // Manager so that an administrator recovers a member who lost every code: deleting it turns two-step sign-in off.
  'second-factor': {
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
  },
  // A sign-in waiting for its two-step code: right password (or provider, or reset link), no session yet.
  'sign-in-ticket': {
    schema: {
      kind: 'collectionType',
      collectionName: 'portico_sign_in_tickets',
      info: { singularName: 'sign-in-ticket', pluralName: 'sign-in-tickets', displayName: 'Sign-in ticket' },
      options: { draftAndPublish: false },
      pluginOptions: {
        'content-manager': { visible: false },
        'content-type-builder': { visible: false },
      },
      attributes: {
        tokenHash: { type: 'string', required: true, unique: true },
        userId: { type: 'integer', required: true },
        // "local", a provider's name, or "reset".
        via: { type: 'string' },
        // The client's deviceId for the session, as users-permissions takes it.
        deviceId: { type: 'string' },
        expiresAt: { type: 'datetime', required: true },
      },
    },
  },
};
