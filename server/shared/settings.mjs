// @ts-check
/**
 * The settings the page server and the app both read from the environment, with the defaults the
 * README lists: one place for each, re-exported to the app by lib/config.ts.
 */

export const DEFAULT_STRAPI_URL = 'http://localhost:1337';

/** Strapi's address; the app calls {strapiUrl}/api. */
export const strapiUrl = (process.env.STRAPI_URL || DEFAULT_STRAPI_URL).replace(/\/+$/, '');

export const strapiTimeoutMs = Number(process.env.STRAPI_TIMEOUT_MS || 10_000);

/** How long the outage check (proxy.ts, the page server, /api/health) waits for Strapi's /_health before calling it slow. */
export const backendProbeTimeoutMs = Number(process.env.BACKEND_PROBE_TIMEOUT_MS || 2000);

/** Seconds a cached public read or stored page may be served before it is fetched again (the webhook usually expires it sooner). */
export const publicRevalidateSeconds = Number(process.env.PUBLIC_REVALIDATE_SECONDS || 300);

/**
 * How long Strapi's word that a session is valid (and whose it is) is trusted before it is asked
 * again: at most 30 s. A blocked account can browse for this long; it cannot change anything.
 */
export const sessionRecheckSeconds = Math.min(Number(process.env.SESSION_RECHECK_SECONDS || 10), 30);

/** Where Portico runs without WEB_URL: `npm run dev` and `npm start` on this machine. */
export const DEFAULT_WEB_URL = 'http://localhost:3000';

/**
 * The site's public address (WEB_URL), without a trailing slash: the base of every absolute URL the
 * app writes (canonical links, the sitemap, robots.txt, redirects) and the one origin its forms may
 * be posted from. Never taken from the request's Host or X-Forwarded-Host, which the client
 * chooses. Only http(s); anything else falls back to the default.
 * @param {string | undefined} value
 */
export function parseWebUrl(value) {
  try {
    const url = new URL(value || DEFAULT_WEB_URL);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return DEFAULT_WEB_URL;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return DEFAULT_WEB_URL;
  }
}

export const webUrl = parseWebUrl(process.env.WEB_URL);

/**
 * How many proxies in front of Portico write X-Forwarded-For and X-Forwarded-Proto (0 unless set):
 * only entries they wrote are believed. With 0, the visitor is whoever opened the connection.
 */
export const trustedProxyHops = Math.max(0, Math.floor(Number(process.env.TRUSTED_PROXY_HOPS) || 0));

/**
 * A bearer token that may read /metrics from anywhere (METRICS_TOKEN; unset: only from this host,
 * server/observability/metrics.mjs).
 */
export const metricsToken = process.env.METRICS_TOKEN || undefined;

/**
 * The caps of the two caches an instance keeps in memory, so no flood of distinct addresses can
 * grow them: stored pages (server/pages/page-store.mjs) and, without Redis, Next's data cache of
 * Strapi reads (server/data-cache/data-cache.mjs). Each drops its least recently used entries first.
 */
export const pageStoreMaxBytes = Number(process.env.PAGE_STORE_MB || 64) * 2 ** 20;
export const pageStoreMaxEntries = Number(process.env.PAGE_STORE_ENTRIES || 5000);
export const dataCacheMaxBytes = Number(process.env.DATA_CACHE_MB || 32) * 2 ** 20;
export const dataCacheMaxEntries = Number(process.env.DATA_CACHE_ENTRIES || 2000);

/**
 * "10mb", "512kb", "1gb" or a number of bytes, as Next's serverActions.bodySizeLimit reads it
 * (1 mb = 1,048,576 bytes). Falls back to 10 MB when unreadable.
 * @param {string | undefined} value
 */
export function parseByteSize(value) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value || '10mb');
  if (!match) return 10 * 2 ** 20;
  const unit = { b: 1, kb: 2 ** 10, mb: 2 ** 20, gb: 2 ** 30 }[(match[2] || 'b').toLowerCase()] ?? 1;
  return Math.floor(Number(match[1]) * unit);
}

/** The largest body a save may send, files included (next.config.js gives Next the same limit). */
export const maxUploadBytes = parseByteSize(process.env.MAX_UPLOAD_SIZE);

/**
 * How long a process given SIGTERM lets the requests it is answering finish (10 s unless set): it
 * says it is not ready, stops taking connections, and leaves once they are done, or when this runs out.
 */
export const shutdownTimeoutSeconds = Math.max(0, Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 10));
