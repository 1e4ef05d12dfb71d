'use strict';

module.exports = {
  // A member's passkey (WebAuthn): a complete sign-in of its own, checked with its public key and signature counter.
  passkey: {
    schema: {
      kind: 'collectionType',
      collectionName: 'portico_passkeys',
      info: { singularName: 'passkey', pluralName: 'passkeys', displayName: 'Passkey' },
      options: { draftAndPublish: false },
      pluginOptions: {
        'content-manager': { visible: false },
        'content-type-builder': { visible: false },
      },
      attributes: {
        userId: { type: 'integer', required: true },
        // base64url, as the browser names it.
        credentialId: { type: 'string', required: true, unique: true },
        // The COSE public key, base64url.
        publicKey: { type: 'text', required: true, private: true },
        counter: { type: 'biginteger', private: true },
        transports: { type: 'json', private: true },
        name: { type: 'string' },
        // The device it was added from (the X-Portico-Device hash): "this device" in the list.
        deviceHash: { type: 'string', private: true },
        lastUsedAt: { type: 'datetime' },
        // Synced by its provider (iCloud Keychain, Google Password Manager) or bound to one device.
        backedUp: { type: 'boolean' },
      },
    },
  },
  // A WebAuthn challenge given out: used once, within 5 minutes, for what it was given for.
  'passkey-challenge': {
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
  },
};
