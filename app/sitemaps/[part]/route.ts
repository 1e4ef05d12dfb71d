import { sitemapResponse } from '@/lib/seo/sitemap-response';

/** /sitemaps/{n}.xml: part n of a sitemap past 50,000 addresses (/sitemap.xml is then their index). */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).part);
  if (!match) return new Response('Not found\n', { status: 404 });
  return sitemapResponse(Number(match[1]));
}
