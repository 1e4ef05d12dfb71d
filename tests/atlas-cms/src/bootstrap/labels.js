/**
 * A field label set in the content manager, as an editor sets one in "Edit the view": the site
 * must show it instead of the attribute's name (portico-guard's GET /api/portico-guard/labels).
 */
const LABELS = { 'api::place.place': { rating: 'Stars (1 to 5)' } };

async function setLabels(strapi) {
  const service = strapi.plugin('content-manager').service('content-types');
  for (const [uid, labels] of Object.entries(LABELS)) {
    const configuration = await service.findConfiguration({ uid });
    const metadatas = { ...configuration.metadatas };
    for (const [name, label] of Object.entries(labels)) {
      metadatas[name] = { ...metadatas[name], edit: { ...metadatas[name]?.edit, label } };
    }
    await service.updateConfiguration({ uid }, { settings: configuration.settings, metadatas, layouts: configuration.layouts });
  }
}

module.exports = { setLabels, LABELS };
