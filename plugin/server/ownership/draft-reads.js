'use strict';

// Who may read drafts (`?status=draft`): Strapi lets any role that may `find` a type read every draft
// (strapi/strapi#25326). API tokens and the admin panel read them freely; a member reads only their own, of an owned
// type (a list narrowed, another's draft 404); visitors get 401, other types 403. Strapi applies `status=draft` to
// populated entries too: the entry's own relations show as visitors see them, the member's own excepted, and
// anything deeper that reaches drafts is refused.
const { errors } = require('@strapi/utils');
const { underMemberRules } = require('../http');
const { ownerFieldOf } = require('./owned-types');

const OWN_DRAFTS = 'porticoOwnDraftsOnly';
const hasDrafts = (model) => model?.options?.draftAndPublish === true;

// A list read that draftReads marked, narrowed to the caller's entries, counts included: a query filter on users
// would be refused by Strapi's validation.
const ownDraftsOnly = (strapi) =>
  async function ownDraftsOnlyMiddleware(context, next) {
    const limit = strapi.requestContext.get()?.state?.[OWN_DRAFTS];
    if (limit && context.uid === limit.uid && ['findMany', 'findFirst', 'count'].includes(context.action)) {
      const mine = { [limit.ownerField]: { id: { $eq: limit.userId } } };
      const filters = context.params?.filters;
      context.params = { ...context.params, filters: filters ? { $and: [filters, mine] } : mine };
    }
    return next();
  };

/** The attributes a `populate` value names: every one for `*`/true, else the listed ones. */
function populatedEntries(attributes, populate) {
  if (populate === '*' || populate === true || populate === 'true') return Object.keys(attributes).map((name) => [name, true]);
  if (typeof populate === 'string') return populate.split(',').map((name) => [name.trim(), true]);
  if (Array.isArray(populate)) return populate.map((name) => [String(name), true]);
  return populate && typeof populate === 'object' ? Object.entries(populate) : [];
}

const innerOf = (nested) => (nested && typeof nested === 'object' ? (nested.populate ?? nested.on) : undefined);

/** Whether a `populate` reaches drafts, through components and zones; `throughRelation` judges each relation. */
function populateReaches(getModel, uid, populate, throughRelation, depth = 0) {
  if (depth > 8) return true;
  const attributes = getModel(uid)?.attributes ?? {};
  for (const [name, nested] of populatedEntries(attributes, populate)) {
    const attribute = attributes[name];
    if (!attribute) continue;
    const inner = innerOf(nested);
    if (attribute.type === 'relation') {
      if (throughRelation(attribute.target, inner, depth)) return true;
    } else if (attribute.type === 'component') {
      if (populateReaches(getModel, attribute.component, inner ?? '*', throughRelation, depth + 1)) return true;
    } else if (attribute.type === 'dynamiczone') {
      const on = nested && typeof nested === 'object' && nested.on ? nested.on : null;
      for (const component of attribute.components ?? []) {
        if (populateReaches(getModel, component, on ? (on[component]?.populate ?? []) : '*', throughRelation, depth + 1)) return true;
      }
    }
  }
  return false;
}

/** Whether a `populate` below a relation reaches entries of a Draft & Publish type. */
const reachesDrafts = (getModel, uid, populate, depth = 0) =>
  populateReaches(
    getModel,
    uid,
    populate,
    (target, inner, at) => hasDrafts(getModel(target)) || (inner !== undefined && reachesDrafts(getModel, target, inner, at + 1)),
    depth,
  );

/** Whether a draft read's `populate` goes past the entry's own relations' fields into entries that have drafts. */
const reachesOtherDrafts = (getModel, uid, populate) =>
  populateReaches(
    getModel,
    uid,
    populate,
    (target, inner, at) => inner !== undefined && (hasDrafts(getModel(target)) || reachesDrafts(getModel, target, inner, at + 1)),
  );

/** The populated related entries that have drafts, in components and zones too: [{ target, holder, key }]. */
function relatedDrafts(getModel, uid, entry) {
  const found = [];
  const attributes = getModel(uid)?.attributes ?? {};
  if (!entry || typeof entry !== 'object') return found;
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = entry[name];
    if (value === undefined || value === null) continue;
    if (attribute.type === 'relation' && name !== 'localizations' && hasDrafts(getModel(attribute.target))) {
      if (typeof value === 'object') found.push({ target: attribute.target, holder: entry, key: name });
    } else if (attribute.type === 'component') {
      for (const item of [value].flat()) found.push(...relatedDrafts(getModel, attribute.component, item));
    } else if (attribute.type === 'dynamiczone') {
      for (const item of [value].flat()) if (item?.__component) found.push(...relatedDrafts(getModel, item.__component, item));
    }
  }
  return found;
}

/** What a member sees of a related draft: itself if theirs, else its published version in that locale, or nothing. */
function visibleVersion(shown, versions, ownerField, userId) {
  const row =
    versions.find((version) => version.id === shown.id) ??
    versions.find(
      (version) =>
        version.documentId === shown.documentId && version.publishedAt === null && (shown.locale ?? version.locale) === version.locale,
    );
  if (!row) return null;
  if (ownerField && row[ownerField]?.id === userId) return shown;
  const published = versions.find(
    (version) => version.documentId === row.documentId && version.locale === row.locale && version.publishedAt !== null,
  );
  if (!published) return null;
  return Object.fromEntries(Object.keys(shown).map((key) => [key, key in published ? published[key] : shown[key]]));
}

/** Replaces the related drafts in a draft read's answer by what the member may see of them. */
async function showRelatedAsPublished(strapi, uid, data, userId) {
  const getModel = (name) => strapi.getModel(name);
  const found = [data].flat().flatMap((entry) => relatedDrafts(getModel, uid, entry));
  const byTarget = new Map();
  for (const item of found) {
    const ids = [item.holder[item.key]].flat().map((shown) => shown?.documentId);
    byTarget.set(item.target, [...(byTarget.get(item.target) ?? []), ...ids.filter(Boolean)]);
  }
  const versionsByTarget = new Map();
  for (const [target, documentIds] of byTarget) {
    const ownerField = ownerFieldOf(strapi, target);
    const versions = await strapi.db.query(target).findMany({
      where: { documentId: { $in: [...new Set(documentIds)] } },
      ...(ownerField ? { populate: { [ownerField]: { select: ['id'] } } } : {}),
    });
    versionsByTarget.set(target, { versions, ownerField });
  }
  for (const { target, holder, key } of found) {
    const { versions, ownerField } = versionsByTarget.get(target) ?? { versions: [] };
    const see = (shown) => (shown && typeof shown === 'object' ? visibleVersion(shown, versions, ownerField, userId) : null);
    holder[key] = Array.isArray(holder[key]) ? holder[key].map(see).filter(Boolean) : see(holder[key]);
  }
}

/** Route middleware for find and findOne of `uid`. */
const draftReads = (strapi, uid) =>
  async function privateDrafts(ctx, next) {
    if (ctx.query?.status !== 'draft' || !underMemberRules(ctx.state)) return next();
    const model = strapi.contentType(uid);
    const ownerField = hasDrafts(model) ? ownerFieldOf(strapi, uid) : undefined;
    const user = ctx.state.user;
    if (!ownerField) throw new errors.PolicyError('Drafts of this type are not readable here.');
    if (!user) throw new errors.UnauthorizedError('Sign in to read your drafts.');
    if (reachesOtherDrafts((name) => strapi.getModel(name), uid, ctx.query.populate)) {
      throw new errors.PolicyError(
        'A draft cannot be read with related entries of types that have drafts: they would be their drafts too.',
      );
    }

    const documentId = ctx.params?.id;
    if (documentId === undefined) {
      ctx.state[OWN_DRAFTS] = { uid, ownerField, userId: user.id };
    } else {
      const draft = await strapi.documents(uid).findOne({
        documentId,
        status: 'draft',
        ...(typeof ctx.query.locale === 'string' ? { locale: ctx.query.locale } : {}),
        fields: ['documentId'],
        populate: { [ownerField]: { fields: ['id'] } },
      });
      if (draft?.[ownerField]?.id !== user.id) throw new errors.NotFoundError('Not Found');
    }
    await next();
    if (ctx.body?.data) await showRelatedAsPublished(strapi, uid, ctx.body.data, user.id);
  };

module.exports = { draftReads, ownDraftsOnly, reachesOtherDrafts, relatedDrafts, visibleVersion };
