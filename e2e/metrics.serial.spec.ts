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
});
