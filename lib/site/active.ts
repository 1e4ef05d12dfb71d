import site from '@site/site';
import type { SiteData } from './contract';

/**
 * The site folder's data the build was made with (PORTICO_SITE; Portico's generic site without
 * one). The one module of the core that reads it; views reach the app through `@site/views`.
 */
export const activeSite: SiteData = site;

/** The single types the header and footer read their links from (by singularName or uid): parts of every page, not pages. */
export const linkSources: readonly string[] = [activeSite.navigation, activeSite.footer].flatMap((part) =>
  part && 'from' in part ? [part.from] : [],
);
