'use strict';

/** A member's default: images a browser shows and nothing can script. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

// Types that can run script when a browser opens them: never a member's, whatever the config lists.
const SCRIPTABLE =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|(application|text)\/([\w.+-]*\+)?xml|(application|text)\/(x-)?(java|ecma)script|application\/x-shockwave-flash)$/;

const NAMES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'audio/mpeg': 'MP3',
};

/** "JPEG", "PDF", or the MIME type itself. */
const typeName = (mime) => NAMES[mime] ?? mime;

/** "JPEG, PNG, WebP, AVIF or GIF". */
function typeList(mimes) {
  const names = mimes.map(typeName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'nothing');
}

/** Whether `mime` matches one of `allowed` (exact types, or `image/*`). */
function typeAllowed(mime, allowed) {
  if (!mime || SCRIPTABLE.test(mime)) return false;
  return allowed.some((pattern) => pattern === mime || (pattern.endsWith('/*') && mime.startsWith(pattern.slice(0, -1))));
}

/** The group Strapi's media fields name in `allowedTypes`: images, videos, audios or files. */
function mediaGroup(mime) {
  if (/^image\//.test(mime) && mime !== 'image/svg+xml') return 'images';
  if (/^video\//.test(mime)) return 'videos';
  if (/^audio\//.test(mime)) return 'audios';
  return 'files';
}

/** Whether a media field (its schema's `allowedTypes`: unset means any) takes a file of this type. */
function fieldTakes(allowedTypes, mime) {
  if (!Array.isArray(allowedTypes) || allowedTypes.length === 0) return true;
  return allowedTypes.includes(mediaGroup(mime));
}

/** Whether a file served with this Content-Type may show in its own page: raster images, video and audio. */
function servedInline(contentType) {
  const mime = String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return mediaGroup(mime) !== 'files';
}

/** The uploaded name with the extension of what the bytes are: "cat.html" read as PNG is "cat.png". */
function nameFor(originalName, ext) {
  const name = String(originalName ?? '').trim() || 'upload';
  const base = name.replace(/\.[^./\\]*$/, '') || 'upload';
  return `${base}.${ext}`;
}

module.exports = { IMAGE_TYPES, SCRIPTABLE, typeName, typeList, typeAllowed, mediaGroup, fieldTakes, servedInline, nameFor };
