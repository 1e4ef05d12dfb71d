import { strapiTimeoutMs, strapiUrl } from '@/lib/config';
import { errorStatus, fetchLocales, StrapiClient } from '@/lib/strapi';
import { createMemoryStore } from '@/lib/strapi/token-store';
import type { SiteLocale } from './locale-path';

/**
 * The site's locales, read from Strapi by proxy.ts (which routes /fr/… before any page runs) and
 * by the pages, kept for LOCALES_TTL_MS per process. A Strapi without i18n (or that refuses
 * listLocales) has none: every address is then unprefixed and no Language navigation shows.
 */
const LOCALES_TTL_MS = 60_000;

type Memo = { locales: SiteLocale[]; at: number; pending?: Promise<SiteLocale[]> };
const store = globalThis as { __porticoLocales?: Memo };

async function load(): Promise<SiteLocale[]> {
  const client = new StrapiClient({ url: strapiUrl, timeoutMs: strapiTimeoutMs, tokenStore: createMemoryStore(null) });
  try {
    return await fetchLocales(client, { fetchExtras: { cache: 'no-store' } });
  } catch (error) {
    const status = errorStatus(error);
    if (status === 401 || status === 403 || status === 404) return [];
    throw error;
  }
}

/**
 * Only the first call waits for Strapi. Later ones answer at once, refreshing in the background
 * once the list is older than LOCALES_TTL_MS: a slow or stopped Strapi never delays a page (or
 * its outage page) for the sake of the locales.
 */
export async function getSiteLocales(now = Date.now()): Promise<SiteLocale[]> {
  const memo = store.__porticoLocales;
  if (memo?.pending && memo.at === 0) return memo.pending;
  if (memo && (now - memo.at < LOCALES_TTL_MS || memo.pending)) return memo.locales;
  const pending = load()
    .then((locales) => {
      store.__porticoLocales = { locales, at: Date.now() };
      return locales;
    })
    .catch((error) => {
      // Strapi unreachable: keep what was known and try again on a later call.
      store.__porticoLocales = memo ? { locales: memo.locales, at: memo.at } : undefined;
      if (memo) return memo.locales;
      throw error;
    });
  store.__porticoLocales = { locales: memo?.locales ?? [], at: memo?.at ?? 0, pending };
  return memo ? memo.locales : pending;
}
