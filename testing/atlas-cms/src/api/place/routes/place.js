const { ownedRouter } = require('../../../utils/owned-content');

module.exports = ownedRouter('api::place.place', 'curator');
