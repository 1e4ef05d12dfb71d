'use strict';

const ADDRESS = 'plugin::portico-guard.address';

const contentTypes = {
  // An address a published entry no longer has: its type's uid field held `path` in `locale`.
  address: {
    schema: {
      kind: 'collectionType',
      collectionName: 'portico_addresses',
      info: { singularName: 'address', pluralName: 'addresses', displayName: 'Former address' },
      options: { draftAndPublish: false },
      pluginOptions: {
        'content-manager': { visible: false },
        'content-type-builder': { visible: false },
      },
      attributes: {
        contentType: { type: 'string', required: true },
        // Empty for a type without locales.
        locale: { type: 'string' },
        path: { type: 'string', required: true },
        entryDocumentId: { type: 'string', required: true },
        leftAt: { type: 'datetime', required: true },
      },
    },
  },
};

module.exports = { ADDRESS, contentTypes };
