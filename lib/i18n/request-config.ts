import { getRequestConfig } from 'next-intl/server';
import { loadCatalog } from './catalogs';
import { getRequestLocale } from './request-locale';
import { activeSite } from '@/lib/site/active';

/**
 * next-intl's per-request configuration (named in next.config.js): the page's locale is the one
 * proxy.ts put in x-portico-locale (read by getRequestLocale), so the addresses stay as they are
 * (the default locale unprefixed, /fr/… for the others). Without i18n in Strapi: English.
 */
export default getRequestConfig(async ({ locale: explicit }) => {
  // Route handlers (no proxy.ts, no header) name the locale themselves: getTranslations({ locale }).
  const code = explicit ?? (await getRequestLocale()).locale?.code ?? 'en';
  const { messages } = await loadCatalog(code);
  // The site folder's own words for its views: the `Site` namespace, in this locale or else English.
  const site = activeSite.messages?.[code] ?? activeSite.messages?.en;
  // Dates are shown as Strapi stores them (UTC), the same on every server.
  return { locale: code, messages: site ? { ...messages, Site: site } : messages, timeZone: 'UTC' };
});
