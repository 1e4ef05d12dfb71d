import site from '@site/site';
import type { SiteData } from './site-data';

/** The site folder's data the build was made with: the one module of the core that reads it. */
export const activeSite: SiteData = site;

/** The single types the header's and footer's links come from: parts of every page, not pages. */
export const linkSources: readonly string[] = [activeSite.navigation, activeSite.footer].flatMap((part) =>
  part && 'from' in part ? [part.from] : [],
);
