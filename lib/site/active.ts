import site from '@site/site';
import type { SiteData } from './contract';

/**
 * The site folder's data the build was made with (PORTICO_SITE; Portico's generic site without
 * one). The one module of the core that reads it; views reach the app through `@site/views`.
 */
export const activeSite: SiteData = site;
