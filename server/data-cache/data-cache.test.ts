import { createDataCache } from './data-cache.mjs';

const entry = (tags: string[], bytes = 100) => ({ lastModified: Date.now(), tags, lifespan: null, value: { body: 'x'.repeat(bytes) } });

describe('the data cache without Redis', () => {
  it('stays within its entries and bytes, dropping the least recently used', async () => {
    const cache = createDataCache({ maxEntries: 50, maxBytes: 20_000 });
    for (let index = 0; index < 2000; index += 1) await cache.set(`read-${index}`, entry(['strapi:content'], 200));
    const { entries, bytes, maxEntries, maxBytes, evicted } = cache.stats();
    expect(entries).toBeLessThanOrEqual(maxEntries);
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    // Every entry it no longer holds was pushed out by the caps.
    expect(evicted).toBe(2000 - entries);
    expect(await cache.get('read-1999')).not.toBeNull();
    expect(await cache.get('read-0')).toBeNull();
  });

  it('drops what an expired tag touches, and honours expired path tags on read', async () => {
    const cache = createDataCache();
    await cache.set('list', entry(['list:articles']));
    await cache.set('other', entry(['list:categories']));
    await cache.revalidateTag('list:articles');
    expect(await cache.get('list')).toBeNull();
    expect(cache.stats().evicted).toBe(0);
    expect(await cache.get('other')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag('_N_T_/categories');
    expect(await cache.get('other', { implicitTags: ['_N_T_/categories'] })).toBeNull();
  });
});
