import type { Attributes } from '../strapi/schema';
import { canonicalListQuery, listFilters, listQuery, listStateToQuery, parseListState } from './list-state';

const attributes: Attributes = {
  title: { type: 'string', required: true },
  summary: { type: 'text' },
  body: { type: 'richtext' },
  secret: { type: 'string', private: true },
  level: { type: 'enumeration', enum: ['beginner', 'advanced'] },
  featured: { type: 'boolean' },
  publishedOn: { type: 'date' },
  updatedOn: { type: 'datetime' },
  readingMinutes: { type: 'integer' },
  category: { type: 'relation', relation: 'manyToOne', target: 'api::category.category' },
  author: { type: 'relation', relation: 'manyToOne', target: 'plugin::users-permissions.user' },
};
const model = { schema: { attributes } };

describe('parseListState: only what the schema allows reaches Strapi', () => {
  it('reads every part of the state', () => {
    const state = parseListState(
      {
        q: ' caching ',
        sort: 'title:desc',
        page: '3',
        pageSize: '50',
        'f.level': 'advanced',
        'f.featured': 'true',
        'f.category': 'abc123',
        'f.publishedOn.from': '2026-01-01',
        'f.publishedOn.to': '2026-02-01',
      },
      model,
    );
    expect(state).toEqual({
      q: 'caching',
      sort: { field: 'title', direction: 'desc' },
      page: 3,
      pageSize: 50,
      equals: { level: 'advanced', featured: 'true', category: 'abc123' },
      ranges: { publishedOn: { from: '2026-01-01', to: '2026-02-01' } },
    });
  });

  it('reads a date typed in the page’s order, and its canonical address holds it as ISO', () => {
    const given = { 'f.publishedOn.from': '3/2/2026', 'f.publishedOn.to': '28.02.2026' };
    const french = parseListState(given, model, 100, 'fr');
    expect(french.ranges).toEqual({ publishedOn: { from: '2026-02-03', to: '2026-02-28' } });
    expect(canonicalListQuery(given, french)).toBe('?f.publishedOn.from=2026-02-03&f.publishedOn.to=2026-02-28');
    expect(parseListState({ 'f.publishedOn.from': '2/3/2026' }, model, 100, 'en-US').ranges).toEqual({
      publishedOn: { from: '2026-02-03', to: undefined },
    });
  });

  it('drops unknown, private, unsortable and malformed values', () => {
    const state = parseListState(
      {
        sort: 'secret:asc',
        page: '-4',
        pageSize: '5000',
        'f.level': 'expert',
        'f.featured': 'maybe',
        'f.author': 'abc',
        'f.password': 'x',
        'f.publishedOn.from': '31/02/2026',
        'f.publishedOn.to': '2026-02-01; drop',
        'f.category': "a'; drop",
      },
      model,
    );
    expect(state).toEqual({ q: '', sort: undefined, page: 1, pageSize: 100, equals: {}, ranges: {} });
    expect(parseListState({ sort: 'body:asc' }, model).sort).toBeUndefined();
    expect(parseListState({ sort: 'createdAt:asc' }, model).sort).toEqual({ field: 'createdAt', direction: 'asc' });
  });

  it('sorts by newest, oldest, the title and the fields the site folder names, and filters by its choice', () => {
    expect(parseListState({ sort: 'summary:asc' }, model).sort).toBeUndefined();
    expect(parseListState({ sort: 'readingMinutes:desc' }, model).sort).toBeUndefined();
    const named = { ...model, listing: { sort: ['readingMinutes', 'body'], filters: ['level'] } };
    expect(parseListState({ sort: 'readingMinutes:desc' }, named).sort).toEqual({ field: 'readingMinutes', direction: 'desc' });
    expect(parseListState({ sort: 'body:asc' }, named).sort).toBeUndefined();
    expect(parseListState({ sort: 'title:asc' }, named).sort).toEqual({ field: 'title', direction: 'asc' });
    const state = parseListState({ 'f.level': 'advanced', 'f.featured': 'true', 'f.publishedOn.from': '2026-01-01' }, named);
    expect(state.equals).toEqual({ level: 'advanced' });
    expect(state.ranges).toEqual({});
  });
});

describe('listFilters', () => {
  it('searches every public string-like field with $containsi and combines filters with $and', () => {
    const state = parseListState({ q: 'cache', 'f.featured': 'false', 'f.category': 'abc', 'f.updatedOn.to': '2026-03-01' }, model);
    expect(listFilters(state, attributes)).toEqual({
      $and: [
        { $or: [{ title: { $containsi: 'cache' } }, { summary: { $containsi: 'cache' } }] },
        { featured: { $eq: false } },
        { category: { documentId: { $eq: 'abc' } } },
        { updatedOn: { $lte: '2026-03-01T23:59:59.999Z' } },
      ],
    });
    expect(listFilters(parseListState({}, model), attributes)).toBeUndefined();
  });

  it('builds the whole query with newest first by default', () => {
    const query = listQuery(parseListState({ page: '2' }, model), attributes, { fields: ['title'] });
    expect(query).toEqual({
      fields: ['title'],
      filters: undefined,
      sort: ['createdAt:desc'],
      pagination: { page: 2, pageSize: 25, withCount: true },
    });
  });
});

describe('listStateToQuery', () => {
  it('writes a short URL, leaving defaults out, and applies changes', () => {
    const state = parseListState({ q: 'a b', sort: 'title:asc', 'f.level': 'beginner', page: '2' }, model);
    expect(listStateToQuery(state)).toBe('?q=a+b&sort=title%3Aasc&f.level=beginner&page=2');
    expect(listStateToQuery(state, { page: 1 })).toBe('?q=a+b&sort=title%3Aasc&f.level=beginner');
    expect(listStateToQuery(parseListState({}, model))).toBe('');
  });
});

describe('canonicalListQuery: one address per list state', () => {
  const canonical = (query: string) => {
    const params: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(query)) {
      const before = params[name];
      params[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    return canonicalListQuery(params, parseListState(params, model));
  };

  it('leaves the address listStateToQuery writes as it is, and the passed-through notice and drafts view', () => {
    for (const query of ['', 'q=a+b&sort=title%3Aasc&f.level=beginner&page=2', 'f.category=abc&f.publishedOn.from=2026-01-01&pageSize=10'])
      expect(canonical(query)).toBeNull();
    expect(canonical('q=cache&notice=deleted')).toBeNull();
    expect(canonical('status=draft')).toBeNull();
  });

  it('sends junk parameters, invalid values, defaults, repeats and other orders to the canonical address', () => {
    expect(canonical('junk=1')).toBe('');
    expect(canonical('q=cache&utm_source=x')).toBe('?q=cache');
    expect(canonical('sort=secret%3Aasc&f.level=expert&f.author=1&page=1&pageSize=25&q=')).toBe('');
    expect(canonical('q=++cache++')).toBe('?q=cache');
    expect(canonical('q=a&q=b')).toBe('?q=a');
    expect(canonical('page=2&q=cache')).toBe('?q=cache&page=2');
    expect(canonical('page=02')).toBe('?page=2');
    expect(canonical('junk=1&notice=deleted')).toBe('?notice=deleted');
  });

  it('is its own fixed point: the address it sends to is canonical', () => {
    const long = `q=${'a'.repeat(199)}+${'b'.repeat(50)}`;
    for (const query of ['junk=1', 'page=2&q=cache', 'sort=title%3Adesc&f.featured=yes&f.featured=true', 'q=a&q=b&pageSize=37', long]) {
      const target = canonical(query)!;
      expect(canonical(target.replace(/^\?/, ''))).toBeNull();
    }
  });
});
