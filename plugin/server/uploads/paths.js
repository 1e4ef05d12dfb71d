'use strict';

/** A request path as Strapi's router and static servers read it: decoded, slashes collapsed, any case. */
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
