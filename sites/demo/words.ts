import type { ModelWords } from '@/lib/content/model-words';
import type { TypeForm } from '@/lib/site/site-data';

/** The demo's lines for readers in English (the model's names are already English). */
export const english: ModelWords = {
  types: {
    'api::article.article': { description: 'Essays and guides on engineering, design and writing for the web.' },
    'api::category.category': { description: 'What we write about, section by section.' },
  },
};

/** The demo model's words in French: Strapi's schema has one label per field, in no language. */
export const french: ModelWords = {
  types: {
    'api::article.article': {
      one: 'article',
      other: 'Articles',
      description: 'Des essais et des guides sur l’ingénierie, la conception et l’écriture pour le web.',
    },
    'api::category.category': { one: 'catégorie', other: 'Catégories', description: 'Ce dont nous parlons, rubrique par rubrique.' },
    'api::about.about': { one: 'À propos', other: 'À propos' },
  },
  fields: {
    'api::article.article': {
      title: 'Titre',
      slug: 'Identifiant',
      summary: 'Résumé',
      body: 'Corps',
      content: 'Contenu',
      cover: 'Couverture',
      gallery: 'Galerie',
      category: 'Catégorie',
      author: 'Auteur',
      publishedOn: 'Publié le',
      featured: 'À la une',
      readingMinutes: 'Minutes de lecture',
      level: 'Niveau',
    },
    'api::about.about': { title: 'Titre', body: 'Texte', seo: 'Référencement' },
    'api::category.category': { name: 'Nom', slug: 'Identifiant', description: 'Description', articles: 'Articles' },
    'api::homepage.homepage': { title: 'Titre', intro: 'Introduction', slides: 'Diapositives', featured: 'À la une' },
    'shared.slide': { title: 'Titre', caption: 'Légende', image: 'Image', link: 'Lien' },
  },
  enums: { 'api::article.article': { level: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' } } },
  components: { 'shared.slide': 'Diapositive', 'shared.seo': 'Référencement' },
};

/**
 * The article form as a writer meets it: what a piece needs, in the order it is written, one text; the address,
 * the figures readers filter by, the gallery and the Markdown body for those who want them, folded away.
 */
export const articleForm: TypeForm = {
  sections: [
    { fields: ['title', 'summary', 'cover', 'content', 'category'] },
    { advanced: true, fields: ['slug', ['readingMinutes', 'level'], 'gallery', 'body'] },
  ],
  fields: {
    summary: {
      label: { en: 'Lead', fr: 'Chapô' },
      hint: {
        en: 'A sentence or two under the title, and on the article’s card.',
        fr: 'Une phrase ou deux sous le titre, et sur la carte de l’article.',
      },
    },
    cover: { hint: { en: 'Shown at the top of the article and in lists.', fr: 'Affichée en tête de l’article et dans les listes.' } },
    content: { label: { en: 'Text', fr: 'Texte' } },
    slug: { label: { en: 'Address', fr: 'Adresse' } },
    body: {
      label: { en: 'Markdown', fr: 'Markdown' },
      hint: { en: 'For writers who prefer Markdown: shown before the text.', fr: 'Pour qui préfère le Markdown : affiché avant le texte.' },
    },
  },
};
