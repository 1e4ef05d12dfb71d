'use strict';

const service = require('./service');
const { localeOnEmailRoutes, localizedSettingsInRequests } = require('./localized-emails');

/** The emails in the page's or the account's language: users-permissions' own, and Portico's. */
module.exports = {
  services: { emails: service },
  register({ strapi }) {
    localeOnEmailRoutes(strapi);
  },
  bootstrap({ strapi }) {
    localizedSettingsInRequests(strapi);
  },
};
