const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::site-menu.site-menu');
