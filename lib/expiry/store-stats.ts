import 'server-only';
import { processGlobal, type Fill } from '@/server/shared/process-globals.mjs';

/** How full the page store and (without Redis, which bounds itself) the data cache are: both live outside the app's bundle. */
export function cacheStats(): { pages: (Fill & { queries: Fill }) | null; data: (Fill & { evicted: number }) | null } {
  return { pages: processGlobal('pages')?.stats() ?? null, data: processGlobal('dataCache')?.stats() ?? null };
}
