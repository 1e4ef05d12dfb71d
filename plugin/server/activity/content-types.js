'use strict';

module.exports = {
  // A member's security activity (sign-ins and failed ones, changes, sessions ended): 90 days, and gone with the account.
  'account-event': {
    schema: {
      kind: 'collectionType',
      collectionName: 'portico_account_events',
      info: { singularName: 'account-event', pluralName: 'account-events', displayName: 'Account event' },
      options: { draftAndPublish: false },
      pluginOptions: {
        'content-manager': { visible: false },
        'content-type-builder': { visible: false },
      },
      attributes: {
        // plugin::users-permissions.user's id.
        userId: { type: 'integer', required: true },
        kind: { type: 'string', required: true },
        occurredAt: { type: 'datetime', required: true },
        // The browser and system, as Strapi names a session's device ("Firefox on Linux").
        device: { type: 'string' },
        // How the member signed in: "local" or a provider's name.
        provider: { type: 'string' },
      },
    },
  },
};
