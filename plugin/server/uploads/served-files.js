'use strict';

// Nothing in a stored file may run on Strapi's origin, the admin panel's too: every answer under /uploads (its path
// however spelled, or any file streamed from the uploads folder, by whichever route) gets `nosniff`, a policy that
// runs nothing in a sandbox, and, but for raster images, video and audio, `Content-Disposition: attachment`. Files
// another provider keeps (S3, a CDN) are served by that host, which must send the same.
const path = require('node:path');
const { servedInline } = require('./file-kinds');
const { normalizedPath } = require('./paths');

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
