'use strict';

/**
 * A sign-in waiting for its second step: the password (or provider, or reset link) was right, the account has a
 * second factor, and no session exists yet. Its holder can only complete it, within 5 minutes, once.
 */
module.exports = {
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
};
