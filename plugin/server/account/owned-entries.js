'use strict';

const { isLocalized } = require('../site');

// A member's entries: listed on their "Your posts" page, and, when the account is deleted, every version they own
// removed through the document service (so the webhook tells the app).

const hasDrafts = (model) => model?.options?.draftAndPublish === true;
// What a list of posts shows of each: its title and its address are among these, whatever the model names them.
const SHOWN_TYPES = new Set(['string', 'uid']);
// Past this, a member's oldest posts of a type are left off the page rather than read whole.
const MOST_PER_TYPE = 1000;
const time = (value) => (value ? new Date(value).getTime() : 0);

/**
 * One post per document and locale: `draft` (never published), `published`, or `changed` (published, with a newer
 * draft). Its fields are those readers see when it is published, else the draft's.
 */
function postsOf(uid, model, rows, localized) {
  const versions = new Map();
  for (const row of rows) {
    const key = `${row.documentId}/${localized ? row.locale : ''}`;
    const found = versions.get(key) ?? {};
    if (hasDrafts(model) && !row.publishedAt) found.draft = row;
    else found.published = row;
    versions.set(key, found);
  }
  return [...versions.values()].map(({ draft, published }) => {
    const shown = published ?? draft;
    const status = !published ? 'draft' : draft && time(draft.updatedAt) - time(published.updatedAt) > 1000 ? 'changed' : 'published';
    const fields = Object.fromEntries(
      Object.entries(shown).filter(([name]) => SHOWN_TYPES.has(model.attributes[name]?.type) && !model.attributes[name].private),
    );
    return {
      type: uid,
      documentId: shown.documentId,
      ...(localized ? { locale: shown.locale } : {}),
      status,
      updatedAt: (draft ?? published).updatedAt,
      publishedAt: published?.publishedAt ?? null,
      fields,
    };
  });
}

module.exports = ({ strapi }) => ({
  /**
   * The member's posts across the owned types and locales, last changed first; `status`: `draft` for those never
   * published, `published` for those readers can see.
   */
  async postsBy(userId, { status } = {}) {
    const posts = [];
    const ownedTypes = strapi.plugin('portico-guard').service('ownership').ownedTypes();
    for (const [uid, field] of Object.entries(ownedTypes)) {
      const model = strapi.contentType(uid);
      const localized = isLocalized(model);
      const shown = Object.keys(model.attributes).filter((name) => SHOWN_TYPES.has(model.attributes[name].type));
      const rows = await strapi.db.query(uid).findMany({
        where: { [field]: { id: userId } },
        select: ['documentId', 'publishedAt', 'updatedAt', ...(localized ? ['locale'] : []), ...shown],
        orderBy: { updatedAt: 'desc' },
        limit: MOST_PER_TYPE,
      });
      posts.push(...postsOf(uid, model, rows, localized));
    }
    const wanted =
      status === 'draft'
        ? posts.filter((post) => post.status === 'draft')
        : status === 'published'
          ? posts.filter((post) => post.status !== 'draft')
          : posts;
    return wanted.sort((a, b) => time(b.updatedAt) - time(a.updatedAt));
  },

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
