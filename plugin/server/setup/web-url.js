'use strict';

/** The address members open Portico at, without a trailing slash: links in emails point there. */
function webUrl(strapi) {
  return (strapi.config.get('plugin::portico-guard.webUrl') ?? 'http://localhost:3000').replace(/\/+$/, '');
}

module.exports = { webUrl };
