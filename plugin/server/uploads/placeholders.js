'use strict';

// A tiny preview of each image, kept as `provider_metadata.portico.placeholder`: a `data:` URL of a 16-pixel WebP
// that a front end shows blurred while the image loads. Made from the file on this server's disk; `of` is the file's
// hash, so a replaced file gets a new one.
const path = require('node:path');

const FILE = 'plugin::upload.file';
const WIDTH = 16;
const BATCH = 25;

/** The placeholder of the image at `filepath`, or null when sharp cannot read it. */
async function placeholderOf(filepath) {
  const sharp = require('sharp');
  try {
    const bytes = await sharp(filepath, { limitInputPixels: 50_000_000 }).rotate().resize(WIDTH).webp({ quality: 40 }).toBuffer();
    return `data:image/webp;base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}

/** Where a local file is on disk, or null for another provider's (or an address outside the uploads folder). */
function storedPath(strapi, file) {
  if (file.provider !== 'local' || typeof file.url !== 'string' || !file.url.startsWith('/uploads/')) return null;
  const uploads = path.resolve(strapi.dirs.static.public, 'uploads');
  const full = path.resolve(strapi.dirs.static.public, `.${decodeURIComponent(file.url)}`);
  return full.startsWith(`${uploads}${path.sep}`) ? full : null;
}

const wantsPlaceholder = (file) =>
  typeof file?.mime === 'string' &&
  file.mime.startsWith('image/') &&
  file.mime !== 'image/svg+xml' &&
  file.provider_metadata?.portico?.of !== file.hash;

async function fill(strapi, file) {
  const filepath = wantsPlaceholder(file) && storedPath(strapi, file);
  if (!filepath) return false;
  const placeholder = await placeholderOf(filepath);
  if (!placeholder) return false;
  await strapi.db.query(FILE).update({
    where: { id: file.id },
    data: { provider_metadata: { ...(file.provider_metadata ?? {}), portico: { placeholder, of: file.hash } } },
  });
  return true;
}

/** Placeholders for new and replaced images, made beside the request rather than in it. */
function placeholdersForUploads(strapi) {
  const later = (event) => {
    const file = event.result;
    if (!wantsPlaceholder(file)) return;
    fill(strapi, file).catch((error) => strapi.log.warn(`portico-guard: no placeholder for file ${file.id}: ${error.message}`));
  };
  strapi.db.lifecycles.subscribe({ models: [FILE], afterCreate: later, afterUpdate: later });
}

/** Fills in the images stored before, a batch at a time, until none is left or Strapi stops. */
async function fillStoredImages(strapi, stopped) {
  let after = 0;
  let filled = 0;
  while (!stopped()) {
    const files = await strapi.db.query(FILE).findMany({
      where: { id: { $gt: after }, mime: { $startsWith: 'image/' }, provider: 'local' },
      orderBy: { id: 'asc' },
      limit: BATCH,
    });
    if (!files.length) break;
    for (const file of files) if (!stopped() && (await fill(strapi, file))) filled += 1;
    after = files[files.length - 1].id;
  }
  if (filled) strapi.log.info(`portico-guard: placeholders made for ${filled} stored images`);
}

module.exports = { placeholderOf, placeholdersForUploads, fillStoredImages, storedPath };
