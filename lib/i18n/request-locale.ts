import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { ContentType } from '@/lib/strapi';
import { localizePath, type SiteLocale } from './locale-path';
import { LOCALE_HEADER } from './locale-header';
import { getSiteLocales } from './site-locales';

export interface RequestLocale {
  /** The page's locale; undefined when Strapi has no i18n. */
  locale: SiteLocale | undefined;
  locales: SiteLocale[];
}

/** The locale of the page being rendered, once per request. */
export const getRequestLocale = cache(async (): Promise<RequestLocale> => {
  // Strapi unreachable and never asked: the default locale (the page reports the outage).
  const [locales, requestHeaders] = await Promise.all([getSiteLocales().catch(() => []), headers()]);
  const code = requestHeaders.get(LOCALE_HEADER);
  const locale = locales.find((candidate) => candidate.code === code) ?? locales.find((candidate) => candidate.isDefault);
  return { locale, locales };
});

/** Whether a type's entries have one version per locale (Strapi i18n's localized option). */
export function isLocalized(type: ContentType): boolean {
  return type.schema.pluginOptions?.i18n?.localized === true;
}

/** The `locale` query parameter for reads and writes of `type` on this page (none when not localized). */
export async function localeParam(type: ContentType): Promise<{ locale?: string }> {
  if (!isLocalized(type)) return {};
  const { locale } = await getRequestLocale();
  return locale ? { locale: locale.code } : {};
}

/** `path` (a default-locale address) as an address in the page's locale. */
export async function localHref(path: string): Promise<string> {
  const { locale } = await getRequestLocale();
  return localizePath(path, locale);
}
