// Its own step and mark in the store, so that either seed can change without re-running the other.
const SEED_KEY = 'seed-about';
const SEED_VERSION = 1;
const FRENCH = 'fr';
const SHARE_IMAGE = 'lagoon.jpg';

const ABOUT = {
  title: 'About Portico',
  body: `Portico is a front end for any Strapi site: it reads the content types from Strapi and gives each one its pages.

## What you will find here

- Articles and categories, in English and French
- Accounts: sign in, register, reset a password
- A home page and this page, both single types`,
  seo: {
    metaTitle: 'About Portico: a front end for any Strapi site',
    metaDescription: 'Who makes Portico, what it shows and how it reads its content from Strapi.',
  },
};

const FRENCH_ABOUT = {
  title: 'À propos de Portico',
  body: `Portico est une interface pour tout site Strapi : il lit les types de contenu dans Strapi et donne à chacun ses pages.

## Ce que vous trouverez ici

- Des articles et des catégories, en anglais et en français
- Des comptes : connexion, inscription, mot de passe oublié
- Une page d'accueil et cette page, deux types uniques`,
  seo: {
    metaTitle: 'À propos de Portico : une interface pour tout site Strapi',
    metaDescription: 'Qui fait Portico, ce qu’il montre et comment il lit son contenu dans Strapi.',
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
