// The default locale has no prefix (/articles), every other its code as the first segment (/fr/articles).
import type { StrapiLocale } from '@/lib/strapi/locales';

export type SiteLocale = StrapiLocale;

export { splitLocale } from '@/server/locales/locale-choice.mjs';

export function localizePath(path: string, locale: SiteLocale | undefined): string {
  if (!locale || locale.isDefault) return path;
  if (path === '/' || path.startsWith('/?')) return `/${locale.code}${path.slice(1)}`;
  return `/${locale.code}${path}`;
}
