'use strict';

const { refuse, underMemberRules } = require('../http');

const RECORD = 'plugin::portico-guard.member-file';
const FILE = 'plugin::upload.file';
// A picker's worth, not the media library.
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
  /** The caller's own images, newest first, as Strapi's upload API describes them; the owner is the token's user. */
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
