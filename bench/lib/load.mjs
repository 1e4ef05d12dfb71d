/** HTTP load with autocannon: throughput and latency of one URL at a number of connections. */
import autocannon from 'autocannon';

/** What a browser sends for a page: signed-out content pages then come from the page cache, as for visitors. */
export const BROWSER_PAGE_HEADERS = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

export async function measure({ name, url, connections, duration, headers = {} }) {
  // A short warm-up, so caches and JIT are in the state a running site is in.
  await autocannon({ url, connections: Math.min(connections, 10), duration: 1, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    name,
    url: url.replace(/^https?:\/\/[^/]+/, ''),
    connections,
    durationSeconds: duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 },
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
