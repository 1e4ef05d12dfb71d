'use strict';

/**
 * Reads what an uploaded file is from its bytes: its type (file-type, which reads the first few
 * kilobytes) and, for an image, the size its header claims (sharp's metadata, which reads the
 * header and decodes no pixels). Never the file name or the Content-Type the client sent.
 */

// file-type is an ES module. A plain `import()` here would be compiled into require() by a Strapi
// app's TypeScript build (module CommonJS); this one is left alone.
// eslint-disable-next-line no-new-func
const importModule = new Function('specifier', 'return import(specifier)');

let fileTypeModule;
async function detectType(filepath) {
  fileTypeModule ??= importModule('file-type');
  const { fileTypeFromFile } = await fileTypeModule;
  const detected = await fileTypeFromFile(filepath);
  return detected ? { mime: detected.mime, ext: detected.ext } : null;
}

/**
 * { width, height, frames } from the image's header (height of one frame; an animated GIF, WebP or
 * AVIF has several, and Strapi decodes them all), or null when sharp cannot read one.
 */
async function imageSize(filepath) {
  const sharp = require('sharp');
  try {
    // limitInputPixels: false so that the header of an absurd image is read, not refused unread:
    // the caller decides, with its own limit. metadata() decodes no pixel data.
    const { width, height, pageHeight, pages } = await sharp(filepath, { limitInputPixels: false }).metadata();
    return width && height ? { width, height: pageHeight ?? height, frames: pages ?? 1 } : null;
  } catch {
    return null;
  }
}

module.exports = { detectType, imageSize };
