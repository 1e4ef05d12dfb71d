const fs = require('fs');
const os = require('os');
const path = require('path');
const {
  CATEGORIES,
  DEMO_USERS,
  DRAFT_ARTICLES,
  IMAGES,
  HOMEPAGE,
  articles,
  FRENCH_CATEGORIES,
  FRENCH_HOMEPAGE,
  frenchArticle,
  slugify,
} = require('./seed-content');

// Every step looks its records up by a natural key first, so a run that stopped halfway completes on the next start.
// 3: articles have Draft & Publish; two demo users have an unpublished draft.
const SEED_VERSION = 3;
const FRENCH = 'fr';
// Not relative to __dirname: this file runs from dist/ once compiled.
const imageDir = (strapi) => path.join(strapi.dirs.app.root, 'seed', 'images');

async function ensureUsers(strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const users = [];
  for (const demo of DEMO_USERS) {
    let user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: demo.email } });
    if (!user) {
      user = await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          ...demo,
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role.id,
        });
    }
    users.push(user);
  }
  return users;
}

async function ensureImages(strapi) {
  const byName = {};
  for (const image of IMAGES) {
    let file = await strapi.db.query('plugin::upload.file').findOne({ where: { name: image.file } });
    if (!file) {
      // Upload from a copy: the upload service may consume its input file.
      const source = path.join(imageDir(strapi), image.file);
      const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-seed-')), image.file);
      fs.copyFileSync(source, copy);
      [file] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: image.file, alternativeText: image.alt, caption: image.alt } },
          files: { filepath: copy, originalFilename: image.file, mimetype: 'image/jpeg', size: fs.statSync(copy).size },
        });
    }
    byName[image.file.replace(/\.jpg$/, '')] = file;
  }
  return byName;
}

async function ensureCategories(strapi) {
  const bySlug = {};
  for (const category of CATEGORIES) {
    const documents = strapi.documents('api::category.category');
    let found = await documents.findFirst({ filters: { slug: category.slug } });
    if (!found) found = await documents.create({ data: category });
    bySlug[category.slug] = found;
  }
  return bySlug;
}

async function ensureArticles(strapi, { users, images, categories }) {
  const documents = strapi.documents('api::article.article');
  const imageNames = Object.keys(images);
  const bySlug = {};
  for (const [index, article] of articles().entries()) {
    let found = await documents.findFirst({ filters: { slug: article.slug } });
    if (!found) {
      const { image, authorIndex, category, ...fields } = article;
      const gallery = [0, 1, 2].map((offset) => images[imageNames[(index + offset + 1) % imageNames.length]].id);
      found = await documents.create({
        status: 'published',
        data: {
          ...fields,
          cover: images[image].id,
          gallery,
          category: categories[category].documentId,
          author: users[authorIndex].id,
        },
      });
    }
    bySlug[article.slug] = found;
  }
  return bySlug;
}

async function ensureHomepage(strapi, { images, articlesBySlug }) {
  const documents = strapi.documents('api::homepage.homepage');
  const existing = await documents.findFirst({});
  if (existing) return;
  const featured = articles()
    .filter((article) => article.featured)
    .slice(0, 3)
    .map((article) => articlesBySlug[article.slug].documentId);
  await documents.create({
    data: {
      title: HOMEPAGE.title,
      intro: HOMEPAGE.intro,
      slides: HOMEPAGE.slides.map(({ image, ...slide }) => ({ ...slide, image: images[image].id })),
      featured,
    },
  });
}

async function ensureDrafts(strapi, { users, images, categories }) {
  const documents = strapi.documents('api::article.article');
  for (const draft of DRAFT_ARTICLES) {
    const slug = slugify(draft.title);
    if (await documents.findFirst({ filters: { slug }, status: 'draft' })) continue;
    const { image, authorIndex, category, ...fields } = draft;
    await documents.create({
      status: 'draft',
      data: { ...fields, slug, cover: images[image].id, category: categories[category].documentId, author: users[authorIndex].id },
    });
  }
}

async function ensureTranslation(strapi, uid, documentId, data) {
  const documents = strapi.documents(uid);
  if (await documents.findOne({ documentId, locale: FRENCH })) return;
  await documents.update({ documentId, locale: FRENCH, data, status: 'published' });
}

async function ensureFrench(strapi, { users, images, categories, articlesBySlug }) {
  for (const [slug, category] of Object.entries(categories)) {
    await ensureTranslation(strapi, 'api::category.category', category.documentId, FRENCH_CATEGORIES[slug]);
  }
  for (const [index, article] of articles().entries()) {
    const french = frenchArticle(article, index);
    if (!french) continue;
    const english = articlesBySlug[article.slug];
    await ensureTranslation(strapi, 'api::article.article', english.documentId, {
      ...french,
      category: categories[article.category].documentId,
      // Relations are per locale: the French version has the same owner as the English one.
      author: users[article.authorIndex].id,
    });
  }
  const home = await strapi.documents('api::homepage.homepage').findFirst({});
  if (home) {
    await ensureTranslation(strapi, 'api::homepage.homepage', home.documentId, {
      title: FRENCH_HOMEPAGE.title,
      intro: FRENCH_HOMEPAGE.intro,
      slides: FRENCH_HOMEPAGE.slides.map(({ image, ...slide }) => ({ ...slide, image: images[image].id })),
    });
  }
}

async function seed(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'portico' });
  const state = await store.get({ key: 'seed' });
  if (state?.version === SEED_VERSION) return;
  const users = await ensureUsers(strapi);
  const images = await ensureImages(strapi);
  const categories = await ensureCategories(strapi);
  const articlesBySlug = await ensureArticles(strapi, { users, images, categories });
  await ensureHomepage(strapi, { images, articlesBySlug });
  await ensureFrench(strapi, { users, images, categories, articlesBySlug });
  await ensureDrafts(strapi, { users, images, categories });
  await store.set({ key: 'seed', value: { version: SEED_VERSION } });
  strapi.log.info(`Portico seed: ${Object.keys(articlesBySlug).length} articles, ${users.length} demo users.`);
}

module.exports = { seed };
