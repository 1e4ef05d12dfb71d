const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::site-setting.site-setting');
