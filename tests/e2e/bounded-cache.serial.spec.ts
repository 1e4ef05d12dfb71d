import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { CACHE_CAPS } from './support/cache-caps';
import { strapiArticles } from './support/content';
import { expect, test } from './support/fixtures';

/**
 * Issue 15, point 4: one script asking for distinct junk addresses must not grow the app's caches
 * past their caps (it used to fill `.next/cache` on disk, about 31 KB per address, for good). The
 * caps are the suite's (support/cache-caps.ts) and the page store's defaults; what is measured is
 * the build folder's cache on disk before and after, and what the instance reports it holds. Optimized
 * images, which Next keeps on disk up to half the free disk unless told, are held to their cap too.
 * It runs alone (project `bounded-cache`): beside another worker, that worker's saves expired the
 * entries the junk made, and 800 addresses never brought the data cache to its cap.
 */
const DOCUMENT = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
/** Well past the suite's data cache caps (support/cache-caps.ts): the cache must have had to let go. */
const JUNK = 800;

interface Fill {
  entries: number;
  bytes: number;
  maxEntries: number;
  maxBytes: number;
}

/** A folder's entries, or none when it is gone: Next evicts while the folder is being read. */
function entriesOf(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Files and bytes under a folder (Next's disk cache: one file per cached read). */
function onDisk(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of entriesOf(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const size = statSync(full, { throwIfNoEntry: false })?.size;
        if (size === undefined) continue;
        files += 1;
        bytes += size;
      }
    }
  };
  walk(folder);
  return { files, bytes };
}

/**
 * What a script would send: distinct searches (valid, and stored), page numbers past the last page,
 * parameters no page reads, invalid values, and documents that do not exist.
 */
function junkAddresses(run: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const junk = `${run}x${index}`;
    switch (index % 5) {
      case 0:
      case 1:
        return `/articles?q=${junk}`;
      case 2:
        return `/articles?page=${1000 + index}`;
      case 3:
        return [`/articles?${junk}=1`, `/articles?sort=${junk}%3Aasc&pageSize=${1 + (index % 100)}&f.level=${junk}`, `/?${junk}=1`][
          Math.floor(index / 5) % 3
        ]!;
      default:
        // Three reads each (by name, by id, by a former name): alone, the junk overflows the data cache's cap.
        return `/articles/${junk}`;
    }
  });
}

async function sendAll(request: APIRequestContext, paths: string[], concurrency = 6) {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const response = await request.get(paths[next++]!, { headers: DOCUMENT, maxRedirects: 0 });
        statuses[response.status()] = (statuses[response.status()] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

async function cacheFill(request: APIRequestContext): Promise<{ pages: Fill & { queries: Fill }; data: Fill & { evicted: number } }> {
  const response = await request.get('/api/revalidate', { headers: { Authorization: `Bearer ${process.env.E2E_REVALIDATE_SECRET}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe('a bounded cache', () => {
  test('800 distinct junk addresses, past the caps, leave the caches within their caps, on disk and in memory', async ({ request }) => {
    test.setTimeout(600_000);
    const cacheFolder = path.join(process.env.E2E_APP_DIR!, 'cache');
    const before = onDisk(cacheFolder);
    const statuses = await sendAll(request, junkAddresses(Date.now().toString(36), JUNK));
    const after = onDisk(cacheFolder);
    test.info().annotations.push({ type: 'cache on disk', description: JSON.stringify({ before, after, statuses }) });
    // Nothing is left to the disk, which nothing trims (Next's default data cache wrote a file per read).
    expect(after.files - before.files).toBeLessThanOrEqual(CACHE_CAPS.dataEntries);
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(CACHE_CAPS.dataMegabytes * 2 ** 20);

    const { pages, data } = await cacheFill(request);
    test.info().annotations.push({ type: 'cache in memory', description: JSON.stringify({ pages, data }) });
    expect(data).toMatchObject({ maxEntries: CACHE_CAPS.dataEntries, maxBytes: CACHE_CAPS.dataMegabytes * 2 ** 20 });
    expect(data.entries).toBeLessThanOrEqual(data.maxEntries);
    expect(data.bytes).toBeLessThanOrEqual(data.maxBytes);
    // The junk reached a cap: what kept the cache within them is its eviction, not a light load.
    expect(data.evicted, JSON.stringify(data)).toBeGreaterThan(0);
    expect(pages.entries).toBeLessThanOrEqual(pages.maxEntries);
    expect(pages.bytes).toBeLessThanOrEqual(pages.maxBytes);
    // Searches are stored, but on their own shelf: a quarter of the store, so they cannot push out
    // the pages everyone browses.
    expect(pages.queries.entries).toBeLessThanOrEqual(pages.queries.maxEntries);
    expect(pages.queries.bytes).toBeLessThanOrEqual(pages.queries.maxBytes);
    expect(pages.queries.maxBytes).toBeLessThanOrEqual(pages.maxBytes / 4);
    // Every junk address was answered: searches (200), redirects to the canonical address (307), 404s.
    expect(Object.values(statuses).reduce((sum, count) => sum + count, 0)).toBe(JUNK);
    expect(Object.keys(statuses).sort()).toEqual(['200', '307', '404']);
  });

  test('optimized images stay within their disk cap: the least recently used are dropped', async ({ page, request }) => {
    test.setTimeout(300_000);
    const cap = CACHE_CAPS.imageMegabytes * 2 ** 20;
    const imagesFolder = path.join(process.env.E2E_APP_DIR!, 'cache', 'images');
    // An image address as the page writes it (the app's own Strapi address and widths), then the same
    // file under addresses no page uses: each is one more optimized image for the cache to hold.
    const [article] = (await strapiArticles('filters[cover][id][$notNull]=true&sort=title:asc')).data;
    await page.goto(`/articles/${article!.documentId}`);
    const src = await page.locator('img[src*="/_next/image"]').first().getAttribute('src');
    const address = new URL(src!, 'http://app.invalid');
    const original = address.searchParams.get('url')!;
    address.searchParams.set('w', '1920');
    let sent = 0;
    const statuses = new Set<number>();
    for (let variant = 0; sent < 3 * cap && variant < 300; variant += 1) {
      address.searchParams.set('url', `${original}${original.includes('?') ? '&' : '?'}v=${Date.now().toString(36)}${variant}`);
      const response = await request.get(`${address.pathname}${address.search}`, { headers: { Accept: 'image/avif,image/webp,*/*' } });
      statuses.add(response.status());
      sent += (await response.body()).length;
    }
    test.info().annotations.push({ type: 'images', description: JSON.stringify({ sent, statuses: [...statuses] }) });
    expect([...statuses]).toEqual([200]);
    expect(sent).toBeGreaterThan(2 * cap);
    // Eviction removes files without being awaited: the folder reaches the cap a moment later.
    await expect.poll(() => onDisk(imagesFolder).bytes, { timeout: 10_000 }).toBeLessThanOrEqual(cap);
    expect(onDisk(imagesFolder).files).toBeGreaterThan(0);
  });

  test('only canonical addresses are stored: anything else is redirected to one, or rendered and not stored', async ({ request }) => {
    const { data } = await strapiArticles('pagination[pageSize]=1&fields[0]=slug');
    const run = Date.now().toString(36);
    // Parameters no page reads, invalid values, defaults, another order: the list's own address.
    for (const [junk, canonical] of [
      [`/articles?ref=${run}`, '/articles'],
      [`/articles?page=1&pageSize=25&sort=nothing%3Aup`, '/articles'],
      [`/articles?page=2&q=${run}`, `/articles?q=${run}`],
      [`/articles?page=${run.length + 5000}`, '/articles?page='],
    ] as const) {
      const response = await request.get(junk, { headers: DOCUMENT, maxRedirects: 0 });
      expect(response.status(), junk).toBe(307);
      expect(response.headers().location, junk).toContain(canonical);
    }
    // A document or the home page with a parameter they do not read: shown, never stored.
    for (const junk of [`/articles/${data[0]!.slug}?ref=${run}`, `/?ref=${run}`]) {
      const responses = [await request.get(junk, { headers: DOCUMENT }), await request.get(junk, { headers: DOCUMENT })];
      expect(responses.map((response) => response.status())).toEqual([200, 200]);
      expect(responses.map((response) => response.headers()['x-portico-cache'])).toEqual([undefined, undefined]);
    }
  });
});
