const { ownedController } = require('../../../utils/owned-content');

module.exports = ownedController('api::place.place', 'curator');
