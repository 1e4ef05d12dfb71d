'use strict';

// The upload plugin's content routes (POST /api/upload, DELETE /api/upload/files/:id) for anyone but an admin-made
// API token, once Strapi has authorized the caller: a new file of a type the member may upload (read from its
// bytes), within the size, pixel and quota limits, stored under that type and recorded as theirs; attached only to
// their own entry, in a field whose `allowedTypes` take it; replaced, described or deleted only when theirs. A
// refusal answers before Strapi's controller runs.
const { refuse, underMemberRules } = require('../http');
const { uploadConfig } = require('./upload-config');
const { detectType, imageSize } = require('./inspect');
const { typeAllowed, typeName, typeList, mediaGroup, fieldTakes, nameFor } = require('./file-kinds');
const { owners } = require('./owners');

const MB = 1024 * 1024;
const USER = 'plugin::users-permissions.user';

const megabytes = (bytes) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 2 : 0)} MB`;
const filesOf = (ctx) => [ctx.request.files?.files].flat().filter((file) => file && typeof file === 'object');
const nameOf = (file) => String(file.originalFilename ?? file.name ?? 'The file');

/** Where `ref`/`refId`/`field` attach the upload: the media field's `allowedTypes`; null unless the member's own entry. */
async function attachTarget(strapi, { ref, refId, field }, user) {
  const model = typeof ref === 'string' ? strapi.getModel(ref) : undefined;
  const attribute = model?.attributes?.[field];
  if (!attribute || attribute.type !== 'media') return null;
  const id = Number(refId);
  if (!Number.isInteger(id)) return null;
  if (ref === USER) return id === user.id ? { allowedTypes: attribute.allowedTypes, refId: id } : null;
  const ownerField = strapi.plugin('portico-guard').service('ownership').ownerFieldOf(ref);
  if (!ownerField) return null;
  const entry = await strapi.db.query(ref).findOne({ where: { id }, select: ['id'], populate: { [ownerField]: { select: ['id'] } } });
  return entry?.[ownerField]?.id === user.id ? { allowedTypes: attribute.allowedTypes, refId: id } : null;
}

/** The first reason to refuse these files, as [status, name, message, details], or null; each file renamed to what it is. */
async function checkFiles(strapi, files, { userId, replacing, allowedTypes }) {
  const { types, maxFileMb, quotaMb, maxMegapixels } = uploadConfig(strapi);
  const checked = [];
  for (const file of files) {
    const fileName = nameOf(file);
    if (file.size > maxFileMb * MB) {
      return [
        413,
        'PayloadTooLargeError',
        `"${fileName}" is ${megabytes(file.size)}; a file may be at most ${maxFileMb} MB.`,
        { fileName, reason: 'file-size', limitMb: maxFileMb },
      ];
    }
    const detected = await detectType(file.filepath);
    if (!detected || !typeAllowed(detected.mime, types)) {
      const what = detected ? `a ${typeName(detected.mime)} file` : 'not a type of file this site accepts';
      return [
        415,
        'UnsupportedMediaTypeError',
        `"${fileName}" is ${what}. You can upload ${typeList(types)} files.`,
        { fileName, reason: 'file-type', detectedType: detected?.mime ?? null, allowedTypes: types },
      ];
    }
    if (!fieldTakes(allowedTypes, detected.mime)) {
      return [
        415,
        'UnsupportedMediaTypeError',
        `"${fileName}" is a ${typeName(detected.mime)} file, which this field does not take.`,
        { fileName, reason: 'field-type', detectedType: detected.mime },
      ];
    }
    if (mediaGroup(detected.mime) === 'images') {
      const size = await imageSize(file.filepath);
      if (!size)
        return [415, 'UnsupportedMediaTypeError', `"${fileName}" could not be read as an image.`, { fileName, reason: 'unreadable-image' }];
      if (size.width * size.height * size.frames > maxMegapixels * 1_000_000) {
        const frames = size.frames > 1 ? ` in each of ${size.frames} frames` : '';
        return [
          413,
          'PayloadTooLargeError',
          `"${fileName}" is ${size.width} × ${size.height} pixels${frames}; an image may have at most ${maxMegapixels} million pixels.`,
          { fileName, reason: 'image-pixels', limitMegapixels: maxMegapixels },
        ];
      }
    }
    checked.push([file, detected]);
  }
  const stored = await owners(strapi).storedBytes(userId, { except: replacing });
  const incoming = files.reduce((total, file) => total + file.size, 0);
  if (stored + incoming > quotaMb * MB) {
    return [
      413,
      'PayloadTooLargeError',
      `These files would bring what you have stored to ${megabytes(stored + incoming)}; each member may store ${quotaMb} MB.`,
      { reason: 'quota', limitMb: quotaMb, storedBytes: stored },
    ];
  }
  for (const [file, detected] of checked) {
    file.mimetype = detected.mime;
    file.originalFilename = nameFor(file.originalFilename, detected.ext);
  }
  return null;
}

// One member's uploads run one after another, so that uploads sent at once cannot all pass the quota on one old
// total. Per Strapi process: each instance may let one more through.
const turns = new Map();
async function inTurn(key, work) {
  const before = turns.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.catch(() => undefined);
  turns.set(key, settled);
  try {
    return await mine;
  } finally {
    if (turns.get(key) === settled) turns.delete(key);
  }
}

/** POST /api/upload: a new upload, a replacement (?id=) or new texts for a file (?id= without files). */
const uploadGuard = ({ strapi }) =>
  async function memberUploadGuard(ctx, next) {
    if (!underMemberRules(ctx.state)) return next();
    const user = ctx.state.user;
    if (!user) return refuse(ctx, 403, 'ForbiddenError', 'Sign in to upload files.');
    const files = filesOf(ctx);
    const replacing = ctx.query?.id;
    let allowedTypes;
    if (replacing !== undefined) {
      if ((await owners(strapi).ownerOf(replacing)) !== user.id)
        return refuse(ctx, 403, 'ForbiddenError', 'You can only change files you uploaded.', { fileId: replacing });
    } else {
      const body = ctx.request.body ?? {};
      if (body.ref !== undefined || body.refId !== undefined || body.field !== undefined) {
        const target = await attachTarget(strapi, body, user);
        if (!target) return refuse(ctx, 403, 'ForbiddenError', 'You can only attach files to your own entries.');
        allowedTypes = target.allowedTypes;
        // What was checked is what Strapi links: the id as a number ("1e3" would reach the database as text).
        body.refId = target.refId;
      }
    }
    if (!files.length) return next();
    return inTurn(user.id, async () => {
      const problem = await checkFiles(strapi, files, { userId: user.id, replacing, allowedTypes });
      if (problem) return refuse(ctx, ...problem);
      await next();
      if (replacing === undefined && ctx.status < 300) {
        for (const file of [ctx.body].flat()) if (Number.isInteger(file?.id)) await owners(strapi).record(file.id, user.id);
      }
    });
  };

/** DELETE /api/upload/files/:id: only the member's own files. */
const destroyGuard = ({ strapi }) =>
  async function memberDeleteGuard(ctx, next) {
    if (!underMemberRules(ctx.state)) return next();
    const user = ctx.state.user;
    const fileId = ctx.params?.id;
    if (!user || (await owners(strapi).ownerOf(fileId)) !== user.id)
      return refuse(ctx, 403, 'ForbiddenError', 'You can only delete files you uploaded.', { fileId });
    return next();
  };

module.exports = { uploadGuard, destroyGuard };
