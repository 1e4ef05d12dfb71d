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

  it('keeps crawlers out of the private pages of every locale, as out of the default locale’s', () => {
    const lines = robotsTxt('https://www.example.com', ['fr', 'pt-BR']).split('\n');
    for (const page of [
      '/account',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/email-confirmation',
      '/secure-account',
    ]) {
      expect(lines).toContain(`Disallow: ${page}`);
      expect(lines).toContain(`Disallow: /fr${page}`);
      expect(lines).toContain(`Disallow: /pt-BR${page}`);
    }
    // The editors' patterns already match under any prefix; the API and provider routes have none.
    expect(lines).toContain('Disallow: /*/delete$');
    expect(lines).not.toContain('Disallow: /fr/api/');
    // The locales' content stays open: only the named pages are kept out.
    expect(lines.filter((line) => line.startsWith('Disallow: /fr'))).toHaveLength(8);
  });

  it('without locales beyond the default, names only the unprefixed pages', () => {
    expect(robotsTxt('https://www.example.com')).not.toMatch(/Disallow: \/[a-z]{2}\//);
  });
});
