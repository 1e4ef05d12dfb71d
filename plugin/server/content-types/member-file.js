'use strict';

/**
 * Who uploaded a file through the content API: one row per file a member uploaded. Files without
 * a row (the admin's, the seed's, an API token's) are no member's to change.
 */
module.exports = {
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
};
