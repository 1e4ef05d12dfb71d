'use strict';

module.exports = {
  // Who uploaded a file through the content API. A file without a row (the admin's, the seed's) is no member's.
  'member-file': {
    schema: {
      kind: 'collectionType',
      collectionName: 'portico_member_files',
      info: { singularName: 'member-file', pluralName: 'member-files', displayName: 'Member file' },
      options: { draftAndPublish: false },
      pluginOptions: {
        'content-manager': { visible: false },
        'content-type-builder': { visible: false },
      },
      attributes: {
        // plugin::upload.file's id.
        fileId: { type: 'integer', required: true, unique: true },
        // plugin::users-permissions.user's id.
        ownerId: { type: 'integer', required: true },
      },
    },
  },
};
