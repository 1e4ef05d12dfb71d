import { expect, hydrated, test } from './support/fixtures';

/**
 * Compression Dictionary Transport as Chromium does it (server/encodings/site-dictionary.mjs): the first
 * page names the site dictionary, the browser fetches it when idle, and from then on the stored
 * pages come compressed against it.
 */
test.describe('the site dictionary', () => {
  test('a browser that has seen one page gets the next ones compressed against it, in fewer bytes, and they work', async ({
    page,
    request,
  }) => {
    const fetched = page.waitForResponse((response) => response.url().includes('/_portico/dictionary/'));
    const first = await page.goto('/articles');
    expect(first!.headers()['content-encoding']).toBe('br');
    const named = /<(\/_portico\/dictionary\/[\w-]+)>; rel="compression-dictionary"/.exec(first!.headers()['link'] ?? '')?.[1];
    expect(named).toBeDefined();
    const dictionary = await fetched;
    expect(new URL(dictionary.url()).pathname).toBe(named);
    expect(dictionary.status()).toBe(200);
    // The response event comes with its headers: Chromium keeps the dictionary once its body is in.
    expect(await dictionary.finished()).toBeNull();
    expect(dictionary.headers()['use-as-dictionary']).toBe('match="/*", match-dest=("document")');

    for (const path of ['/categories', '/', '/articles']) {
      const answer = await page.goto(path);
      expect(answer!.status()).toBe(200);
      expect(answer!.headers()['content-encoding']).toBe('dcz');
      expect(answer!.headers()['vary']).toMatch(/available-dictionary/i);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // Over the wire, the list came in far fewer bytes than brotli sends it to a browser without the dictionary.
    const sent = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).encodedBodySize);
    const brotli = await request.get('/articles', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(0.9 * Number(brotli.headers()['content-length']));
    // And it works: its scripts ran (allowed by the stored policy), the router navigates.
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a client that offers another dictionary, or none, gets brotli', async ({ request }) => {
    const held = { 'Accept-Encoding': 'gzip, br, zstd, dcb, dcz' };
    const none = await request.get('/articles', { headers: held });
    expect(none.headers()['content-encoding']).toBe('br');
    const other = await request.get('/articles', {
      headers: { ...held, 'Available-Dictionary': ':pZGm1Av0IEBKARczz7exkNYsZb8LzaMrV7J32a2fFG4=:' },
    });
    expect(other.headers()['content-encoding']).toBe('br');
    expect(await other.text()).toContain('<h1');
  });
});
