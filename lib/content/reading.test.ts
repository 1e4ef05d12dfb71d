import { listShape } from '@/lib/collections/list-shape';
import { sortableFields, filterableAttributes } from '@/lib/collections/list-state';
import type { Catalog, ContentType } from '@/lib/strapi/schema';
import { entryTitle } from './entry-title';
import { withReading } from './reading';

const guide: ContentType = {
  uid: 'api::guide.guide',
  schema: {
    kind: 'collectionType',
    singularName: 'guide',
    pluralName: 'guides',
    displayName: 'Guide',
    attributes: {
      code: { type: 'string', required: true },
      heading: { type: 'string' },
      slug: { type: 'uid' },
      note: { type: 'text' },
      days: { type: 'integer' },
      featured: { type: 'boolean' },
      startsAt: { type: 'relation', relation: 'oneToMany', target: 'api::place.place' },
    },
  },
};
const place: ContentType = {
  uid: 'api::place.place',
  schema: {
    kind: 'collectionType',
    singularName: 'place',
    pluralName: 'places',
    displayName: 'Place',
    attributes: { name: { type: 'string' } },
  },
};
const catalog: Catalog = {
  inferred: false,
  collections: [guide, place],
  singleTypes: [],
  types: new Map([guide, place].map((type) => [type.uid, type])),
  components: new Map(),
};

describe('withReading: the site folder’s choices for readers', () => {
  const read = withReading(catalog, {
    'api::guide.guide': {
      hide: ['featured', 'slug'],
      title: 'heading',
      sort: ['days', 'nowhere'],
      filters: ['featured'],
      card: ['startsAt', 'days'],
    },
  });
  const type = read.types.get(guide.uid)!;

  it('names the title, hides fields from cards and pages, and keeps the catalog read from Strapi as it was', () => {
    expect(entryTitle(type, { code: 'G-17', heading: 'A weekend by the sea' })).toBe('A weekend by the sea');
    expect(type.schema.attributes.featured!.hidden).toBe(true);
    expect(guide.schema.attributes.featured!.hidden).toBeUndefined();
    expect(read.collections[0]).toBe(type);
    expect(read.types.get(place.uid)).toBe(place);
  });

  it('sorts and filters by what it names (a misspelt field left out), and the card reads what it asks for', () => {
    expect(sortableFields(type)).toEqual(['heading', 'days']);
    expect(sortableFields(guide)).toEqual(['code']);
    expect(filterableAttributes(type).booleans).toEqual(['featured']);
    const shape = listShape(type, read.types);
    expect(shape.fields).toEqual(expect.arrayContaining(['heading', 'days']));
    expect(shape.facts).not.toContain('featured');
    expect(shape.populate).toMatchObject({ startsAt: { fields: ['name'] } });
  });
});
