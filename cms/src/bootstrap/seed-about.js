// Its own step and mark in the store, so that either seed can change without re-running the other.
const SEED_KEY = 'seed-about';
const SEED_VERSION = 1;
const FRENCH = 'fr';
const SHARE_IMAGE = 'lagoon.jpg';

const ABOUT = {
  title: 'About Portico',
  body: `Portico is a small magazine about the craft of making websites: how pages load fast, read well and work for everyone who visits them.

## What we publish

- Guides, from a first look at a subject to its fine points
- Essays on engineering, design and writing for the web
- Pieces by our members, who write and publish their own

## Write for us

Create an account, write your piece and publish it when it is ready. We read every one.`,
  seo: {
    metaTitle: 'About Portico: a magazine about making websites',
    metaDescription: 'Who writes Portico, what it publishes and how to write for it.',
  },
};

const FRENCH_ABOUT = {
  title: 'À propos de Portico',
  body: `Portico est un petit magazine sur le métier de faire des sites : des pages qui se chargent vite, se lisent bien et servent tous ceux qui les visitent.

## Ce que nous publions

- Des guides, du premier regard sur un sujet à ses subtilités
- Des essais sur l’ingénierie, la conception et l’écriture pour le web
- Les textes de nos membres, qui écrivent et publient les leurs

## Écrire pour nous

Créez un compte, écrivez votre texte et publiez-le quand il est prêt. Nous les lisons tous.`,
  seo: {
    metaTitle: 'À propos de Portico : un magazine sur la fabrication des sites',
    metaDescription: 'Qui écrit Portico, ce qu’il publie et comment y écrire.',
  },
};

async function seedAbout(strapi) {
  const store = strapi.store({ type: 'plugin', name: 'portico' });
  const state = await store.get({ key: SEED_KEY });
  if (state?.version === SEED_VERSION) return;
  const image = await strapi.db.query('plugin::upload.file').findOne({ where: { name: SHARE_IMAGE } });
  const withImage = (content) => ({ ...content, seo: { ...content.seo, ...(image ? { metaImage: image.id } : {}) } });
  const documents = strapi.documents('api::about.about');
  let english = await documents.findFirst({});
  if (!english) english = await documents.create({ data: withImage(ABOUT) });
  // Strapi 5: a locale's version is an update in a locale the document does not have yet.
  if (!(await documents.findOne({ documentId: english.documentId, locale: FRENCH }))) {
    await documents.update({ documentId: english.documentId, locale: FRENCH, data: withImage(FRENCH_ABOUT) });
  }
  await store.set({ key: SEED_KEY, value: { version: SEED_VERSION } });
  strapi.log.info('Portico seed: the About page in English and French.');
}

module.exports = { seedAbout };
