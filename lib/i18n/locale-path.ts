/**
 * Locale addresses, pure (used by proxy.ts, pages and components): the default locale has no
 * prefix (/articles/…), every other locale its code as the first segment (/fr/articles/…).
 */
import type { StrapiLocale } from '@/lib/strapi/locales';

/** One of the site's locales, as Strapi's i18n plugin lists it. */
export type SiteLocale = StrapiLocale;

/** The page server reads addresses the same way, to record the locale of the pages it answers. */
export { splitLocale } from '@/server/locales/locale-choice.mjs';

/** `path` (an address of the default locale, query allowed) as the address of `locale`. */
export function localizePath(path: string, locale: SiteLocale | undefined): string {
  if (!locale || locale.isDefault) return path;
  if (path === '/' || path.startsWith('/?')) return `/${locale.code}${path.slice(1)}`;
  return `/${locale.code}${path}`;
}
