'use strict';

const RECORD = 'plugin::portico-guard.member-file';
const FILE = 'plugin::upload.file';

/** Which member uploaded which file, and how much they have stored. */
function owners(strapi) {
  const records = () => strapi.db.query(RECORD);

  return {
    /** The users-permissions user id that uploaded the file, or null (an admin's, the seed's, unknown). */
    async ownerOf(fileId) {
      const id = Number(fileId);
      if (!Number.isInteger(id)) return null;
      const record = await records().findOne({ where: { fileId: id }, select: ['ownerId'] });
      return record?.ownerId ?? null;
    },

    /** Which of `fileIds` the member uploaded. */
    async ownedAmong(ownerId, fileIds) {
      if (!fileIds.length) return new Set();
      const mine = await records().findMany({ where: { ownerId, fileId: { $in: fileIds } }, select: ['fileId'] });
      return new Set(mine.map((record) => record.fileId));
    },

    async record(fileId, ownerId) {
      await records().create({ data: { fileId, ownerId } });
    },

    async forget(fileId) {
      await records().deleteMany({ where: { fileId: Number(fileId) } });
    },

    /** The bytes of every file the member has stored, with the smaller copies Strapi made of each image. */
    async storedBytes(ownerId, { except } = {}) {
      const mine = await records().findMany({ where: { ownerId }, select: ['fileId'] });
      const ids = mine.map((record) => record.fileId).filter((id) => id !== Number(except));
      if (!ids.length) return 0;
      const files = await strapi.db.query(FILE).findMany({ where: { id: { $in: ids } }, select: ['size', 'formats'] });
      // Strapi keeps sizes in kilobytes (bytes / 1000).
      const bytes = (kilobytes) => Math.round(Number(kilobytes ?? 0) * 1000);
      return files.reduce((total, file) => {
        const formats = Object.values(file.formats ?? {}).reduce((sum, format) => sum + bytes(format?.size), 0);
        return total + bytes(file.size) + formats;
      }, 0);
    },
  };
}

module.exports = { owners };
