const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::site-setting.site-setting');
