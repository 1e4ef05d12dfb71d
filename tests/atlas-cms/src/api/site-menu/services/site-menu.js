const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::site-menu.site-menu');
