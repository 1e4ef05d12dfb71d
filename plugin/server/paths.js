'use strict';

/**
 * A request path as Strapi's router and static servers may read it: percent-decoded (koa-send
 * decodes), doubled slashes collapsed, no trailing slash, any case (the router ignores case).
 */
function normalizedPath(path) {
  let decoded = String(path ?? '');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // A malformed escape: Strapi's own servers refuse it; compare it as it came.
  }
  return decoded
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
}

module.exports = { normalizedPath };
