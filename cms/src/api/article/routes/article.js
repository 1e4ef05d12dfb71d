const { factories } = require('@strapi/strapi');

const ownerOnly = { name: 'global::is-owner', config: { uid: 'api::article.article', field: 'author' } };

module.exports = factories.createCoreRouter('api::article.article', {
  config: {
    update: { policies: [ownerOnly] },
    delete: { policies: [ownerOnly] },
  },
});
