'use strict';

const { contentApiRoutes } = require('../plugin-routes');
const contentTypes = require('./content-types');
const controller = require('./controller');
const { servedFiles } = require('./served-files');
const { memberRequestSize } = require('./request-size');
const { uploadGuard, destroyGuard } = require('./guard');
const { mediaFieldTypes } = require('./media-fields');
const { owners } = require('./owners');
const { fillStoredImages, placeholdersForUploads } = require('./placeholders');

// Set when Strapi stops, so that the placeholders' back-fill does too.
let stopped = false;

function guardUploadRoutes(strapi) {
  const guards = { 'POST /': uploadGuard({ strapi }), 'DELETE /files/:id': destroyGuard({ strapi }) };
  const guarded = new Set();
  for (const route of contentApiRoutes(strapi, 'upload')) {
    const key = `${route.method} ${route.path}`;
    if (!guards[key]) continue;
    route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), guards[key]] };
    guarded.add(key);
  }
  // Failing to start is better than running unguarded on a Strapi whose routes moved.
  for (const key of Object.keys(guards)) if (!guarded.has(key)) throw new Error(`portico-guard: upload route ${key} not found`);
}

/** Member uploads: the type read from the bytes, limits, whose file it is, /uploads served inert, placeholders. */
module.exports = {
  contentTypes,
  controllers: { uploads: controller },
  routes: [{ method: 'GET', path: '/uploads/mine', handler: 'uploads.mine', config: { policies: [] } }],
  register({ strapi }) {
    // Ahead of Strapi's own middlewares: the request size is judged before the body is read.
    strapi.server.use(servedFiles({ strapi }));
    strapi.server.use(memberRequestSize({ strapi }));
    guardUploadRoutes(strapi);
    strapi.documents.use(mediaFieldTypes(strapi));
  },
  bootstrap({ strapi }) {
    placeholdersForUploads(strapi);
    // Not awaited: a Strapi with many images starts at once and fills them in meanwhile.
    stopped = false;
    fillStoredImages(strapi, () => stopped).catch((error) => strapi.log.warn(`portico-guard: placeholders stopped: ${error.message}`));
    // A file deleted by anyone (its member, an admin) is no one's any more.
    strapi.db.lifecycles.subscribe({
      models: ['plugin::upload.file'],
      async afterDelete(event) {
        if (Number.isInteger(event.result?.id)) await owners(strapi).forget(event.result.id);
      },
    });
    if (strapi.plugin('graphql')) {
      strapi.log.warn(
        'portico-guard: GraphQL is enabled. Its updateUploadFile and deleteUploadFile mutations take any file id and are not guarded: ' +
          'members granted plugin::upload.content-api.upload or .destroy can change any file through them (docs/deployment.md).',
      );
    }
  },
  destroy() {
    stopped = true;
  },
};
