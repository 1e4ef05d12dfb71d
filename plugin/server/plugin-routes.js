'use strict';

/** A plugin's content-API routes: a list, or a factory with a `routes` list (Strapi 5.2x+). */
function contentApiRoutes(strapi, pluginName) {
  const routes = strapi.plugin(pluginName)?.routes?.['content-api'];
  const list = Array.isArray(routes) ? routes : routes?.routes;
  if (!Array.isArray(list)) throw new Error(`portico-guard: the ${pluginName} plugin has no content-API routes`);
  return list;
}

/**
 * Adds `middleware` to the routes of `pluginName` whose handler is listed. Failing to start is better than
 * running unguarded on a Strapi whose routes moved, so a handler not found throws.
 */
function onRoutes(strapi, pluginName, handlers, middleware) {
  const found = new Set();
  for (const route of contentApiRoutes(strapi, pluginName)) {
    if (!handlers.includes(route.handler)) continue;
    route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), middleware] };
    found.add(route.handler);
  }
  for (const handler of handlers) {
    if (!found.has(handler)) throw new Error(`portico-guard: ${pluginName} route ${handler} not found`);
  }
}

module.exports = { contentApiRoutes, onRoutes };
