import type { Attributes, ContentType } from '@/lib/strapi';
import { linkFields } from '@/lib/strapi';
import { entryAddress, entryPath } from './entry-address';

const type = (attributes: Attributes): ContentType => ({
  uid: 'api::place.place',
  schema: { kind: 'collectionType', singularName: 'place', pluralName: 'places', displayName: 'Place', attributes },
});
const named = type({ name: { type: 'string', required: true }, code: { type: 'uid', targetField: 'name' } });
const unnamed = type({ name: { type: 'string' } });

describe('entry addresses', () => {
  it('a type with a uid field is addressed by it; an entry without a value, and a type without one, by the documentId', () => {
    expect(entryPath(named, { documentId: 'd1', code: 'old-harbour' })).toBe('/places/old-harbour');
    expect(entryPath(named, { documentId: 'd1', code: null })).toBe('/places/d1');
    expect(entryPath(named, { documentId: 'd1', code: '' })).toBe('/places/d1');
    expect(entryPath(unnamed, { documentId: 'd1', name: 'Old harbour' })).toBe('/places/d1');
  });

  it('an address is one path segment, whatever its value holds', () => {
    expect(entryAddress(named, { documentId: 'd1', code: 'a/b?c' })).toBe('a/b?c');
    expect(entryPath(named, { documentId: 'd1', code: 'a/b?c' })).toBe('/places/a%2Fb%3Fc');
  });

  it('a link to an entry reads its title and its address, or its documentId alone', () => {
    expect(linkFields(named)).toEqual(['name', 'code']);
    expect(linkFields(type({ count: { type: 'integer' } }))).toEqual(['documentId']);
  });
});
