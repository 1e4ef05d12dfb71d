const { factories } = require('@strapi/strapi');

const UID = 'api::article.article';
const ownerOnly = { name: 'global::is-owner', config: { uid: UID, field: 'author' } };
const draftReads = { name: 'global::draft-reads', config: { uid: UID } };

module.exports = factories.createCoreRouter(UID, {
  config: {
    find: { middlewares: [draftReads] },
    findOne: { middlewares: [draftReads] },
    update: { policies: [ownerOnly] },
    delete: { policies: [ownerOnly] },
  },
});
