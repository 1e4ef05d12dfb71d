const { ownedRouter } = require('../../../utils/owned-content');

module.exports = ownedRouter('api::guide.guide', 'writer');
