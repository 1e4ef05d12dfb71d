import type { Catalog, ContentType, StrapiDocument } from '@/lib/strapi';
import { defineSite, type NavigationItem, type StrapiLinks } from '@/lib/site/site-data';
import { footerParts, linksAt, navigationLinks, siteWideTags } from './site-identity';

const type = (kind: 'collectionType' | 'singleType', singularName: string, pluralName: string, displayName: string): ContentType => ({
  uid: `api::${singularName}.${singularName}`,
  schema: { kind, singularName, pluralName, displayName, attributes: { title: { type: 'string' } } },
});
const articles = type('collectionType', 'article', 'articles', 'Article');
const categories = type('collectionType', 'category', 'categories', 'Category');
const about = type('singleType', 'about', 'abouts', 'About');
const global = type('singleType', 'global', 'globals', 'Global');
const homepage = type('singleType', 'homepage', 'homepages', 'Homepage');
const catalog: Catalog = {
  inferred: false,
  collections: [articles, categories],
  singleTypes: [about, global],
  types: new Map([articles, categories, about, global, homepage].map((entry) => [entry.uid, entry])),
  components: new Map(),
};

// LaunchPad keeps its navbar and footer in `global`: links of {text, URL, target} inside components.
const launchpadGlobal: StrapiDocument = {
  id: 1,
  documentId: 'g1',
  navbar: {
    left_navbar_items: [
      { text: 'Products', URL: '/products', target: null },
      { text: 'Pricing', URL: '/pricing', target: null },
      { text: 'Blog', URL: 'https://blog.example.com/', target: '_blank' },
    ],
  },
  footer: { copyright: ' © LaunchPad ', internal_links: [{ text: 'Sign up', URL: '/sign-up' }] },
};
const navbar: StrapiLinks = { from: 'global', links: 'navbar.left_navbar_items', label: 'text', href: 'URL' };
const launchpad = defineSite({
  navigation: { ...navbar, fallback: [{ collection: 'articles' }] },
  footer: { from: 'api::global.global', links: 'footer.internal_links', label: 'text', href: 'URL', note: 'footer.copyright' },
});

describe('linksAt: the links an editor keeps in a single type', () => {
  it('follows the dotted path through components and keeps the editor’s order', () => {
    expect(linksAt(launchpadGlobal, navbar)).toEqual([
      { href: '/products', label: 'Products' },
      { href: '/pricing', label: 'Pricing' },
      { href: 'https://blog.example.com/', label: 'Blog' },
    ]);
  });

  it('leaves out a link without words or with an address the site cannot link to', () => {
    const entry: StrapiDocument = {
      id: 1,
      documentId: 'm1',
      links: [
        { label: 'Script', url: 'javascript:alert(1)' },
        { label: 'Elsewhere', url: '//evil.example' },
        { label: 'Mail', url: 'mailto:team@example.com' },
        { label: 'Relative', url: 'guides' },
        { label: '  ', url: '/places' },
        { url: '/guides' },
        { label: 'Kept', url: ' /guides?f.region=coast ' },
        null,
      ],
    };
    expect(linksAt(entry, { from: 'menu', links: 'links', label: 'label', href: 'url' })).toEqual([
      { href: '/guides?f.region=coast', label: 'Kept' },
    ]);
  });

  it('a path that leads to no list gives no links', () => {
    for (const links of ['navbar', 'navbar.missing', 'footer.copyright', 'toString', 'navbar.left_navbar_items.0'])
      expect(linksAt(launchpadGlobal, { ...navbar, links })).toEqual([]);
  });
});

describe('navigationLinks from a Strapi single type', () => {
  it('its entry’s links, as links of the site’s own', () => {
    expect(navigationLinks(catalog, 'en', launchpadGlobal, launchpad).map(({ href, label, kind }) => ({ href, label, kind }))).toEqual([
      { href: '/products', label: 'Products', kind: 'link' },
      { href: '/pricing', label: 'Pricing', kind: 'link' },
      { href: 'https://blog.example.com/', label: 'Blog', kind: 'link' },
    ]);
  });

  it('the same address twice still gives each link a key of its own', () => {
    const twice: StrapiDocument = {
      id: 1,
      documentId: 'g1',
      navbar: { left_navbar_items: [0, 1].map(() => ({ text: 'Blog', URL: '/blog' })) },
    };
    const keys = navigationLinks(catalog, 'en', twice, launchpad).map((link) => link.key);
    expect(new Set(keys).size).toBe(2);
  });

  it('without an entry (none in this locale, or Strapi could not say): the fallback', () => {
    expect(navigationLinks(catalog, 'en', null, launchpad).map((link) => link.href)).toEqual(['/articles']);
  });

  it('without an entry or a fallback: every collection and page single type, as without a site', () => {
    const generic = navigationLinks(catalog, 'en', null, defineSite({}));
    expect(navigationLinks(catalog, 'en', null, defineSite({ navigation: navbar })).map((link) => link.href)).toEqual(
      generic.map((link) => link.href),
    );
    expect(generic.map((link) => link.href)).toEqual(['/articles', '/categories', '/about', '/global']);
  });

  it('an entry links its version in the page’s locale, titled by it unless the site names it; one not found is left out', () => {
    const welcome = { entry: 'articles', address: 'welcome' } as const;
    const missing = { entry: 'articles', address: 'gone', label: 'Gone' } as const;
    const named = { entry: 'categories', address: 'news', label: { en: 'News', de: 'Neues' } } as const;
    const site = defineSite({ navigation: [welcome, missing, named] });
    const entries = new Map<NavigationItem, { href: string; label: string }>([
      [welcome, { href: '/articles/willkommen', label: 'Willkommen' }],
      [named, { href: '/categories/nachrichten', label: 'Nachrichten' }],
    ]);
    expect(navigationLinks(catalog, 'de', null, site, entries).map(({ href, label }) => [href, label])).toEqual([
      ['/articles/willkommen', 'Willkommen'],
      ['/categories/nachrichten', 'Neues'],
    ]);
  });

  it('a site’s static navigation is unchanged by an entry', () => {
    const site = defineSite({ navigation: [{ collection: 'categories' }, { href: '/x', label: { en: 'X', de: 'Iks' } }] });
    expect(navigationLinks(catalog, 'de', launchpadGlobal, site).map(({ href, label }) => [href, label])).toEqual([
      ['/categories', 'Categories'],
      ['/x', 'Iks'],
    ]);
  });
});

describe('footerParts from a Strapi single type', () => {
  it('its links and its note, trimmed', () => {
    expect(footerParts('en', launchpadGlobal, launchpad)).toEqual({ links: [{ href: '/sign-up', label: 'Sign up' }], note: '© LaunchPad' });
  });

  it('a blank or missing note leaves Portico’s line', () => {
    const entry: StrapiDocument = { ...launchpadGlobal, footer: { copyright: ' ', internal_links: [] } };
    expect(footerParts('en', entry, launchpad)).toEqual({ links: [], note: undefined });
  });

  it('without an entry: the fallback, in the locale', () => {
    const site = defineSite({
      footer: { ...navbar, fallback: { links: [{ href: 'https://strapi.io', label: { en: 'Strapi', de: 'Strapi (de)' } }], note: 'Note' } },
    });
    expect(footerParts('de', null, site)).toEqual({ links: [{ href: 'https://strapi.io', label: 'Strapi (de)' }], note: 'Note' });
    expect(footerParts('de', null, launchpad)).toEqual({ links: [], note: undefined });
  });
});

describe('siteWideTags: what every page reads', () => {
  it('the tags of the single types the header and footer read, by singularName or uid', () => {
    expect(siteWideTags(catalog.types, launchpad)).toEqual(['list:global']);
  });

  it('the home page’s single type is read under the home page’s tag', () => {
    expect(siteWideTags(catalog.types, defineSite({ navigation: { ...navbar, from: 'homepage' } }))).toEqual(['home']);
  });

  it('an entry in the navigation: every change to its collection (it may be renamed in every header)', () => {
    expect(siteWideTags(catalog.types, defineSite({ navigation: [{ entry: 'articles', address: 'welcome' }] }))).toEqual(['list:articles']);
  });

  it('none for a static site, or a type this Strapi lacks (or a collection)', () => {
    expect(siteWideTags(catalog.types, defineSite({ navigation: [{ collection: 'articles' }], footer: { note: 'x' } }))).toEqual([]);
    expect(
      siteWideTags(catalog.types, defineSite({ navigation: { ...navbar, from: 'menu' }, footer: { ...navbar, from: 'articles' } })),
    ).toEqual([]);
  });
});
