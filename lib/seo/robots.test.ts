import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of the private pages and the editors, and names the sitemap on WEB_URL', () => {
    const text = robotsTxt('https://www.example.com');
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /account', 'Disallow: /api/', 'Disallow: /*/new$', 'Disallow: /*/edit$']));
    // Never the framework's scripts and styles: crawlers need them to render the pages.
    expect(text).not.toContain('/_next');
    expect(lines).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });
});
