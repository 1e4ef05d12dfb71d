import { absoluteUrl } from './site-url';

/**
 * robots.txt: crawl everything but the app's private and personal pages (the account, the API,
 * provider sign-in, the sign-in and recovery forms, whose addresses may carry one-time codes, and
 * the editors), and find the rest through the sitemap. The app's own pages exist in every locale
 * (/fr/login, /fr/account): each locale's are kept out like the default locale's. Pure.
 */
export const DISALLOWED = [
  '/account',
  '/api/',
  '/connect/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/email-confirmation',
  '/secure-account',
  '/search',
  // The editors: /{collection}/new, /{collection}/{documentId}/edit and …/delete, in every locale.
  '/*/new$',
  '/*/edit$',
  '/*/delete$',
];

/** The app's own pages, which every locale has under its prefix (the API and provider routes have none). */
const LOCALIZED_PAGES = [
  '/account',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/email-confirmation',
  '/secure-account',
  '/search',
];

/** `prefixes`: the codes of the locales whose addresses start with /{code} (every locale but the default). */
export function robotsTxt(webUrl: string, prefixes: string[] = []): string {
  const disallowed = [...DISALLOWED, ...prefixes.flatMap((code) => LOCALIZED_PAGES.map((path) => `/${code}${path}`))];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(webUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
