/**
 * Locale addresses, pure (used by proxy.ts, pages and components): the default locale has no
 * prefix (/articles/…), every other locale its code as the first segment (/fr/articles/…).
 */
import type { StrapiLocale } from '@/lib/strapi/locales';

/** One of the site's locales, as Strapi's i18n plugin lists it. */
export type SiteLocale = StrapiLocale;

/** The locale a path is in, and the path without its locale prefix. */
export function splitLocale(pathname: string, locales: SiteLocale[]): { locale: SiteLocale | undefined; pathname: string } {
  const fallback = locales.find((locale) => locale.isDefault);
  const first = pathname.split('/')[1];
  const prefixed = first ? locales.find((locale) => !locale.isDefault && locale.code === first) : undefined;
  if (!prefixed) return { locale: fallback, pathname };
  return { locale: prefixed, pathname: pathname.slice(first!.length + 1) || '/' };
}

/** `path` (an address of the default locale, query allowed) as the address of `locale`. */
export function localizePath(path: string, locale: SiteLocale | undefined): string {
  if (!locale || locale.isDefault) return path;
  if (path === '/' || path.startsWith('/?')) return `/${locale.code}${path.slice(1)}`;
  return `/${locale.code}${path}`;
}
