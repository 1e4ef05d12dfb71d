import { expect, test } from './support/fixtures';
import { appUrl, metric, raw, strapiUrl, wrongSignIn } from './support/operations';

/**
 * Issue 27's metrics, counted exactly: a stored page's hit, and one refused sign-in as one request in
 * Strapi's counter. Serial (playwright.config.ts): beside the other worker, a save anywhere expires
 * the page between its two requests, and another spec's refused sign-in lands in the same counter.
 * The rest of the operations checks (operations.spec.ts) look only for values of their own.
 */
test.describe('metrics', () => {
  test('count page-store hits and misses, renders, Strapi calls, on both sides', async ({ visitor, account }) => {
    const before = (await raw(`${appUrl()}/metrics`)).body;
    const strapiBefore = (await raw(`${strapiUrl()}/metrics`)).body;
    // A page the store may not hold yet, then certainly holds.
    const first = await raw(`${appUrl()}/articles`, { headers: { 'X-Forwarded-For': visitor, Accept: 'text/html' } });
    const second = await raw(`${appUrl()}/articles`, { headers: { 'X-Forwarded-For': visitor, Accept: 'text/html' } });
    expect(second.headers['x-portico-cache']).toBe('hit');
    expect((await wrongSignIn(account.email, { 'X-Forwarded-For': visitor })).status).toBe(400);
    const after = (await raw(`${appUrl()}/metrics`)).body;
    const strapiAfter = (await raw(`${strapiUrl()}/metrics`)).body;

    const grew = (name: string, labels: Record<string, string> = {}, text = [before, after]) =>
      metric(text[1]!, name, labels) - metric(text[0]!, name, labels);
    expect(grew('portico_page_store_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(grew('portico_http_requests_total', { kind: 'page-hit', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(grew('portico_http_request_duration_seconds_count', { kind: 'page-hit' })).toBeGreaterThanOrEqual(1);
    if (first.headers['x-portico-cache'] === 'miss') {
      expect(grew('portico_page_store_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
      expect(grew('portico_page_render_duration_seconds_count', { audience: 'visitor' })).toBeGreaterThanOrEqual(1);
    }
    expect(grew('portico_strapi_requests_total', { method: 'POST', status: '400' })).toBeGreaterThanOrEqual(1);
    expect(grew('portico_strapi_request_duration_seconds_count', { method: 'POST' })).toBeGreaterThanOrEqual(1);
    expect(metric(after, 'portico_backend_state', { state: 'up' })).toBe(1);
    expect(metric(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThan(0);
    expect(metric(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);

    expect(
      grew('strapi_http_requests_total', { method: 'POST', route: '/api/auth/local', status: '400' }, [strapiBefore, strapiAfter]),
    ).toBe(1);
    expect(grew('strapi_http_request_duration_seconds_count', { route: '/api/auth/local' }, [strapiBefore, strapiAfter])).toBe(1);
  });

  test('what a real browser felt on a page (LCP, CLS) reaches /metrics, by page type; a report from elsewhere does not', async ({
    page,
    request,
  }) => {
    const read = async () => (await raw(`${appUrl()}/metrics`)).body;
    const before = await read();
    await page.goto('/articles');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The beacon's script comes once the browser is idle.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/')).length),
      )
      .toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    // Leaving the page makes its values final: the browser sends them as it goes.
    await page.goto('/about');
    const grew = async (name: string) => metric(await read(), name, { page: 'list' }) - metric(before, name, { page: 'list' });
    await expect.poll(() => grew('portico_web_vitals_lcp_seconds_count'), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await grew('portico_web_vitals_cls_count')).toBeGreaterThanOrEqual(1);

    // Another site cannot write into them: a forged report changes nothing.
    const sum = metric(await read(), 'portico_web_vitals_lcp_seconds_sum', { page: 'list' });
    const forged = await request.post('/api/vitals', {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
      data: JSON.stringify({ name: 'LCP', value: 99_000, path: '/articles' }),
    });
    expect(forged.status()).toBe(403);
    expect(metric(await read(), 'portico_web_vitals_lcp_seconds_sum', { page: 'list' })).toBe(sum);
  });
});
