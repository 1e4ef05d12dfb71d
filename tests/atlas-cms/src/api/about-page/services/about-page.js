const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::about-page.about-page');
