const { factories } = require('@strapi/strapi');

const UID = 'api::category.category';
// `status=draft` here would reach draft articles through `populate`: refused (see draft-reads).
const draftReads = { name: 'global::draft-reads', config: { uid: UID } };

module.exports = factories.createCoreRouter(UID, {
  config: { find: { middlewares: [draftReads] }, findOne: { middlewares: [draftReads] } },
});
