'use strict';

const { controller } = require('./check');
const { grantPermissions } = require('./grants');
const { pointEmailsAtApp } = require('./users-permissions');
const { registerRevalidationWebhook } = require('./webhook');

/** What Portico needs of Strapi: granted and pointed at the app at every start, and the check of what is missing. */
module.exports = {
  controllers: { check: controller },
  routes: [{ method: 'POST', path: '/check', handler: 'check.find', config: { policies: [] } }],
  async bootstrap({ strapi }) {
    if (strapi.config.get('plugin::portico-guard.grantPermissions')) await grantPermissions(strapi);
    await pointEmailsAtApp(strapi);
    await registerRevalidationWebhook(strapi);
  },
};
