import type { ModelWords } from '@/lib/content/model-words';

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
