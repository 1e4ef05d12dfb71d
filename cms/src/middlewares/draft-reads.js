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

/** The attributes a `populate` value names: every one for `*`/true, else the listed ones. */
function populatedEntries(attributes, populate) {
  if (populate === '*' || populate === true || populate === 'true') return Object.keys(attributes).map((name) => [name, true]);
  if (typeof populate === 'string') return populate.split(',').map((name) => [name.trim(), true]);
  if (Array.isArray(populate)) return populate.map((name) => [String(name), true]);
  return populate && typeof populate === 'object' ? Object.entries(populate) : [];
}

/**
 * Whether a draft read's `populate` reaches entries of a Draft & Publish type: Strapi applies
 * `status=draft` to them too, whoever owns them (a member's own draft populating its category's
 * articles would list everyone's drafts). The entry's own versions in other locales are its own.
 */
function reachesOtherDrafts(strapi, uid, populate, depth = 0) {
  const attributes = strapi.getModel(uid)?.attributes ?? {};
  if (depth > 8) return true;
  for (const [name, nested] of populatedEntries(attributes, populate)) {
    const attribute = attributes[name];
    const inner = nested && typeof nested === 'object' ? (nested.populate ?? nested.on) : undefined;
    if (!attribute) continue;
    if (attribute.type === 'relation') {
      if (name === 'localizations' && inner === undefined) continue;
      if (strapi.getModel(attribute.target)?.options?.draftAndPublish) return true;
      if (inner !== undefined && reachesOtherDrafts(strapi, attribute.target, inner, depth + 1)) return true;
    } else if (attribute.type === 'component') {
      if (reachesOtherDrafts(strapi, attribute.component, inner ?? '*', depth + 1)) return true;
    } else if (attribute.type === 'dynamiczone') {
      const on = nested && typeof nested === 'object' && nested.on ? nested.on : null;
      for (const component of attribute.components ?? []) {
        if (reachesOtherDrafts(strapi, component, on ? (on[component]?.populate ?? []) : '*', depth + 1)) return true;
      }
    }
  }
  return false;
}

const draftReads = (config, { strapi }) => {
  return async (ctx, next) => {
    if (ctx.query?.status !== 'draft' || isApiTokenRequest(ctx.state)) return next();
    const contentType = strapi.contentType(config.uid);
    const ownerField = contentType?.options?.draftAndPublish ? ownerFieldOf(contentType) : undefined;
    const user = ctx.state.user;
    if (!ownerField) throw new errors.ForbiddenError('Drafts of this type are not readable here.');
    if (!user) throw new errors.UnauthorizedError('Sign in to read your drafts.');
    if (reachesOtherDrafts(strapi, config.uid, ctx.query.populate)) {
      throw new errors.ForbiddenError(
        'A draft cannot be read with related entries of types that have drafts: they would be their drafts too.',
      );
    }

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
