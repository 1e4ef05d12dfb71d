import { escapeXml, partCount, SITEMAP_URL_LIMIT, sitemapPart, sitemapXml, urlsetXml } from './sitemap-xml';

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    loc: `https://x.test/a/${index + 1}`,
    lastmod: `2026-01-0${(index % 9) + 1}T00:00:00.000Z`,
  }));
const partUrl = (part: number) => `https://x.test/sitemaps/${part}.xml`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap XML', () => {
  it('escapes every address (the protocol requires entity-escaped URLs)', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = urlsetXml([{ loc: 'https://x.test/q?a=1&b=<2>' }]);
    expect(xml).toContain('<loc>https://x.test/q?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).not.toContain('<lastmod>');
  });

  it('is one urlset up to the limit', () => {
    const xml = sitemapXml(entries(3), partUrl, 3);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml)).toEqual(['https://x.test/a/1', 'https://x.test/a/2', 'https://x.test/a/3']);
    expect(xml).toContain('<lastmod>2026-01-01T00:00:00.000Z</lastmod>');
    expect(urlsetXml([])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>');
  });

  it('past the limit, an index of parts, each within the limit, together every address once', () => {
    const all = entries(7);
    const index = sitemapXml(all, partUrl, 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([partUrl(1), partUrl(2), partUrl(3)]);
    // Each part's lastmod is its latest entry's.
    expect(index).toContain(`<sitemap><loc>${partUrl(3)}</loc><lastmod>2026-01-07T00:00:00.000Z</lastmod></sitemap>`);
    const parts = [1, 2, 3].map((part) => sitemapPart(all, part, 3)!);
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(all);
  });

  it('has no part 0, no part past the last and no fractional part', () => {
    expect(sitemapPart(entries(7), 0, 3)).toBeNull();
    expect(sitemapPart(entries(7), 4, 3)).toBeNull();
    expect(sitemapPart(entries(7), 1.5, 3)).toBeNull();
  });

  it('splits at the protocol’s 50,000 by default', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(partCount(50_000)).toBe(1);
    expect(partCount(50_001)).toBe(2);
  });
});
