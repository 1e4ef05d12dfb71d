/**
 * The data cache's caps the suite's app runs with (global-setup.ts), smaller than the defaults
 * (2,000 entries, 32 MB) so that e2e/bounded-cache.spec.ts can overflow them with 2,000 junk
 * addresses; everything else in the suite reads far fewer distinct things.
 */
export const CACHE_CAPS = { dataEntries: 1000, dataMegabytes: 16 };
