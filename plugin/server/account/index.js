'use strict';

const controller = require('./controller');
const routes = require('./routes');
const profile = require('./profile');
const emailChange = require('./email-change');
const ownedEntries = require('./owned-entries');
const dataExport = require('./data-export');
const { emailCodes } = require('./email-change');

/** The member's own account at /api/account: the profile, a new address, deletion, "Download my data". */
module.exports = {
  ownAccount: true,
  controllers: { account: controller },
  routes,
  services: { profile, emailChange, ownedEntries, dataExport },
  secrets: [emailCodes],
};
