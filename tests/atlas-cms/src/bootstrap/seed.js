const fs = require('fs');
const os = require('os');
const path = require('path');
const content = require('./seed-content.json');
const { makePng } = require('./png');

/**
 * The test content (seed-content.json, which the end-to-end specs read too): places and guides in
 * up to three locales, published, never published, or published with unpublished edits; the three
 * single types; the member who owns it all; and images made in code. Runs once per database.
 */
async function ensureUsers(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const byKey = {};
  for (const { key, ...account } of content.users) {
    byKey[key] = await strapi
      .plugin('users-permissions')
      .service('user')
      .add({ ...account, provider: 'local', confirmed: true, blocked: false, role: role.id });
  }
  return byKey;
}

async function uploadImages(strapi) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-seed-'));
  const byKey = {};
  for (const image of content.images) {
    const file = path.join(folder, image.file);
    fs.writeFileSync(file, makePng(image.rgb));
    const [uploaded] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: image.file, alternativeText: image.alt, caption: image.alt } },
        files: { filepath: file, originalFilename: image.file, mimetype: 'image/png', size: fs.statSync(file).size },
      });
    byKey[image.key] = uploaded.id;
  }
  fs.rmSync(folder, { recursive: true, force: true });
  return byKey;
}

const paragraphs = (text) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

/**
 * Creates a document in its first locale, then its other versions, published unless `publish`
 * is false; then applies `draftEdits`, which change the draft only (unpublished edits).
 */
async function createDocument(strapi, uid, entry, dataFor) {
  const documents = strapi.documents(uid);
  const status = entry.publish === false ? {} : { status: 'published' };
  const [[firstLocale, first], ...others] = Object.entries(entry.versions);
  const { documentId } = await documents.create({ locale: firstLocale, data: dataFor(first, firstLocale), ...status });
  for (const [locale, version] of others) await documents.update({ documentId, locale, data: dataFor(version, locale), ...status });
  for (const [locale, edits] of Object.entries(entry.draftEdits ?? {})) await documents.update({ documentId, locale, data: edits });
  return documentId;
}

async function seed(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'atlas' });
  if ((await store.get({ key: 'seed' }))?.version === content.version) return;
  const users = await ensureUsers(strapi);
  const images = await uploadImages(strapi);
  const withImage = (items = [], field) => items.map((item) => ({ ...item, [field]: item[field] ? images[item[field]] : null }));

  const places = {};
  for (const place of content.places) {
    places[place.key] = await createDocument(strapi, 'api::place.place', place, (version) => ({
      ...version,
      highlights: withImage(version.highlights, 'image'),
      region: place.region,
      rating: place.rating ?? null,
      photo: place.photo ? images[place.photo] : null,
      curator: users[place.owner].id,
    }));
  }

  const section = (item) => {
    if (item.photo) return { ...item, photo: images[item.photo] };
    if (item.place) return { ...item, place: places[item.place] };
    return item;
  };
  const guides = {};
  for (const guide of content.guides) {
    guides[guide.key] = await createDocument(strapi, 'api::guide.guide', guide, (version) => ({
      ...version,
      body: version.body ? paragraphs(version.body) : null,
      stops: (version.stops ?? []).map((stop) => ({ ...stop, place: places[stop.place] })),
      sections: (version.sections ?? []).map(section),
      days: guide.days,
      season: guide.season,
      cover: guide.cover ? images[guide.cover] : null,
      startsAt: guide.startsAt ? places[guide.startsAt] : null,
      places: (guide.places ?? []).map((key) => places[key]),
      writer: users[guide.owner].id,
    }));
  }

  const { aboutPage, siteSettings, siteMenu } = content;
  await createDocument(strapi, 'api::about-page.about-page', aboutPage, (version) => ({
    ...version,
    team: withImage(version.team, 'image'),
    startHere: aboutPage.startHere.map((key) => guides[key]),
  }));
  await createDocument(strapi, 'api::site-setting.site-setting', siteSettings, (version) => ({
    ...version,
    logo: images[siteSettings.logo],
  }));
  // In English and German only: Japanese pages show the site folder's own navigation.
  await createDocument(strapi, 'api::site-menu.site-menu', siteMenu, (version) => version);

  await store.set({ key: 'seed', value: { version: content.version } });
  strapi.log.info(`Atlas seed: ${content.places.length} places, ${content.guides.length} guides.`);
}

module.exports = { seed };
