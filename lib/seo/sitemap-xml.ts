// One `<urlset>` of at most 50,000 addresses, else an index of parts of that size (sitemaps.org).

export const SITEMAP_URL_LIMIT = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The protocol requires it of every address. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}

function entryXml(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  return `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>`;
}

export function urlsetXml(entries: SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml('url', entry)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}

export function sitemapIndexXml(parts: SitemapEntry[]): string {
  const body = parts.map((part) => entryXml('sitemap', part)).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${body}${body ? '\n' : ''}</sitemapindex>\n`;
}

export function partCount(total: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.ceil(total / limit);
}

export function sitemapPart(entries: SitemapEntry[], part: number, limit = SITEMAP_URL_LIMIT): SitemapEntry[] | null {
  if (!Number.isInteger(part) || part < 1 || part > partCount(entries.length, limit)) return null;
  return entries.slice((part - 1) * limit, part * limit);
}

function latest(entries: SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>((max, { lastmod }) => (lastmod && (!max || lastmod > max) ? lastmod : max), undefined);
}

export function sitemapXml(entries: SitemapEntry[], partUrl: (part: number) => string, limit = SITEMAP_URL_LIMIT): string {
  const parts = partCount(entries.length, limit);
  if (parts <= 1) return urlsetXml(entries);
  return sitemapIndexXml(
    Array.from({ length: parts }, (_, index) => ({ loc: partUrl(index + 1), lastmod: latest(sitemapPart(entries, index + 1, limit)!) })),
  );
}
