'use strict';

const { isLocalized } = require('../site');

// A deleted member's entries: every version they own, through the document service (so the webhook tells the app).

module.exports = ({ strapi }) => ({
  /** Versions the user owns, as [{ uid, documentId, locale }] (one per document and locale). */
  async ownedBy(userId) {
    const owned = [];
    const ownedTypes = strapi.plugin('portico-guard').service('ownership').ownedTypes();
    for (const [uid, field] of Object.entries(ownedTypes)) {
      const localized = isLocalized(strapi.contentType(uid));
      // Straight to the database: every row, drafts and published versions of every locale alike.
      const rows = await strapi.db.query(uid).findMany({
        where: { [field]: { id: userId } },
        select: localized ? ['documentId', 'locale'] : ['documentId'],
      });
      const seen = new Set();
      for (const row of rows) {
        const locale = localized ? row.locale : undefined;
        const key = `${row.documentId}/${locale ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        owned.push({ uid, documentId: row.documentId, locale });
      }
    }
    return owned;
  },

  async removeOwnedBy(userId) {
    const owned = await this.ownedBy(userId);
    for (const { uid, documentId, locale } of owned) {
      // Without `status`, both the draft and the published version of that locale go.
      await strapi.documents(uid).delete({ documentId, ...(locale ? { locale } : {}) });
    }
    return owned.length;
  },
});
