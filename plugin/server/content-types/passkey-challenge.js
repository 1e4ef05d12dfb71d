'use strict';

/** A WebAuthn challenge given out: used once, within 5 minutes, for what it was given for. */
module.exports = {
  schema: {
    kind: 'collectionType',
    collectionName: 'portico_passkey_challenges',
    info: { singularName: 'passkey-challenge', pluralName: 'passkey-challenges', displayName: 'Passkey challenge' },
    options: { draftAndPublish: false },
    pluginOptions: {
      'content-manager': { visible: false },
      'content-type-builder': { visible: false },
    },
    attributes: {
      challengeHash: { type: 'string', required: true, unique: true },
      // "sign-in" (anyone), "register" (the member who asked).
      purpose: { type: 'string', required: true },
      userId: { type: 'integer' },
      expiresAt: { type: 'datetime', required: true },
    },
  },
};
