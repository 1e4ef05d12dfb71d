'use strict';

/** portico-guard: Portico's side of a Strapi 5.54+ app, its feature modules folded into one plugin. */
const config = require('./config');
const { dropRoutes } = require('./plugin-routes');
const { secretsModule } = require('./secrets');
const outages = require('./outages');
const uploads = require('./uploads');
const emails = require('./emails');
const passwords = require('./passwords');
const proof = require('./proof');
const account = require('./account');
const activity = require('./activity');
const twoStep = require('./two-step');
const passkeys = require('./passkeys');
const ownership = require('./ownership');
const search = require('./search');
const sessions = require('./sessions');
const setup = require('./setup');
const labels = require('./labels');
const addresses = require('./addresses');

// In this order each registers its middlewares, and so they run: the outage answer first, the upload limits before
// the body is read, the activity's sign-in hook around the two-step one.
const FEATURES = [
  outages,
  uploads,
  emails,
  passwords,
  proof,
  account,
  activity,
  twoStep,
  passkeys,
  ownership,
  search,
  sessions,
  setup,
  labels,
  addresses,
];
const PARTS = [...FEATURES, secretsModule(FEATURES.flatMap((feature) => feature.secrets ?? []))];

const merged = (key) => Object.assign({}, ...PARTS.map((part) => part[key]));

module.exports = {
  config,
  contentTypes: merged('contentTypes'),
  controllers: merged('controllers'),
  services: merged('services'),
  middlewares: merged('middlewares'),
  routes: { 'content-api': { type: 'content-api', routes: PARTS.flatMap((part) => part.routes ?? []) } },

  register({ strapi }) {
    // Without the own-account routes (the `accountRoutes` config) nothing hangs on them: no proof to give, no page to
    // undo from; sessions end as Strapi alone has them.
    const ownAccount = strapi.config.get('plugin::portico-guard.accountRoutes');
    for (const part of PARTS) {
      if (part.ownAccount && !ownAccount) dropRoutes(strapi, Object.keys(part.controllers ?? {}));
      else part.register?.({ strapi });
    }
  },

  async bootstrap({ strapi }) {
    for (const part of PARTS) await part.bootstrap?.({ strapi });
  },

  destroy({ strapi }) {
    for (const part of PARTS) part.destroy?.({ strapi });
  },
};
