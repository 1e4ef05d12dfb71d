import 'server-only';
import { connection } from 'next/server';
import { webUrl } from '@/lib/app-settings';
import { isStrapiError } from '@/lib/strapi';
import { sitemapEntries } from './sitemap-entries';
import { SITEMAP_URL_LIMIT, sitemapPart, sitemapXml, urlsetXml } from './sitemap-xml';
import { absoluteUrl } from './site-url';

const RETRY_SECONDS = 60;

export const sitemapPartUrl = (part: number) => absoluteUrl(webUrl, `/sitemaps/${part}.xml`);

const xml = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });

/** Rendered per request (WEB_URL is read at run time); while Strapi cannot answer, a 503 crawlers take as "come back later". */
export async function sitemapResponse(part?: number): Promise<Response> {
  await connection();
  let entries;
  try {
    entries = await sitemapEntries();
  } catch (error) {
    // Only Strapi's failures are "come back later"; a bug here is a bug.
    if (!isStrapiError(error)) throw error;
    return new Response('The sitemap is unavailable for a moment.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(RETRY_SECONDS), 'Cache-Control': 'no-store' },
    });
  }
  if (part === undefined) return xml(sitemapXml(entries, sitemapPartUrl, SITEMAP_URL_LIMIT));
  const entriesOfPart = sitemapPart(entries, part, SITEMAP_URL_LIMIT);
  if (!entriesOfPart || entries.length <= SITEMAP_URL_LIMIT) return new Response('Not found\n', { status: 404 });
  return xml(urlsetXml(entriesOfPart));
}
