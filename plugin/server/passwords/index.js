'use strict';

const { passwordRulesOnAuthRoutes } = require('./auth-routes');

/** A new password refused when it is a common one or holds the account's name, whichever client asks. */
module.exports = {
  register({ strapi }) {
    passwordRulesOnAuthRoutes(strapi);
  },
};
