'use strict';

const service = require('./service');
const unpublish = require('./unpublish');
const { setUpOwnedTypes } = require('./owned-types');
const { setUpMemberFields } = require('./member-fields');
const { ownedWrites } = require('./documents');
const { ownDraftsOnly } = require('./draft-reads');
const { guardContentRoutes } = require('./content-routes');

/** Members' own entries: the owner stamped, everyone else's changes refused, drafts private to their owner. */
module.exports = {
  controllers: { content: unpublish },
  routes: [{ method: 'POST', path: '/:pluralName/:id/unpublish', handler: 'content.unpublish', config: { prefix: '', policies: [] } }],
  services: { ownership: service },
  register({ strapi }) {
    setUpMemberFields(strapi, setUpOwnedTypes(strapi));
    strapi.documents.use(ownedWrites(strapi));
    strapi.documents.use(ownDraftsOnly(strapi));
    guardContentRoutes(strapi);
  },
};
