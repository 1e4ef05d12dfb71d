const { ownedController } = require('../../../utils/owned-content');

module.exports = ownedController('api::guide.guide', 'writer');
