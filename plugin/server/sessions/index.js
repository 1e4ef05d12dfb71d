'use strict';

const { refuseEndedSessions } = require('./ended-sessions');
const { signIn } = require('./sign-ins');

/** users-permissions sessions: an ended one refused at once, a new one for a sign-in completed here. */
module.exports = {
  services: { sessions: ({ strapi }) => ({ signIn: (ctx, user, options) => signIn(strapi, ctx, user, options) }) },
  bootstrap({ strapi }) {
    refuseEndedSessions(strapi);
  },
};
