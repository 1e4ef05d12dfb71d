import 'server-only';
import { cache } from 'react';
import { findEntry, resolveCollection } from '@/lib/collections/data';
import { entryPath } from '@/lib/content/entry-address';
import type { StrapiDocument } from '@/lib/strapi';
import { APP_SEGMENTS, isEditorPath } from '@/server/shared/route-paths.mjs';
import { readSingleType, resolveSingleTypePage } from '@/lib/content/single-types';
import { localizePath, type SiteLocale } from '@/lib/i18n/locale-path';
import { getRequestLocale, isLocalized } from '@/lib/i18n/request-locale';

export interface Alternate {
  locale: SiteLocale;
  href: string;
  /** False when the entry has no version in this locale: `href` is then the `fallback` page. */
  translated: boolean;
  fallback: 'list' | 'home';
}

function translationsOf(data: Record<string, unknown> | null, currentCode: string | undefined): Set<string> {
  const localizations = (data?.localizations as { locale?: string }[] | undefined) ?? [];
  const codes = data ? [currentCode, ...localizations.map((entry) => entry.locale)] : [];
  return new Set(codes.filter((code) => code !== undefined));
}

/** The page's version in each locale: an entry's only where Strapi holds one; throws for an address no page answers. */
export const getAlternates = cache(async (route: string): Promise<Alternate[]> => {
  const { locales, locale: current } = await getRequestLocale();
  if (locales.length < 2) return [];
  const segments = route.split('?')[0]!.split('/').filter(Boolean);
  if ((segments[0] && APP_SEGMENTS.has(segments[0])) || (segments.length === 2 && isEditorPath(segments))) {
    return locales.map((locale) => ({ locale, translated: true, fallback: 'list', href: localizePath(route, locale) }));
  }
  route = route.split('?')[0]!;
  const [collection, address] = segments;
  let translatedInto: Set<string> | null = null;
  let fallback: Alternate['fallback'] = 'list';
  // An entry's address in each locale it has (its uid field's value there, or its documentId).
  let entryRoutes: Map<string, string> | null = null;
  if (collection && address) {
    const { type, catalog } = await resolveCollection(collection);
    if (isLocalized(type)) {
      const data = await findEntry(type, catalog, decodeURIComponent(address)).then(
        (found) => found.document,
        () => null,
      );
      translatedInto = translationsOf(data, current?.code);
      if (data) {
        const versions = [data, ...((data.localizations as StrapiDocument[] | undefined) ?? [])];
        entryRoutes = new Map(
          versions.map((version) => [
            String(version.locale ?? current?.code),
            entryPath(type, { ...version, documentId: data.documentId }),
          ]),
        );
      }
    }
  } else if (collection) {
    const singleType = await resolveSingleTypePage(collection).catch(() => null);
    if (singleType && isLocalized(singleType.type)) {
      translatedInto = translationsOf(await readSingleType(singleType.type, singleType.catalog).catch(() => null), current?.code);
      fallback = 'home';
    } else if (!singleType) {
      await resolveCollection(collection);
    }
  }
  return locales.map((locale) => {
    const translated = translatedInto === null || translatedInto.has(locale.code);
    const elsewhere = fallback === 'home' ? '/' : `/${collection}`;
    const own = entryRoutes?.get(locale.code) ?? route;
    return { locale, translated, fallback, href: localizePath(translated ? own : elsewhere, locale) };
  });
});

export async function alternateLanguages(route: string): Promise<Record<string, string> | undefined> {
  const alternates = (await getAlternates(route)).filter((alternate) => alternate.translated);
  if (alternates.length < 2) return undefined;
  const languages: Record<string, string> = {};
  for (const alternate of alternates) languages[alternate.locale.code] = alternate.href;
  const fallback = alternates.find((alternate) => alternate.locale.isDefault) ?? alternates[0]!;
  languages['x-default'] = fallback.href;
  return languages;
}
