'use strict';

/**
 * Every answer under /uploads: nothing in a stored file may run on Strapi's origin (which is also
 * the admin panel's), whoever uploaded it and whenever.
 *
 * - `X-Content-Type-Options: nosniff`: the browser takes the type Strapi says, never guesses one;
 * - a Content-Security-Policy that runs nothing: no script, no plugin, no form, a sandbox (an
 *   opaque origin, so even an HTML page cannot reach the admin's storage), and only what a picture,
 *   video or sound shown on its own needs;
 * - `Content-Disposition: attachment` for anything but raster images, video and audio (HTML,
 *   SVG, XML, PDF, text, unknown): the browser downloads it instead of opening it.
 *
 * An answer is "under /uploads" by its path however spelled (encoded, doubled slashes, any case),
 * and by what it sends: any file read from the uploads folder, whichever route served it (Strapi's
 * catch-all public route also reaches that folder, by an encoded path). These hold for files stored
 * before this plugin, and for the admin panel's uploads. Files kept elsewhere (an S3 or CDN upload
 * provider) are served by that host, which must send the same headers.
 */
const path = require('node:path');
const { servedInline } = require('./file-kinds');
const { normalizedPath } = require('../paths');

const POLICY = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const underUploads = (requestPath) => normalizedPath(requestPath).startsWith('/uploads/');

/** Whether the response body is a file streamed from inside `folder`. */
function streamsFrom(body, folder) {
  const file = body && typeof body === 'object' && typeof body.path === 'string' && typeof body.pipe === 'function' ? body.path : null;
  return Boolean(file) && path.resolve(file).startsWith(folder + path.sep);
}

const servedFiles = ({ strapi }) => {
  // Resolved once: this wraps every request Strapi answers.
  const uploadsFolder = path.resolve(strapi.dirs.static.public, 'uploads');
  return async function uploadsServedSafely(ctx, next) {
    try {
      await next();
    } finally {
      if (underUploads(ctx.path) || streamsFrom(ctx.body, uploadsFolder)) {
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.set('Content-Security-Policy', POLICY);
        ctx.remove('Content-Security-Policy-Report-Only');
        if (!servedInline(ctx.response.get('Content-Type'))) ctx.set('Content-Disposition', 'attachment');
      }
    }
  };
};

module.exports = { servedFiles, underUploads, streamsFrom };
