// @ts-check
/**
 * The folders of components/, bottom to top: each imports only those before it, so the primitives
 * (ui) and the site API (site) stand under everything, the page's frame (layout) under what fills it.
 */
export const COMPONENT_ORDER = [
  'components/ui',
  'components/site',
  'components/search',
  'components/auth',
  'components/layout',
  'components/content',
  'components/account',
  'components/collection',
  'components/home',
  'components/preview',
];
