'use strict';

// Every write through the document service brings the document's place in the index up to date before it answers.
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

function keepSearchCurrent(strapi) {
  return async (context, next) => {
    const result = await next();
    if (!WRITES.has(context.action) || !context.uid?.startsWith('api::')) return result;
    const documentId = context.params?.documentId ?? result?.documentId ?? result?.entries?.[0]?.documentId;
    try {
      await strapi.plugin('portico-guard').service('search').indexDocument(context.uid, documentId);
    } catch (error) {
      // The write stands; the index catches up at the document's next write or the next rebuild.
      strapi.log.error(`portico-guard: search index not updated for ${context.uid} ${documentId}: ${error.message}`);
    }
    return result;
  };
}

module.exports = { keepSearchCurrent };
