import { strapiTimeoutMs, strapiUrl } from '@/lib/config';
import { errorStatus, fetchLocales, StrapiClient } from '@/lib/strapi';
import { createMemoryStore } from '@/lib/strapi/token-store';
import { siteLocales } from '@/server/locales/site-locales.mjs';
import type { SiteLocale } from './locale-path';

/**
 * The site's locales, read from Strapi by proxy.ts (which routes /fr/… before any page runs) and
 * by the pages, kept per process (siteLocales, shared with the page server). A Strapi
 * without i18n (or that refuses listLocales) has none: every address is then unprefixed and no
 * Language navigation shows.
 */
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
