import { strapiTimeoutMs, strapiUrl } from '@/lib/app-settings';
import { errorStatus, fetchLocales, StrapiClient } from '@/lib/strapi';
import { createMemoryStore } from '@/lib/strapi/token-store';
import { siteLocales } from '@/server/locales/locale-memo.mjs';
import type { SiteLocale } from './locale-path';

/** Kept per process with the page server's; a Strapi without i18n has none, and every address is unprefixed. */
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

export function getSiteLocales(now = Date.now()): Promise<SiteLocale[]> {
  return siteLocales(load, now);
}
