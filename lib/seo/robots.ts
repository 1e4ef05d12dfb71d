import { absoluteUrl } from './site-url';

// Everything is crawled but the private pages (whose addresses may carry one-time codes) and the editors.

/** The app's own pages, which every locale has under its prefix (/fr/login). */
const OWN_PAGES = [
  '/account',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/email-confirmation',
  '/secure-account',
  '/search',
];

export const DISALLOWED = [
  OWN_PAGES[0]!,
  // No locale prefix: the API and provider sign-in have none, and the editors' patterns match under any.
  '/api/',
  '/connect/',
  ...OWN_PAGES.slice(1),
  '/*/new$',
  '/*/edit$',
  '/*/delete$',
];

export function robotsTxt(webUrl: string, prefixes: string[] = []): string {
  const disallowed = [...DISALLOWED, ...prefixes.flatMap((code) => OWN_PAGES.map((path) => `/${code}${path}`))];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(webUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
