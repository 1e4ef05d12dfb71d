const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::about-page.about-page');
