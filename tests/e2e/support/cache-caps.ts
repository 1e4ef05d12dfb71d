/**
 * The data cache's caps the suite's app runs with (global-setup.ts), far below the defaults
 * (2,000 entries, 32 MB) so that tests/e2e/bounded-cache.serial.spec.ts overflows them with 800 junk addresses
 * (more than 500 distinct reads) rather than the 2,000 that took two minutes of the run; everything
 * else in the suite reads fewer distinct things, and a read pushed out is only read again. The images'
 * cap (100 KB) is reached by a few dozen of the seed's small images; one pushed out is optimized again.
 */
export const CACHE_CAPS = { dataEntries: 300, dataMegabytes: 4, imageMegabytes: 0.1 };
