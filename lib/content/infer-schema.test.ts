import { inferContentType } from './infer-schema';

describe('inferContentType: attributes from the shapes of values', () => {
  it('recognises every common kind and skips system fields', () => {
    const type = inferContentType('recipes', [
      {
        id: 1,
        documentId: 'a',
        createdAt: '2026-01-01T00:00:00.000Z',
        name: 'Soup',
        story: 'x'.repeat(200),
        method: '## Steps\n\n- chop\n- boil',
        servings: 4,
        rating: 4.5,
        vegan: true,
        cookedOn: '2026-02-03',
        updatedOn: '2026-02-03T10:00:00.000Z',
        photo: { id: 1, url: '/uploads/soup.jpg', mime: 'image/jpeg' },
        photos: [{ id: 2, url: '/uploads/a.jpg', width: 10 }],
        notes: [{ type: 'paragraph', children: [{ type: 'text', text: 'hi' }] }],
        extra: { anything: 1 },
        empty: null,
      },
    ]);
    expect(type.schema).toMatchObject({ kind: 'collectionType', pluralName: 'recipes', displayName: 'Recipes' });
    expect(type.schema.attributes).toEqual({
      name: { type: 'string' },
      story: { type: 'text' },
      method: { type: 'richtext' },
      servings: { type: 'integer' },
      rating: { type: 'float' },
      vegan: { type: 'boolean' },
      cookedOn: { type: 'date' },
      updatedOn: { type: 'datetime' },
      photo: { type: 'media', multiple: false },
      photos: { type: 'media', multiple: true },
      notes: { type: 'blocks' },
      extra: { type: 'json' },
    });
  });
});
