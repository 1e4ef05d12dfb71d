/** HTTP load with autocannon: throughput and latency of one URL (or one sequence of requests) at a number of connections. */
import autocannon from 'autocannon';

/** What a browser sends for a page: content pages then come from the page store, as for visitors. */
export const BROWSER_PAGE_HEADERS = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/**
 * `sequence`: requests made one after the other on each connection that together make one view
 * (a page and the call its browser script makes); `viewsPerSecond` then counts whole views.
 */
export async function measure({ name, url, connections, duration, headers = {}, sequence, warmup = 1 }) {
  const options = { url, connections, duration, headers, ...(sequence ? { requests: sequence } : {}) };
  // A short warm-up, so caches and JIT are in the state a running site is in.
  if (warmup) await autocannon({ ...options, connections: Math.min(connections, 10), duration: warmup });
  const result = await autocannon(options);
  const requestsPerSecond = Math.round(result.requests.average);
  return {
    name,
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    connections,
    durationSeconds: duration,
    requestsPerSecond,
    viewsPerSecond: Math.round(result.requests.average / (sequence?.length ?? 1)),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    total: result.requests.total,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
