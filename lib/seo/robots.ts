import { absoluteUrl } from './site-url';

/**
 * robots.txt: crawl everything but the app's private and personal pages (the account, the API,
 * provider sign-in, the sign-in and recovery forms, whose addresses may carry one-time codes, and
 * the editors), and find the rest through the sitemap. Pure.
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
  // The editors: /{collection}/new and /{collection}/{documentId}/edit, in every locale.
  '/*/new$',
  '/*/edit$',
];

export function robotsTxt(webUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(webUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
