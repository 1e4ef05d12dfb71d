'use strict';

const { IMAGE_TYPES } = require('./uploads/file-kinds');

/** The member upload settings in force (config.js): images when no type list was given. */
function memberUploadSettings(strapi) {
  const settings = strapi.config.get('plugin::portico-guard.memberUploads');
  return { ...settings, types: settings.types ?? IMAGE_TYPES };
}

module.exports = { memberUploadSettings };
