/**
 * The demo model's words on a French page, as the build under test gives them: the demo's site folder
 * has its own; Portico's generic site (PORTICO_SITE set to nothing: the PostgreSQL leg's build) keeps
 * the content manager's labels, in no language.
 */
export const demoSite = process.env.PORTICO_SITE !== '';

export const frenchModelWords = demoSite
  ? { title: 'Titre', summary: 'Résumé', readingMinutes: 'Minutes de lecture', slug: 'Identifiant', article: 'article', about: 'À propos' }
  : { title: 'Title', summary: 'Summary', readingMinutes: 'Reading minutes', slug: 'Slug', article: 'Article', about: 'About' };
