import 'server-only';
import { connection } from 'next/server';
import { webUrl } from '@/lib/config';
import { isStrapiError } from '@/lib/strapi';
import { sitemapEntries } from './sitemap-entries';
import { SITEMAP_URL_LIMIT, sitemapPart, sitemapXml, urlsetXml } from './sitemap-xml';
import { absoluteUrl } from './site-url';

const RETRY_SECONDS = 60;

/** The address of part `n` of a sitemap too long for one file. */
export const sitemapPartUrl = (part: number) => absoluteUrl(webUrl, `/sitemaps/${part}.xml`);

const xml = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });

/**
 * /sitemap.xml (no `part`) or one of its parts. Rendered per request (WEB_URL is read when the
 * server runs, not when it is built) from cached reads. While Strapi cannot answer, a 503 with
 * Retry-After, which crawlers take as "come back later" rather than "the site is empty".
 */
export async function sitemapResponse(part?: number): Promise<Response> {
  await connection();
  let entries;
  try {
    entries = await sitemapEntries();
  } catch (error) {
    // Only Strapi's failures (down, slow, erring) are "come back later"; a bug here is a bug.
    if (!isStrapiError(error)) throw error;
    return new Response('The sitemap is unavailable for a moment.\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(RETRY_SECONDS), 'Cache-Control': 'no-store' },
    });
  }
  if (part === undefined) return xml(sitemapXml(entries, sitemapPartUrl, SITEMAP_URL_LIMIT));
  const entriesOfPart = sitemapPart(entries, part, SITEMAP_URL_LIMIT);
  // Parts exist only past the limit: below it /sitemap.xml is the whole list.
  if (!entriesOfPart || entries.length <= SITEMAP_URL_LIMIT) return new Response('Not found\n', { status: 404 });
  return xml(urlsetXml(entriesOfPart));
}
