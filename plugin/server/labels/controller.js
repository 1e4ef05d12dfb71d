'use strict';

// GET /api/portico-guard/labels: the field labels editors set in the content manager, for the app's types and every
// component, as `{ data: { [uid]: { [attribute]: label } } }`: only those that differ from the attribute's name,
// and nothing else of the configuration (what an editor shows every visitor); in `meta.layouts` each type's edit view
// (its rows of fields with their widths, and the hints and placeholders editors wrote), which the app's forms follow;
// and in `meta.memberFields` the fields members write of the types whose config names them, so the forms show those alone.

/** Editors' own words of one kind (`label`, `description`, `placeholder`) for the model's attributes, trimmed. */
function ownWords(model, metadatas, kind) {
  const words = {};
  for (const [name, metadata] of Object.entries(metadatas ?? {})) {
    const text = metadata?.edit?.[kind];
    if (model.attributes?.[name] && typeof text === 'string' && text.trim()) words[name] = text.trim();
  }
  return words;
}

/** The labels of one model's configuration that are an editor's own: not the default, the attribute's name itself. */
function ownLabels(model, metadatas) {
  return Object.fromEntries(Object.entries(ownWords(model, metadatas, 'label')).filter(([name, label]) => label !== name));
}

/** The edit view as rows of `[field, width of 12]`, of the model's attributes only; hints and placeholders beside. */
function editLayout(model, configuration) {
  const rows = (Array.isArray(configuration?.layouts?.edit) ? configuration.layouts.edit : [])
    .map((row) =>
      (Array.isArray(row) ? row : [])
        .filter((cell) => typeof cell?.name === 'string' && model.attributes?.[cell.name])
        .map((cell) => [cell.name, Number.isInteger(cell.size) && cell.size >= 1 && cell.size <= 12 ? cell.size : 12]),
    )
    .filter((row) => row.length);
  return {
    rows,
    hints: ownWords(model, configuration?.metadatas, 'description'),
    placeholders: ownWords(model, configuration?.metadatas, 'placeholder'),
  };
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
    const layouts = {};
    for (const { model, service } of models) {
      const configuration = await manager.service(service).findConfiguration({ uid: model.uid, category: model.category });
      const labels = ownLabels(model, configuration?.metadatas);
      if (Object.keys(labels).length) data[model.uid] = labels;
      if (service === 'content-types') layouts[model.uid] = editLayout(model, configuration);
    }
    ctx.body = { data, meta: { layouts, memberFields: strapi.plugin('portico-guard').service('ownership').memberFields() } };
  },
});

module.exports.ownLabels = ownLabels;
module.exports.editLayout = editLayout;
