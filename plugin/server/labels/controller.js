'use strict';

// GET /api/portico-guard/labels: the field labels editors set in the content manager, for the app's types and every
// component, as `{ data: { [uid]: { [attribute]: label } } }`: only those that differ from the attribute's name,
// and nothing else of the configuration (what an editor shows every visitor); and in `meta.memberFields` the fields
// members write of the types whose config names them, so the app's forms show those alone.

/** The labels of one model's configuration that are an editor's own. */
function ownLabels(model, metadatas) {
  const labels = {};
  for (const [name, metadata] of Object.entries(metadatas ?? {})) {
    const label = metadata?.edit?.label;
    if (!model.attributes?.[name] || typeof label !== 'string') continue;
    const trimmed = label.trim();
    if (trimmed && trimmed !== name) labels[name] = trimmed;
  }
  return labels;
}

module.exports = ({ strapi }) => ({
  async index(ctx) {
    const manager = strapi.plugin('content-manager');
    const models = [
      ...Object.values(strapi.contentTypes)
        .filter((type) => type.uid.startsWith('api::'))
        .map((model) => ({ model, service: 'content-types' })),
      ...Object.values(strapi.components).map((model) => ({ model, service: 'components' })),
    ];
    const data = {};
    for (const { model, service } of models) {
      const configuration = await manager.service(service).findConfiguration({ uid: model.uid, category: model.category });
      const labels = ownLabels(model, configuration?.metadatas);
      if (Object.keys(labels).length) data[model.uid] = labels;
    }
    ctx.body = { data, meta: { memberFields: strapi.plugin('portico-guard').service('ownership').memberFields() } };
  },
});

module.exports.ownLabels = ownLabels;
