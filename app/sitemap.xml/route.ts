import { sitemapResponse } from '@/lib/seo/sitemap-response';

/** Every public address of the site, or past 50,000 an index of parts (lib/seo/). */
export function GET() {
  return sitemapResponse();
}
