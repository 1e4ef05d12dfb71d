'use strict';

/**
 * GET /api/portico-guard/uploads/mine: the caller's own images (those the plugin recorded as
 * uploaded by them), newest first, for a picker such as Portico's Blocks editor. Only the token's
 * user's files are ever read: the owner comes from `ctx.state.user`, never from the request.
 * Each file is described as Strapi's upload API describes it (a Blocks image node holds that).
 */
const { refuse, underMemberRules } = require('../http');

const RECORD = 'plugin::portico-guard.member-file';
const FILE = 'plugin::upload.file';
/** The newest this many: a picker, not the media library. */
const LIMIT = 100;
const FIELDS = [
  'id',
  'documentId',
  'name',
  'alternativeText',
  'caption',
  'width',
  'height',
  'formats',
  'hash',
  'ext',
  'mime',
  'size',
  'url',
  'previewUrl',
  'provider',
  'provider_metadata',
  'createdAt',
  'updatedAt',
];

module.exports = ({ strapi }) => ({
  async mine(ctx) {
    const user = ctx.state.user;
    if (!underMemberRules(ctx.state) || !user)
      return refuse(ctx, 403, 'ForbiddenError', 'Only a signed-in member has uploads of their own.');
    const records = await strapi.db.query(RECORD).findMany({ where: { ownerId: user.id }, select: ['fileId'] });
    const ids = records.map((record) => record.fileId);
    const files = ids.length
      ? await strapi.db.query(FILE).findMany({
          where: { id: { $in: ids }, mime: { $startsWith: 'image/' } },
          select: FIELDS,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: LIMIT,
        })
      : [];
    ctx.body = { data: files, meta: { limit: LIMIT } };
  },
});
