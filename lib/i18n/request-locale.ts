import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import type { ContentType } from '@/lib/strapi';
import { localizePath, type SiteLocale } from './locale-path';
import { LOCALE_HEADER } from './locale-header';
import { getSiteLocales } from './site-locales';

export interface RequestLocale {
  locale: SiteLocale | undefined;
  locales: SiteLocale[];
}

export const getRequestLocale = cache(async (): Promise<RequestLocale> => {
  const [locales, requestHeaders] = await Promise.all([getSiteLocales().catch(() => []), headers()]);
  const code = requestHeaders.get(LOCALE_HEADER);
  const locale = locales.find((candidate) => candidate.code === code) ?? locales.find((candidate) => candidate.isDefault);
  return { locale, locales };
});

export function isLocalized(type: ContentType): boolean {
  return type.schema.pluginOptions?.i18n?.localized === true;
}

export async function localeParam(type: ContentType): Promise<{ locale?: string }> {
  if (!isLocalized(type)) return {};
  const { locale } = await getRequestLocale();
  return locale ? { locale: locale.code } : {};
}

export async function localHref(path: string): Promise<string> {
  const { locale } = await getRequestLocale();
  return localizePath(path, locale);
}
