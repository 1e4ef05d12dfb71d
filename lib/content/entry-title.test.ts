import { entryTitle } from './entry-title';
import type { ContentType } from '@/lib/strapi/schema';

const type = (attributes: ContentType['schema']['attributes']): ContentType => ({
  uid: 'api::page.page',
  schema: { kind: 'collectionType', singularName: 'page', pluralName: 'pages', displayName: 'Page', attributes },
});

describe('entryTitle', () => {
  it('is the title field, the site folder’s choice first', () => {
    const attributes = { heading: { type: 'string' as const }, name: { type: 'string' as const, isTitle: true } };
    expect(entryTitle(type(attributes), { heading: 'A heading', name: 'The name' })).toBe('The name');
    expect(entryTitle(type({ heading: { type: 'string' } }), { heading: '  A heading ' })).toBe('A heading');
  });

  it('is the first line of the first text where there is no title, cut at a word', () => {
    const attributes = { slug: { type: 'uid' as const }, body: { type: 'text' as const } };
    const long = 'Every shared link should keep working after an entry is renamed, moved to another place or re-created';
    const title = entryTitle(type(attributes), { slug: 'hlurwnydc6edmqg5kr0jqu0j', body: `${long}\nSecond line` });
    expect(title).toBe('Every shared link should keep working after an entry is renamed, moved…');
    expect(entryTitle(type(attributes), { body: 'Short\nmore' })).toBe('Short');
  });

  it('is the type’s name, never the id, when nothing else names it', () => {
    expect(entryTitle(type({ slug: { type: 'uid' } }), { documentId: 'hlurwnydc6edmqg5kr0jqu0j', slug: 'x' })).toBe('Page');
    expect(entryTitle(type({ note: { type: 'text', private: true } }), { note: 'secret' })).toBe('Page');
  });
});
