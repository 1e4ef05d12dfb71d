/**
 * Distinct junk searches, as a crawler or a careless script sends them, and what one app process holds
 * afterwards: shared by the junk-memory benchmark, its check and the soak.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const word = () => Array.from({ length: 4 + Math.floor(Math.random() * 6) }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');

/** A search nobody made before: two random words. */
export const junkQuery = () => `${word()} ${word()}`;

/** A list search or a site search for `query`, as the page's own links write them. */
export const junkPath = (kind, query = junkQuery()) =>
  kind === 'site search' ? `/search?q=${encodeURIComponent(query)}` : `/articles?q=${encodeURIComponent(query)}`;

/**
 * `count` distinct junk searches of one kind on one instance, `clients` at a time, each answer read whole.
 * @returns {Promise<{ good: number, bad: number, statuses: Record<string, number> }>}
 */
export async function junkBatch(url, count, kind, clients = 4) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const statuses = {};
  let left = count;
  let good = 0;
  const one = (requestPath) =>
    new Promise((resolve) => {
      const request = http.get(
        `${url}${requestPath}`,
        { agent, headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'Accept-Encoding': 'identity' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.statusCode)));
          response.on('error', () => resolve('cut'));
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error('no answer in 30 s')));
      request.on('error', (error) => resolve(error.code ?? error.message));
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left > 0) {
        left -= 1;
        const status = await one(junkPath(kind));
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === '200') good += 1;
      }
    }),
  );
  agent.destroy();
  return { good, bad: count - good, statuses };
}

const statusKb = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const MB = 1024 * 1024;
const roundMb = (value) => Math.round(value * 10) / 10;

/** V8's heap, in use and in all, and the memory it accounts for outside it, in MB: from an app process's /metrics. */
export async function heapOf(url, metricsToken) {
  const metrics = await (
    await fetch(`${url}/metrics`, { headers: metricsToken ? { Authorization: `Bearer ${metricsToken}` } : {} })
  ).text();
  const mb = (name) => roundMb(Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(metrics)?.[1] ?? NaN) / MB);
  return {
    heapUsedMb: mb('nodejs_heap_size_used_bytes'),
    heapTotalMb: mb('nodejs_heap_size_total_bytes'),
    externalMb: mb('nodejs_external_memory_bytes'),
  };
}

/**
 * One app process's memory, in MB: resident and peak (from /proc), V8's heap and what lies outside it (its
 * /metrics, read from loopback), and how full its page store and data cache are (the revalidation route's GET).
 */
export async function memoryOf({ url, pid }, { revalidateSecret, metricsToken }) {
  const caches = await (await fetch(`${url}/api/revalidate`, { headers: { Authorization: `Bearer ${revalidateSecret}` } })).json();
  return {
    rssMb: roundMb(statusKb(pid, 'VmRSS') / 1024),
    peakMb: roundMb(statusKb(pid, 'VmHWM') / 1024),
    ...(await heapOf(url, metricsToken)),
    pageStore: caches.pages && {
      entries: caches.pages.entries,
      mb: roundMb(caches.pages.bytes / MB),
      queries: caches.pages.queries.entries,
      queriesMb: roundMb(caches.pages.queries.bytes / MB),
      queriesCapMb: roundMb(caches.pages.queries.maxBytes / MB),
    },
    dataCache: caches.data && {
      entries: caches.data.entries,
      entriesCap: caches.data.maxEntries,
      mb: roundMb(caches.data.bytes / MB),
      evicted: caches.data.evicted,
    },
  };
}

/**
 * A full garbage collection in the app process, through the inspector it listens with (`--inspect=127.0.0.1:port`):
 * what it holds afterwards is what it keeps, without the garbage and the transient buffers of the last requests.
 * Node 20 needs `--experimental-websocket` for the client.
 */
export async function collectGarbage(inspectPort) {
  if (typeof WebSocket === 'undefined') throw new Error('run with node --experimental-websocket (Node 20)');
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  let id = 0;
  const send = (method) =>
    new Promise((resolve) => {
      id += 1;
      const mine = id;
      const listener = (event) => {
        if (JSON.parse(event.data).id !== mine) return;
        socket.removeEventListener('message', listener);
        resolve();
      };
      socket.addEventListener('message', listener);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  await send('HeapProfiler.enable');
  await send('HeapProfiler.collectGarbage');
  await send('HeapProfiler.collectGarbage');
  socket.close();
}
