'use strict';

const { IMAGE_TYPES } = require('./file-kinds');

/** The member uploads' config in force: images when no type list was given. */
function uploadConfig(strapi) {
  const config = strapi.config.get('plugin::portico-guard.memberUploads');
  return { ...config, types: config.types ?? IMAGE_TYPES };
}

module.exports = { uploadConfig };
