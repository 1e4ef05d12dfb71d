import type { Attributes, ComponentSchema } from '@/lib/strapi/schema';
import { pageSeo, seoAttributes, toMetadata, type SeoInput } from './metadata';

const mediaUrl = (url: string) => (url.startsWith('/') ? `https://cms.example.com${url}` : url);
const image = (url: string, extra: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'x.jpg',
  url,
  mime: 'image/jpeg',
  width: 1200,
  height: 630,
  ...extra,
});

// Named unlike Strapi's template on purpose: the component is found by its fields, not its name.
const components = new Map<string, ComponentSchema>([
  [
    'meta.search',
    {
      uid: 'meta.search',
      schema: {
        displayName: 'Search',
        attributes: { metaTitle: { type: 'string' }, metaDescription: { type: 'text' }, metaImage: { type: 'media' } },
      },
    },
  ],
  ['shared.quote', { uid: 'shared.quote', schema: { displayName: 'Quote', attributes: { body: { type: 'text' } } } }],
]);

const withSeo: Attributes = {
  heading: { type: 'string', required: true },
  body: { type: 'richtext' },
  share: { type: 'component', component: 'meta.search' },
  quote: { type: 'component', component: 'shared.quote' },
  picture: { type: 'media' },
};

const article: Attributes = {
  slug: { type: 'uid' },
  headline: { type: 'string', required: true },
  kicker: { type: 'string' },
  content: { type: 'blocks' },
  teaser: { type: 'text' },
  attachments: { type: 'media', multiple: true },
  cover: { type: 'media' },
};

const input = (attributes: Attributes, document: Record<string, unknown>): SeoInput => ({
  attributes,
  components,
  document,
  fallbackTitle: 'Thing',
  mediaUrl,
});

describe('seoAttributes', () => {
  it('finds a single component with metaTitle, metaDescription or metaImage, whatever the attribute is called', () => {
    expect(seoAttributes(withSeo, components)).toEqual(['share']);
    expect(seoAttributes({ share: { type: 'component', component: 'meta.search', repeatable: true } }, components)).toEqual([]);
    expect(seoAttributes(article, components)).toEqual([]);
  });
});

describe('pageSeo: the SEO component wins', () => {
  it('takes title, description and image from the component; the title is used as written', () => {
    const seo = pageSeo(
      input(withSeo, {
        heading: 'About us',
        body: 'Long body',
        share: {
          metaTitle: ' About the team ',
          metaDescription: 'Who we are.',
          metaImage: image('/uploads/share.jpg', { alternativeText: 'Team' }),
        },
        picture: image('/uploads/other.jpg'),
      }),
    );
    expect(seo).toEqual({
      title: 'About the team',
      exactTitle: true,
      description: 'Who we are.',
      image: { url: 'https://cms.example.com/uploads/share.jpg', width: 1200, height: 630, alt: 'Team' },
    });
  });

  it('fills what the component leaves empty from the document', () => {
    const seo = pageSeo(
      input(withSeo, { heading: 'About us', body: '# Hello\n\nWe *make* [things](https://x.test).', share: { metaTitle: '' } }),
    );
    expect(seo.title).toBe('About us');
    expect(seo.exactTitle).toBe(false);
    expect(seo.description).toBe('Hello We make things.');
    expect(seo.image).toBeUndefined();
  });
});

describe('pageSeo: without an SEO component', () => {
  it('uses the title attribute, a summary-like text and the first image', () => {
    const seo = pageSeo(
      input(article, {
        headline: 'Caching in practice',
        kicker: 'Short label',
        content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Blocks text.' }] }],
        teaser: 'What caching buys you.',
        attachments: [{ id: 2, name: 'doc.pdf', url: '/uploads/doc.pdf', mime: 'application/pdf' }, image('https://cdn.test/a.jpg')],
        cover: image('/uploads/cover.jpg'),
      }),
    );
    expect(seo.title).toBe('Caching in practice');
    expect(seo.description).toBe('What caching buys you.');
    // The first image, skipping files that are not pictures.
    expect(seo.image?.url).toBe('https://cdn.test/a.jpg');
  });

  it('else the start of the first longer text (blocks included), cut at a word', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const seo = pageSeo(
      input(article, {
        headline: 'T',
        kicker: 'Not a description',
        content: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Intro' }] },
          { type: 'paragraph', children: [{ type: 'text', text: words }] },
        ],
      }),
    );
    const full = `Intro ${words}`;
    const shown = seo.description!.replace(/…$/, '');
    expect(seo.description).toMatch(/^Intro word0 word1 .*…$/);
    expect(seo.description!.length).toBeLessThanOrEqual(160);
    // Cut between words, never inside one.
    expect(full.startsWith(`${shown} `)).toBe(true);
  });

  it('falls back to the type’s name and leaves out what the document does not have', () => {
    expect(pageSeo(input(article, { headline: '  ' }))).toEqual({
      title: 'Thing',
      exactTitle: false,
      description: undefined,
      image: undefined,
    });
  });

  it('never offers an image address that is not http(s) or relative', () => {
    const seo = pageSeo(input(article, { headline: 'T', cover: image('javascript:alert(1)') }));
    expect(seo.image).toBeUndefined();
  });
});

describe('toMetadata', () => {
  it('writes title, description, canonical link, Open Graph and Twitter card', () => {
    const metadata = toMetadata(
      { title: 'About', exactTitle: true, description: 'Who we are.', image: { url: 'https://cms.example.com/a.jpg', alt: 'A' } },
      { canonicalUrl: 'https://www.example.com/fr/about', languages: { en: '/about', fr: '/fr/about' } },
    );
    expect(metadata).toMatchObject({
      title: { absolute: 'About' },
      description: 'Who we are.',
      alternates: { canonical: 'https://www.example.com/fr/about', languages: { en: '/about', fr: '/fr/about' } },
      openGraph: {
        title: 'About',
        description: 'Who we are.',
        url: 'https://www.example.com/fr/about',
        images: [{ url: 'https://cms.example.com/a.jpg', alt: 'A' }],
      },
      twitter: { card: 'summary_large_image' },
    });
  });

  it('a title from the document gets the site name (the layout’s template); nothing empty is written', () => {
    const metadata = toMetadata(
      { title: 'Caching', exactTitle: false },
      { canonicalUrl: 'https://www.example.com/articles/a1', type: 'article' },
    );
    expect(metadata.title).toBe('Caching');
    expect(metadata).not.toHaveProperty('description');
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
  });
});
