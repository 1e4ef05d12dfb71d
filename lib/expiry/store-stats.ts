import 'server-only';
import { processGlobal, type Fill } from '@/server/shared/process-globals.mjs';

/**
 * How full this instance's caches are against their caps: the page store (with its shelf for
 * searches) and, without Redis, the data cache (null when it is in Redis, which bounds itself;
 * `evicted` counts what its caps pushed out). Both live outside the app's bundle: in the page
 * server and in Next's cache handler.
 */
export function cacheStats(): { pages: (Fill & { queries: Fill }) | null; data: (Fill & { evicted: number }) | null } {
  return { pages: processGlobal('pages')?.stats() ?? null, data: processGlobal('dataCache')?.stats() ?? null };
}
