'use strict';

const contentTypes = require('./content-types');
const activity = require('./activity');
const accountRecord = require('./account-record');
const notices = require('./notices');
const secureAccount = require('./secure-account');
const { noticeCodes } = require('./account-record');
const { activityOnAuthRoutes } = require('./auth-routes');

// Events past 90 days go as accounts write new ones; this catches the accounts that stopped.
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
let pruning;

/** An account its owner can trust: its security activity, notices of what changed, "This wasn't me". */
module.exports = {
  ownAccount: true,
  contentTypes,
  services: { activity, accountRecord, notices, secureAccount },
  secrets: [noticeCodes],
  register({ strapi }) {
    activityOnAuthRoutes(strapi);
  },
  bootstrap({ strapi }) {
    // An account deleted by anyone (its member, an admin) takes its activity and record with it.
    strapi.db.lifecycles.subscribe({
      models: ['plugin::users-permissions.user'],
      async afterDelete(event) {
        const id = event.result?.id;
        if (!Number.isInteger(id)) return;
        await strapi.plugin('portico-guard').service('activity').removeFor(id);
        await strapi.plugin('portico-guard').service('accountRecord').remove(id);
      },
    });
    pruning = setInterval(() => {
      strapi
        .plugin('portico-guard')
        .service('activity')
        .prune()
        .catch((error) => strapi.log.warn(`portico-guard: activity not pruned: ${error.message}`));
    }, PRUNE_EVERY_MS).unref();
  },
  destroy() {
    clearInterval(pruning);
  },
};
