'use strict';

const databaseHealth = require('./database-health');
const { surviveLostConnections } = require('./lost-connections');

/** The database-health answer first, unless the app's middleware list places it. */
function answerOutages(strapi) {
  const listed = (strapi.config.get('middlewares') ?? []).some(
    (entry) => (typeof entry === 'string' ? entry : entry?.name) === 'plugin::portico-guard.database-health',
  );
  if (!listed) strapi.server.use(databaseHealth({}, { strapi }));
}

/** Strapi through database outages: kept running when connections drop, and answering 503 meanwhile. */
module.exports = {
  middlewares: { 'database-health': databaseHealth },
  register({ strapi }) {
    surviveLostConnections(strapi);
    answerOutages(strapi);
  },
};
