const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::site-menu.site-menu');
