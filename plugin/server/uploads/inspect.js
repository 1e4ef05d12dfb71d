'use strict';

// What a file is, from its bytes: never its name or the Content-Type the client sent.

// file-type is an ES module; a Strapi app's TypeScript build would turn a plain `import()` into require().
// eslint-disable-next-line no-new-func
const importModule = new Function('specifier', 'return import(specifier)');

let fileTypeModule;
async function detectType(filepath) {
  fileTypeModule ??= importModule('file-type');
  const { fileTypeFromFile } = await fileTypeModule;
  const detected = await fileTypeFromFile(filepath);
  return detected ? { mime: detected.mime, ext: detected.ext } : null;
}

/** { width, height, frames } from the image's header, decoding no pixels; null when sharp cannot read one. */
async function imageSize(filepath) {
  const sharp = require('sharp');
  try {
    // The header of an absurd image is read, not refused unread: the caller decides, with its own limit.
    const { width, height, pageHeight, pages } = await sharp(filepath, { limitInputPixels: false }).metadata();
    return width && height ? { width, height: pageHeight ?? height, frames: pages ?? 1 } : null;
  } catch {
    return null;
  }
}

module.exports = { detectType, imageSize };
