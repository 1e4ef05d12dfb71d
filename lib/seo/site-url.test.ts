import { absoluteUrl } from './site-url';

describe('absoluteUrl', () => {
  it('puts a path under the site’s base address', () => {
    expect(absoluteUrl('https://www.example.com', '/fr/about')).toBe('https://www.example.com/fr/about');
    expect(absoluteUrl('https://www.example.com/', '/')).toBe('https://www.example.com/');
    expect(absoluteUrl('https://example.com/site', 'articles')).toBe('https://example.com/site/articles');
  });
});
