'use strict';

const { demandProof, recordProof } = require('./proofs');
const { proofOnSessionRoutes } = require('./session-routes');

/** "Confirm it's you" before what could take an account over; the features that need it ask this service. */
module.exports = {
  ownAccount: true,
  services: {
    proof: ({ strapi }) => ({
      demand: (ctx, options) => demandProof(strapi, ctx, options),
      record: (ctx) => recordProof(strapi, ctx),
    }),
  },
  register({ strapi }) {
    proofOnSessionRoutes(strapi);
  },
};
