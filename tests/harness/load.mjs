/** HTTP load with autocannon: throughput and latency of one URL (or one sequence of requests) at a number of connections. */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { escapeHtml } from '../../server/shared/contract.mjs';

/** What Chromium sends with every request: every scenario says it unless told otherwise. */
export const BROWSER_ENCODING = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/** What a browser sends for a page (Chromium's document Accept). */
export const BROWSER_PAGE_HEADERS = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  ...BROWSER_ENCODING,
};

/**
 * Whether a page names `member` as the signed-in member: the header's name slot holds their id and
 * their name. The page server pads a filled slot with spaces inside its tag (server/encodings/personalize.mjs:
 * `data-member-id="7"   >ada</span>`), so spaces before the `>` are allowed.
 * @param {string} html @param {{ id: number, username: string }} member
 */
export function namesMember(html, member) {
  const slot = `data-member-id="${member.id}"`;
  const at = html.indexOf(slot);
  return (
    at >= 0 &&
    html
      .slice(at + slot.length)
      .trimStart()
      .startsWith(`>${escapeHtml(member.username)}<`)
  );
}

/**
 * `sequence`: requests made one after the other on each connection that together make one view
 * (a page and the call its browser script makes); `viewsPerSecond` then counts whole views.
 * `browser: false` sends only the given headers (curl, say); otherwise a browser's Accept-Encoding
 * is added to them.
 */
export async function measure({ name, url, connections, duration, headers = {}, sequence, warmup = 1, browser = true }) {
  const sent = browser ? { ...BROWSER_ENCODING, ...headers } : headers;
  const requests = sequence?.map((step) => ({ ...step, headers: browser ? { ...BROWSER_ENCODING, ...step.headers } : step.headers }));
  const options = { url, connections, duration, headers: sent, ...(requests ? { requests } : {}) };
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

/** Microseconds of CPU per clock tick (utime, stime) on Linux: 100 ticks a second. */
export const TICK_US = 10_000;

/** The clock ticks (utime + stime) a process has used: steadier than requests per second on a shared machine. */
export function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
