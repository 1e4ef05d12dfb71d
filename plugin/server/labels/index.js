'use strict';

const controller = require('./controller');

/** The content manager's field labels, for the app's forms and pages. */
module.exports = {
  controllers: { labels: controller },
  routes: [{ method: 'GET', path: '/labels', handler: 'labels.index', config: { policies: [] } }],
};
