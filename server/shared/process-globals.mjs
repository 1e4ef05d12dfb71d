// @ts-check
/**
 * Next's bundles load their own copies of the modules the page server loads, so a module-level variable would
 * exist once per copy: what must be one per process lives on globalThis. No Node import: the proxy's bundle loads it.
 * @typedef {{ entries: number, bytes: number, maxEntries: number, maxBytes: number }} Fill
 * @typedef {{ requestId?: string, status?: number }} RequestContext
 * @typedef {{ context?: { getStore(): RequestContext | undefined, exit<R>(callback: () => R): R },
 *   sessionEvent?: (event: 'refresh' | 'revocation', outcome: string) => void }} ObserveHooks
 * @typedef {{ expire(tags: string[]): Promise<number>, stats(): Fill & { queries: Fill },
 *   watch(watcher: (tags: string[]) => void): () => void }} PageExpiries
 * @typedef {{ revalidateTag(tag: string): Promise<void>, stats(): Fill & { evicted: number } }} DataCache
 * @typedef {{ next: number, pending: Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }> }} StoreCalls
 * @typedef {{ pages: PageExpiries, observe: ObserveHooks, flushers: Array<() => unknown>, cacheConfig: Promise<{ handlers: unknown[] }>,
 *   dataCache: DataCache, backendProbes: BackendProbes, storeCalls: StoreCalls, sharedStores: Partial<Record<string, object>>,
 *   siteLocales: LocalesMemo, tracing: true,
 *   redisHealth: Map<import('./redis-health.mjs').RedisUse, import('./redis-health.mjs').RedisState>,
 *   unwrittenRevocations: UnwrittenRevocations }} Slots
 * @typedef {{ entries: Map<string, { value: string, expiresAt: number }>, retrying: boolean }} UnwrittenRevocations
 * @typedef {'up' | 'down' | 'slow'} BackendState
 * @typedef {{ latest?: { state: BackendState, startedAt: number, checkedAt: number },
 *   pending?: { startedAt: number, verdict: Promise<BackendState> }, unavailableAt?: number }} BackendProbes
 * @typedef {{ code: string, name: string, isDefault: boolean }} SiteLocale
 * @typedef {{ locales: SiteLocale[], at: number, pending?: Promise<SiteLocale[]> }} LocalesMemo
 */

/** @type {{ [K in keyof Slots]: string }} */
const KEYS = {
  pages: '__porticoPages',
  observe: '__porticoObserve',
  flushers: '__porticoFlushers',
  // Next creates the cache handler many times; one Redis connection serves them all.
  cacheConfig: 'porticoCacheConfig',
  dataCache: '__porticoDataCache',
  backendProbes: '__porticoBackendProbes',
  sharedStores: '__porticoSharedStores',
  storeCalls: '__porticoStoreCalls',
  siteLocales: '__porticoLocales',
  tracing: '__porticoTracing',
  redisHealth: '__porticoRedisHealth',
  unwrittenRevocations: '__porticoUnwrittenRevocations',
};

const holder = /** @type {Record<string, unknown>} */ (globalThis);

/** @template {keyof Slots} K @param {K} slot @returns {Slots[K] | undefined} */
export function processGlobal(slot) {
  return /** @type {Slots[K] | undefined} */ (holder[KEYS[slot]]);
}

/** Made the first time any copy asks. @template {keyof Slots} K @param {K} slot @param {() => Slots[K]} create @returns {Slots[K]} */
export function sharedProcessGlobal(slot, create) {
  const key = KEYS[slot];
  holder[key] ??= create();
  return /** @type {Slots[K]} */ (holder[key]);
}

/** @template {keyof Slots} K @param {K} slot @param {Slots[K]} value */
export function setProcessGlobal(slot, value) {
  holder[KEYS[slot]] = value;
}

// The render secret lives in the environment, the one place cluster workers inherit from the primary; read once,
// as process.env is slow.
let renderSecret = '';
export function processRenderSecret() {
  return (renderSecret ||= process.env.PORTICO_RENDER_SECRET || '');
}

/** @param {string} secret */
export function setProcessRenderSecret(secret) {
  process.env.PORTICO_RENDER_SECRET = secret;
}
