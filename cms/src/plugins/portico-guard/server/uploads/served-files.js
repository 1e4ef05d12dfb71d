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
 * These hold for files stored before this plugin, and for the admin panel's uploads.
 */
const { servedInline } = require('./file-kinds');

const POLICY = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The router matches paths without regard to case, and the static server collapses slashes. */
const underUploads = (path) =>
  path
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
    .startsWith('/uploads/');

const servedFiles = () =>
  async function uploadsServedSafely(ctx, next) {
    if (!underUploads(ctx.path)) return next();
    try {
      await next();
    } finally {
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Security-Policy', POLICY);
      ctx.remove('Content-Security-Policy-Report-Only');
      if (!servedInline(ctx.response.get('Content-Type'))) ctx.set('Content-Disposition', 'attachment');
    }
  };

module.exports = { servedFiles, underUploads, POLICY };
