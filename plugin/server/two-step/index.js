'use strict';

const contentTypes = require('./content-types');
const controller = require('./controller');
const routes = require('./routes');
const service = require('./service');
const { tickets } = require('./tickets');
const { twoStepOnSignIns } = require('./sign-in');

/** Two-step sign-in: an authenticator app and recovery codes, asked after a password, a provider or a reset link. */
module.exports = {
  ownAccount: true,
  contentTypes,
  controllers: { secondFactor: controller },
  routes,
  services: { twoStep: service },
  secrets: [tickets],
  register({ strapi }) {
    // After the activity's: a sign-in that waits for its code is recorded once complete.
    twoStepOnSignIns(strapi);
  },
  bootstrap({ strapi }) {
    const guard = () => strapi.plugin('portico-guard');
    strapi.db.lifecycles.subscribe({
      models: ['plugin::users-permissions.user'],
      async afterDelete(event) {
        if (Number.isInteger(event.result?.id)) await guard().service('twoStep').remove(event.result.id);
      },
    });
    // An administrator's delete (the recovery of an account that lost every code) is told to the member.
    strapi.db.lifecycles.subscribe({
      models: ['plugin::portico-guard.second-factor'],
      async afterDelete(event) {
        const { userId, secret } = event.result ?? {};
        if (Number.isInteger(userId) && secret) await guard().service('activity').tell(userId, 'second-factor-removed', {});
      },
    });
  },
};
