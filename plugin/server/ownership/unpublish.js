'use strict';

// POST /api/{pluralName}/{documentId}/unpublish[?locale=]: a published entry of an owned Draft & Publish type back
// to draft (Strapi's content API has no such route); who may is the document middleware's to decide.
const { errors } = require('@strapi/utils');
const { ownedTypes } = require('./owned-types');

/** The owned Draft & Publish type whose pluralName is `pluralName`, or undefined. */
function unpublishableType(strapi, pluralName) {
  return Object.keys(ownedTypes(strapi)).find((uid) => {
    const contentType = strapi.contentType(uid);
    return contentType?.info?.pluralName === pluralName && contentType.options?.draftAndPublish === true;
  });
}

module.exports = ({ strapi }) => ({
  async unpublish(ctx) {
    const uid = unpublishableType(strapi, ctx.params.pluralName);
    if (!uid) throw new errors.NotFoundError('Not Found');
    const documentId = ctx.params.id;
    const locale = typeof ctx.query?.locale === 'string' ? ctx.query.locale : undefined;
    const documents = strapi.documents(uid);
    const published = await documents.findOne({ documentId, status: 'published', ...(locale ? { locale } : {}), fields: ['documentId'] });
    if (!published) throw new errors.NotFoundError('This entry is not published.');
    await documents.unpublish({ documentId, ...(locale ? { locale } : {}) });
    return { data: { documentId, locale: locale ?? null, status: 'draft' } };
  },
});
