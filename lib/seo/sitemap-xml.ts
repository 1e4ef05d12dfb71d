/**
 * Sitemaps as the protocol (sitemaps.org) has them: one `<urlset>` of at most 50,000 addresses, or,
 * past that, a sitemap index pointing at parts of at most 50,000 each. Pure, so the splitting and
 * the XML are unit-tested with a tiny limit.
 */

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** When it last changed (an ISO 8601 date-time). */
  lastmod?: string;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML content and attribute values (the protocol requires it of every address). */
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

/** How many part files `total` addresses need (0 or 1 means no index). */
export function partCount(total: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.ceil(total / limit);
}

/** Part `part` (counted from 1) of the entries, or null when there is no such part. */
export function sitemapPart(entries: SitemapEntry[], part: number, limit = SITEMAP_URL_LIMIT): SitemapEntry[] | null {
  if (!Number.isInteger(part) || part < 1 || part > partCount(entries.length, limit)) return null;
  return entries.slice((part - 1) * limit, part * limit);
}

/** The latest lastmod of a list of entries, for an index entry. */
function latest(entries: SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>((max, { lastmod }) => (lastmod && (!max || lastmod > max) ? lastmod : max), undefined);
}

/**
 * What /sitemap.xml answers: every address in one `<urlset>` up to the limit, past it an index of
 * the parts (`partUrl(n)` is the absolute address of part n).
 */
export function sitemapXml(entries: SitemapEntry[], partUrl: (part: number) => string, limit = SITEMAP_URL_LIMIT): string {
  const parts = partCount(entries.length, limit);
  if (parts <= 1) return urlsetXml(entries);
  return sitemapIndexXml(
    Array.from({ length: parts }, (_, index) => ({ loc: partUrl(index + 1), lastmod: latest(sitemapPart(entries, index + 1, limit)!) })),
  );
}
