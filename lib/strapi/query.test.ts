import { serializeQuery } from './query';

// Expected strings are Strapi 5's documented REST examples (docs.strapi.io/cms/api/rest/parameters),
// decoded for readability: Strapi reads the brackets either way.
const decoded = (query: Parameters<typeof serializeQuery>[0]) => decodeURIComponent(serializeQuery(query));

describe('serializeQuery (spec §7: parameters serialized as a query string, in Strapi bracket format)', () => {
  it('serializes filters with an operator', () => {
    expect(decoded({ filters: { username: { $eq: 'John' } } })).toBe('filters[username][$eq]=John');
  });

  it('serializes $containsi, $in and dotted relation filters', () => {
    expect(decoded({ filters: { title: { $containsi: 'next' }, id: { $in: [3, 6, 8] }, category: { slug: { $eq: 'design' } } } })).toBe(
      'filters[title][$containsi]=next&filters[id][$in][0]=3&filters[id][$in][1]=6&filters[id][$in][2]=8&filters[category][slug][$eq]=design',
    );
  });

  it('serializes $and / $or nesting as in the documented "complex filtering" example', () => {
    const query = {
      filters: {
        $or: [{ date: { $eq: '2020-01-01' } }, { date: { $eq: '2020-01-02' } }],
        author: { name: { $eq: 'Kai doe' } },
      },
    };
    expect(decoded(query)).toBe(
      'filters[$or][0][date][$eq]=2020-01-01&filters[$or][1][date][$eq]=2020-01-02&filters[author][name][$eq]=Kai doe',
    );
    expect(decoded({ filters: { $and: [{ featured: { $eq: true } }, { $or: [{ level: { $eq: 'advanced' } }] }] } })).toBe(
      'filters[$and][0][featured][$eq]=true&filters[$and][1][$or][0][level][$eq]=advanced',
    );
  });

  it('serializes sort as a string or an array', () => {
    expect(decoded({ sort: 'title:asc' })).toBe('sort=title:asc');
    expect(decoded({ sort: ['title:asc', 'slug:desc'] })).toBe('sort[0]=title:asc&sort[1]=slug:desc');
  });

  it('serializes both pagination styles', () => {
    expect(decoded({ pagination: { page: 1, pageSize: 10 } })).toBe('pagination[page]=1&pagination[pageSize]=10');
    expect(decoded({ pagination: { start: 0, limit: 10 } })).toBe('pagination[start]=0&pagination[limit]=10');
  });

  it('serializes populate as a string, an array, nested objects and *', () => {
    expect(decoded({ populate: '*' })).toBe('populate=*');
    expect(decoded({ populate: ['cover', 'category'] })).toBe('populate[0]=cover&populate[1]=category');
    expect(decoded({ populate: { category: { fields: ['name'], populate: { articles: true } } } })).toBe(
      'populate[category][fields][0]=name&populate[category][populate][articles]=true',
    );
    expect(decoded({ populate: { sections: { on: { 'shared.slide': { populate: '*' } } } } })).toBe(
      'populate[sections][on][shared.slide][populate]=*',
    );
  });

  it('serializes fields, status and locale', () => {
    expect(decoded({ fields: ['title', 'summary'], status: 'published', locale: 'fr' })).toBe(
      'fields[0]=title&fields[1]=summary&status=published&locale=fr',
    );
  });

  it('encodes values, not the brackets, and skips missing values', () => {
    expect(serializeQuery({ filters: { title: { $eq: 'a&b c' } }, locale: undefined })).toBe('filters[title][$eq]=a%26b%20c');
    expect(serializeQuery(undefined)).toBe('');
  });
});
