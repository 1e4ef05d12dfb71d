import { pageTags } from '../shared/contract.mjs';
import { createPageStore } from './page-store.mjs';

const page = (path: string, bytes = 100) => ({
  status: 200,
  headers: {},
  body: { length: bytes, holes: [], identity: [Buffer.alloc(bytes)], gzip: null, br: null, bytes },
  holes: [],
  tags: pageTags(path),
  shareable: true,
});

describe('the page store', () => {
  it('drops exactly the pages with an expired tag', () => {
    const store = createPageStore();
    for (const path of ['/', '/articles', '/articles/a1', '/articles/a2', '/categories', '/categories/c1'])
      store.set(path, page(path), store.generation());
    expect(store.expire(['document:articles:a1', 'list:articles'])).toBe(2);
    expect(['/', '/articles', '/articles/a1', '/articles/a2', '/categories', '/categories/c1'].filter((path) => store.get(path))).toEqual([
      '/',
      '/articles/a2',
      '/categories',
      '/categories/c1',
    ]);
    expect(store.expire(['documents:categories'])).toBe(1);
    expect(store.expire(['pages'])).toBe(3);
    expect(store.size).toBe(0);
  });

  it('does not keep a render that was under way while something expired', () => {
    const store = createPageStore();
    const startedAt = store.generation();
    store.expire(['list:articles']);
    expect(store.set('/articles', page('/articles'), startedAt)).toBe(false);
    expect(store.get('/articles')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used pages', () => {
    const store = createPageStore({ maxBytes: 10_000 });
    for (let index = 0; index < 2000; index += 1) store.set(`/articles?q=${index}`, page('/articles', 1000), store.generation());
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    expect(store.size).toBeLessThan(10);
    expect(store.get('/articles?q=1999')).toBeDefined();
    // The index of tags shrinks with it: an expiry counts only what is still there.
    const kept = store.size;
    expect(store.expire(['list:articles'])).toBe(kept);
  });
});

describe('the page store under a flood of junk searches', () => {
  it('stays within its entries, and searches evict only searches, never the pages everyone browses', () => {
    const store = createPageStore({ maxEntries: 100, maxBytes: 2 ** 20 });
    const browsed = ['/', '/articles', '/articles?page=2', '/articles/a1', '/categories'];
    for (const path of browsed) store.set(path, page(path), store.generation());
    for (let index = 0; index < 2000; index += 1)
      store.set(`/articles?q=junk-${index}`, page('/articles'), store.generation(), { query: true });
    expect(store.size).toBeLessThanOrEqual(100);
    expect(store.stats().queries.entries).toBe(25);
    expect(browsed.filter((path) => store.get(path))).toEqual(browsed);
    expect(store.get('/articles?q=junk-1999')).toBeDefined();
    expect(store.get('/articles?q=junk-0')).toBeUndefined();
  });

  it('stays within its bytes, searches within their quarter', () => {
    const store = createPageStore({ maxEntries: 10_000, maxBytes: 400_000 });
    store.set('/articles', page('/articles', 50_000), store.generation());
    for (let index = 0; index < 2000; index += 1)
      store.set(`/articles?q=junk-${index}`, page('/articles', 5000), store.generation(), { query: true });
    const { bytes, maxBytes, queries } = store.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(queries.bytes).toBeLessThanOrEqual(100_000);
    expect(store.get('/articles')).toBeDefined();
  });

  it('keeps a page that cannot be shared only as that fact, on the smaller shelf', () => {
    const store = createPageStore({ maxEntries: 100 });
    store.set('/articles/missing', { ...page('/articles/missing', 30_000), status: 404, shareable: false }, store.generation(), {
      ttlMs: 10_000,
    });
    expect(store.get('/articles/missing')).toMatchObject({ status: 404, shareable: false, body: null });
    expect(store.stats().queries.entries).toBe(1);
    expect(store.bytes).toBeLessThan(1000);
  });
});

describe('pageTags', () => {
  it('tags the home page, a list and a document', () => {
    expect(pageTags('/')).toEqual(['pages', 'home']);
    expect(pageTags('/articles')).toEqual(['pages', 'list:articles']);
    expect(pageTags('/articles/a1')).toEqual(['pages', 'documents:articles', 'document:articles:a1']);
  });
});
