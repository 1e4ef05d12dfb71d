const { errors } = require('@strapi/utils');
const { isApiTokenRequest } = require('../utils/auth');
const { ownerFieldOf } = require('../utils/owner-field');

/**
 * Route middleware for the content API's read routes (find, findOne): who may read drafts.
 *
 * Strapi lets any role that may `find` a type read every draft with `?status=draft`
 * (strapi/strapi#25326). Here only API tokens (editors' tools, the front end's preview token) read
 * drafts freely. A signed-in user reads only their own drafts: a list is narrowed to the entries
 * they own, and someone else's draft answers 404, as if it did not exist. Visitors, and any read
 * of a type without Draft & Publish or without an owner (where `status=draft` would only serve to
 * reach related drafts through `populate`), are refused.
 *
 * Config: `{ uid }`, the content type of the route.
 */
const OWN_DRAFTS = 'porticoOwnDraftsOnly';

/**
 * Document service middleware (registered in src/index.js): a list read by the request that
 * draft-reads marked is limited to the caller's entries, counts included.
 */
function ownDraftsOnly(strapi) {
  return async (context, next) => {
    const limit = strapi.requestContext.get()?.state?.[OWN_DRAFTS];
    if (limit && context.uid === limit.uid && ['findMany', 'findFirst', 'count'].includes(context.action)) {
      const mine = { [limit.ownerField]: { id: { $eq: limit.userId } } };
      const filters = context.params?.filters;
      context.params = { ...context.params, filters: filters ? { $and: [filters, mine] } : mine };
    }
    return next();
  };
}

const draftReads = (config, { strapi }) => {
  return async (ctx, next) => {
    if (ctx.query?.status !== 'draft' || isApiTokenRequest(ctx.state)) return next();
    const contentType = strapi.contentType(config.uid);
    const ownerField = contentType?.options?.draftAndPublish ? ownerFieldOf(contentType) : undefined;
    const user = ctx.state.user;
    if (!ownerField) throw new errors.ForbiddenError('Drafts of this type are not readable here.');
    if (!user) throw new errors.UnauthorizedError('Sign in to read your drafts.');

    const documentId = ctx.params?.id;
    if (documentId === undefined) {
      // Not a query filter: members may not filter on users, so Strapi's query validation
      // would refuse it. The document service narrows the read instead (see ownDraftsOnly).
      ctx.state[OWN_DRAFTS] = { uid: config.uid, ownerField, userId: user.id };
      return next();
    }

    const draft = await strapi.documents(config.uid).findOne({
      documentId,
      status: 'draft',
      ...(typeof ctx.query.locale === 'string' ? { locale: ctx.query.locale } : {}),
      fields: ['documentId'],
      populate: { [ownerField]: { fields: ['id'] } },
    });
    if (draft?.[ownerField]?.id !== user.id) throw new errors.NotFoundError('Not Found');
    return next();
  };
};

module.exports = draftReads;
module.exports.ownDraftsOnly = ownDraftsOnly;
