'use strict';

// The middlewares on the app's own content-API routes: private drafts on reads; on an owned type's writes, a
// member's body loses its owner before Strapi validates it (ignored, not refused); on its findOne, the owner's
// public identity, never the email, added after Strapi's sanitizer, which drops users most roles may not list.
const { underMemberRules } = require('../http');
const { ownedTypes } = require('./owned-types');
const { draftReads } = require('./draft-reads');

/** `{ uid, action }` of a handler (`api::article.article.find`, or `article.find` in api `apiName`); null for a function. */
function routeTarget(handler, apiName) {
  if (typeof handler !== 'string' || !handler.includes('.')) return null;
  const dot = handler.lastIndexOf('.');
  const controller = handler.slice(0, dot);
  const action = handler.slice(dot + 1);
  return { uid: controller.includes('::') ? controller : `api::${apiName}.${controller}`, action };
}

const stripOwner = (field) =>
  async function ignoreClientOwner(ctx, next) {
    const data = ctx.request.body?.data;
    if (underMemberRules(ctx.state) && data && typeof data === 'object') delete data[field];
    return next();
  };

const ownerIdentity = (strapi, uid, field) =>
  async function addOwnerIdentity(ctx, next) {
    await next();
    const data = ctx.body?.data;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return;
    const locale = data.locale ?? (typeof ctx.query?.locale === 'string' ? ctx.query.locale : undefined);
    const hasDrafts = strapi.contentType(uid)?.options?.draftAndPublish === true;
    // The owner of the version that was read: one per locale, and a draft and a published one.
    const version = await strapi.documents(uid).findOne({
      documentId: data.documentId ?? ctx.params.id,
      ...(locale ? { locale } : {}),
      ...(hasDrafts ? { status: ctx.query?.status === 'draft' ? 'draft' : 'published' } : {}),
      fields: ['documentId'],
      populate: { [field]: { fields: ['documentId', 'username'] } },
    });
    const owner = version?.[field];
    data[field] = owner ? { id: owner.id, documentId: owner.documentId, username: owner.username } : null;
  };

/** The plugin's middlewares for one route of `uid`, in the order they run. */
function middlewaresFor(strapi, { uid, action }) {
  const field = ownedTypes(strapi)[uid];
  const middlewares = [];
  if (action === 'find' || action === 'findOne') middlewares.push(draftReads(strapi, uid));
  if (field && (action === 'create' || action === 'update')) middlewares.push(stripOwner(field));
  if (field && action === 'findOne') middlewares.push(ownerIdentity(strapi, uid, field));
  return middlewares;
}

function addMiddlewares(strapi, apiName, routes) {
  for (const route of routes ?? []) {
    const target = routeTarget(route.handler, apiName);
    if (!target || !strapi.contentTypes[target.uid]) continue;
    const middlewares = middlewaresFor(strapi, target);
    if (middlewares.length) route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), ...middlewares] };
  }
}

// The middlewares are added when Strapi first reads the routes, at bootstrap: a core router builds its validation
// from the content type, which other plugins may still extend during register.
function guardedRouter(strapi, apiName, router) {
  if (typeof router === 'function') return (...args) => guardedRouter(strapi, apiName, router(...args));
  if (!router || typeof router !== 'object') return router;
  const descriptors = Object.getOwnPropertyDescriptors(router);
  delete descriptors.routes;
  let routes;
  return Object.defineProperties(
    {},
    {
      ...descriptors,
      routes: {
        enumerable: true,
        configurable: true,
        get() {
          if (routes === undefined) {
            routes = router.routes;
            addMiddlewares(strapi, apiName, routes);
          }
          return routes;
        },
        set(value) {
          routes = value;
          addMiddlewares(strapi, apiName, routes);
        },
      },
    },
  );
}

function guardContentRoutes(strapi) {
  for (const [apiName, api] of Object.entries(strapi.apis)) {
    api.routes = Object.fromEntries(
      Object.entries(api.routes ?? {}).map(([name, router]) => [name, guardedRouter(strapi, apiName, router)]),
    );
  }
}

module.exports = { guardContentRoutes, routeTarget };
