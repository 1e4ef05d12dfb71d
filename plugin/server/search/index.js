'use strict';

const controller = require('./controller');
const service = require('./service');
const { keepSearchCurrent } = require('./freshness');

/** Site search: one ranked search over every type the caller may read, in the database Strapi runs on. */
module.exports = {
  controllers: { search: controller },
  routes: [
    { method: 'GET', path: '/search', handler: 'search.find', config: { policies: [] } },
    { method: 'POST', path: '/search/rebuild', handler: 'search.rebuild', config: { policies: [] } },
  ],
  services: { search: service },
  register({ strapi }) {
    strapi.documents.use(keepSearchCurrent(strapi));
  },
  async bootstrap({ strapi }) {
    const search = strapi.plugin('portico-guard').service('search');
    await search.setup();
    // Not awaited: a large site starts at once and is searchable once its index is built.
    search.rebuildIfStale().catch((error) => strapi.log.error(`portico-guard: the search index could not be built: ${error.message}`));
  },
};
