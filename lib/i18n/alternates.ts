import 'server-only';
import { cache } from 'react';
import { readDocument, resolveCollection } from '@/lib/collections/data';
import { APP_SEGMENTS, isEditorPath } from '@/server/shared/routes.mjs';
import { readSingleType, resolveSingleTypePage } from '@/lib/content/single-types';
import { localizePath, type SiteLocale } from './locale-path';
import { getRequestLocale, isLocalized } from './request-locale';

/** The same page in another locale, or that locale's list when the document is not translated. */
export interface Alternate {
  locale: SiteLocale;
  href: string;
  /** False when the document has no version in this locale: `href` is then the locale's list (or home page). */
  translated: boolean;
  /** Where an untranslated page's link leads instead: its collection's list, or for a single type the home page. */
  fallback: 'list' | 'home';
}

/** The locales a document read with its `localizations` exists in (none when it was not found). */
function translationsOf(data: Record<string, unknown> | null, currentCode: string | undefined): Set<string> {
  const localizations = (data?.localizations as { locale?: string }[] | undefined) ?? [];
  const codes = data ? [currentCode, ...localizations.map((entry) => entry.locale)] : [];
  return new Set(codes.filter((code) => code !== undefined));
}

/**
 * The page's versions in every locale: home and lists exist in each, a document in the locales
 * Strapi holds a version of (its `localizations`, read with the page's own document read).
 * `route` is the page's path without locale prefix: "/", "/articles", "/articles/{documentId}"; the
 * app's own pages (/login, /account, /articles/new) exist in every locale, their query kept
 * (/login?next=…). Throws for an address no page answers (an unknown collection).
 */
export const getAlternates = cache(async (route: string): Promise<Alternate[]> => {
  const { locales, locale: current } = await getRequestLocale();
  if (locales.length < 2) return [];
  const segments = route.split('?')[0]!.split('/').filter(Boolean);
  if ((segments[0] && APP_SEGMENTS.has(segments[0])) || (segments.length === 2 && isEditorPath(segments))) {
    return locales.map((locale) => ({ locale, translated: true, fallback: 'list', href: localizePath(route, locale) }));
  }
  route = route.split('?')[0]!;
  const [collection, documentId] = segments;
  let translatedInto: Set<string> | null = null;
  let fallback: Alternate['fallback'] = 'list';
  if (collection && documentId) {
    const { type, catalog } = await resolveCollection(collection);
    if (isLocalized(type)) {
      // Not in this locale (the page answers 404): nothing to link to but the lists.
      const data = await readDocument(type, catalog, documentId).then(
        (response) => response.data,
        () => null,
      );
      translatedInto = translationsOf(data, current?.code);
    }
  } else if (collection) {
    // A single type's page (/about): a locale without its version has only the home page to offer.
    const singleType = await resolveSingleTypePage(collection).catch(() => null);
    if (singleType && isLocalized(singleType.type)) {
      translatedInto = translationsOf(await readSingleType(singleType.type, singleType.catalog).catch(() => null), current?.code);
      fallback = 'home';
    } else if (!singleType) {
      // Not a single type: a collection's list, or an address no page answers (this throws).
      await resolveCollection(collection);
    }
  }
  return locales.map((locale) => {
    const translated = translatedInto === null || translatedInto.has(locale.code);
    const elsewhere = fallback === 'home' ? '/' : `/${collection}`;
    return { locale, translated, fallback, href: localizePath(translated ? route : elsewhere, locale) };
  });
});

/** Next metadata: rel="alternate" hreflang links for every translation, plus x-default. */
export async function alternateLanguages(route: string): Promise<Record<string, string> | undefined> {
  const alternates = (await getAlternates(route)).filter((alternate) => alternate.translated);
  if (alternates.length < 2) return undefined;
  const languages: Record<string, string> = {};
  for (const alternate of alternates) languages[alternate.locale.code] = alternate.href;
  const fallback = alternates.find((alternate) => alternate.locale.isDefault) ?? alternates[0]!;
  languages['x-default'] = fallback.href;
  return languages;
}
