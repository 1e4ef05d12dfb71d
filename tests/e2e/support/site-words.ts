import type { Page } from '@playwright/test';

/**
 * The demo model's words on a French page (its form's, where the site folder names fields for writers), as the build under test gives them: the demo's site folder
 * has its own; Portico's generic site (PORTICO_SITE set to nothing: the PostgreSQL leg's build) keeps
 * the content manager's labels, in no language.
 */
export const demoSite = process.env.PORTICO_SITE !== '';

export const frenchModelWords = demoSite
  ? { title: 'Titre', summary: 'Chapô', readingMinutes: 'Minutes de lecture', slug: 'Adresse', article: 'article', about: 'À propos' }
  : { title: 'Title', summary: 'Summary', readingMinutes: 'Reading minutes', slug: 'Slug', article: 'Article', about: 'About' };

/** The article form's labels: the demo's site folder names some fields for writers; the generic site keeps Strapi's. */
export const articleLabels = demoSite
  ? { summary: 'Lead', body: 'Markdown', content: 'Text', slug: 'Address' }
  : { summary: 'Summary', body: 'Body', content: 'Content', slug: 'Slug' };

/** Opens the form's folded options (the demo's site folder folds the address, figures, gallery and Markdown away). */
export async function openMoreOptions(page: Page) {
  for (const summary of await page.locator('details.form-advanced:not([open]) > summary').all()) await summary.click();
}
