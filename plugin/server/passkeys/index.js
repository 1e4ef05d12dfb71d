'use strict';

const contentTypes = require('./content-types');
const controller = require('./controller');
const routes = require('./routes');
const service = require('./service');
const { challenges } = require('./service');

/** Passkeys (WebAuthn): each a complete sign-in of its own, and the member's list of them. */
module.exports = {
  ownAccount: true,
  contentTypes,
  controllers: { passkeys: controller },
  routes,
  services: { passkeys: service },
  secrets: [challenges],
  bootstrap({ strapi }) {
    strapi.db.lifecycles.subscribe({
      models: ['plugin::users-permissions.user'],
      async afterDelete(event) {
        if (Number.isInteger(event.result?.id)) await strapi.plugin('portico-guard').service('passkeys').removeFor(event.result.id);
      },
    });
  },
};
