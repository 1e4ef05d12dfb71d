'use strict';

/** A plugin's content-API routes: a list, or a factory with a `routes` list (Strapi 5.2x+). */
function contentApiRoutes(strapi, pluginName) {
  const routes = strapi.plugin(pluginName)?.routes?.['content-api'];
  const list = Array.isArray(routes) ? routes : routes?.routes;
  if (!Array.isArray(list)) throw new Error(`portico-guard: the ${pluginName} plugin has no content-API routes`);
  return list;
}

/** Adds `middleware` to the routes of `pluginName` whose handler is listed; one not found throws. */
function onRoutes(strapi, pluginName, handlers, middleware) {
  const found = new Set();
  for (const route of contentApiRoutes(strapi, pluginName)) {
    if (!handlers.includes(route.handler)) continue;
    route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), middleware] };
    found.add(route.handler);
  }
  // Failing to start is better than running unguarded on a Strapi whose routes moved.
  for (const handler of handlers) {
    if (!found.has(handler)) throw new Error(`portico-guard: ${pluginName} route ${handler} not found`);
  }
}

/** Takes this plugin's routes of `controllers` away. */
function dropRoutes(strapi, controllers) {
  const routes = strapi.plugin('portico-guard').routes['content-api'];
  routes.routes = routes.routes.filter((route) => !controllers.some((controller) => route.handler.startsWith(`${controller}.`)));
}

// An own-account route stands beside the app's own (no plugin prefix). Its config is a new object each time: Strapi
// writes the route's permission scope into it. A change is rate-limited per address: it sends email, or guesses.
const own = (extra = {}) => ({ prefix: '', policies: [], ...extra });
const rateLimited = () => own({ middlewares: ['plugin::users-permissions.rateLimit'] });

module.exports = { contentApiRoutes, onRoutes, dropRoutes, own, rateLimited };
