'use strict';

const controller = require('./controller');
const { contentTypes } = require('./content-types');
const { recordRenames, withAddresses } = require('./renames');

/** Entries addressed by their uid field: the addresses a published entry had before, so that old links still lead to it. */
module.exports = {
  contentTypes,
  controllers: { addresses: controller },
  // For the site search: each published hit's address.
  services: { addresses: ({ strapi }) => ({ withAddresses: (hits) => withAddresses(strapi, hits) }) },
  routes: [{ method: 'GET', path: '/addresses', handler: 'addresses.find', config: { policies: [] } }],
  register({ strapi }) {
    strapi.documents.use(recordRenames(strapi));
  },
};
