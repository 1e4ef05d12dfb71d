import { cache } from 'react';
import { HOME_TAG, listTag } from '@/server/shared/contract.mjs';
import { getCatalog, type Catalog } from '@/lib/content/catalog';
import { isHomeType } from '@/lib/content/home';
import { chosenEntry } from '@/lib/collections/chosen-entry';
import { entryPath } from '@/lib/content/entry-address';
import { entryTitle } from '@/lib/content/entry-title';
import { safeUrl } from '@/lib/content/safe-url';
import { pageSingleTypes } from '@/lib/content/single-types';
import { typeNames } from '@/lib/content/model-words';
import { singleTypePageTag } from '@/lib/expiry/change-tags';
import { publicRead } from '@/lib/expiry/public-read';
import { localeParam, localHref } from '@/lib/i18n/request-locale';
import { errorStatus, findSingle, populateAll, type ContentType, type StrapiDocument } from '@/lib/strapi';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { activeSite } from '@/lib/site/active';
import { localized, type NavigationItem, type SiteData, type StrapiLinks } from '@/lib/site/site-data';

export type NavigationLink = { key: string; href: string; label: string; kind: 'collection' | 'page' | 'link' };

export type FooterParts = { links: { href: string; label: string }[]; note?: string };

export function siteName(locale: string): string | undefined {
  return localized(activeSite.name, locale);
}

export function siteDescription(locale: string): string | undefined {
  return localized(activeSite.description, locale);
}

const byName = (types: ContentType[], name: string, key: 'pluralName' | 'singularName') =>
  types.find((type) => type.uid === name || type.schema[key] === name);

/** Navigation entries as the page's locale has them (headerNavigation reads them). */
export type EntryLinks = ReadonlyMap<NavigationItem, { href: string; label: string }>;

function resolve(item: NavigationItem, catalog: Catalog, locale: string, entries: EntryLinks): NavigationLink | null {
  if ('entry' in item) {
    const link = entries.get(item);
    return link
      ? { key: `${item.entry}:${item.address}`, href: link.href, label: localized(item.label, locale) ?? link.label, kind: 'link' }
      : null;
  }
  if ('collection' in item) {
    const type = byName(catalog.collections, item.collection, 'pluralName');
    if (!type) return null;
    const label = localized(item.label, locale) ?? typeNames(type).other;
    return { key: type.uid, href: `/${type.schema.pluralName}`, label, kind: 'collection' };
  }
  if ('page' in item) {
    const type = byName(pageSingleTypes(catalog), item.page, 'singularName');
    if (!type) return null;
    // A page is named as its single type is (displayName carries the site's words).
    return {
      key: type.uid,
      href: `/${type.schema.singularName}`,
      label: localized(item.label, locale) ?? type.schema.displayName,
      kind: 'page',
    };
  }
  return { key: item.href, href: item.href, label: localized(item.label, locale) ?? item.href, kind: 'link' };
}

function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        current !== null && typeof current === 'object' && !Array.isArray(current) && Object.hasOwn(current, key)
          ? (current as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

function linkAddress(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url && (url.startsWith('/') || /^https?:\/\//i.test(url)) ? url : undefined;
}

/** The links `source` says an entry holds, in order; one without words or a usable address is left out. */
export function linksAt(entry: StrapiDocument, source: StrapiLinks): { href: string; label: string }[] {
  const items = valueAt(entry, source.links);
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const href = linkAddress(valueAt(item, source.href));
    const label = valueAt(item, source.label);
    return href && typeof label === 'string' && label.trim() ? [{ href, label: label.trim() }] : [];
  });
}

/** A single type's links (its `entry` in the page's locale), else the site's own, else every collection and page. */
export function navigationLinks(
  catalog: Catalog,
  locale: string,
  entry: StrapiDocument | null = null,
  site: SiteData = activeSite,
  entries: EntryLinks = new Map(),
): NavigationLink[] {
  const navigation = site.navigation;
  if (navigation && 'from' in navigation && entry) {
    return linksAt(entry, navigation).map((link, index): NavigationLink => ({ key: `${index}:${link.href}`, ...link, kind: 'link' }));
  }
  const items = navigation && 'from' in navigation ? navigation.fallback : navigation;
  if (items) return items.map((item) => resolve(item, catalog, locale, entries)).filter((link): link is NavigationLink => link !== null);
  return [
    ...catalog.collections.map((type): NavigationLink => resolve({ collection: type.uid }, catalog, locale, entries)!),
    ...pageSingleTypes(catalog).map((type): NavigationLink => resolve({ page: type.uid }, catalog, locale, entries)!),
  ];
}

export function footerParts(locale: string, entry: StrapiDocument | null = null, site: SiteData = activeSite): FooterParts {
  const footer = site.footer;
  if (footer && 'from' in footer && entry) {
    const note = footer.note === undefined ? undefined : valueAt(entry, footer.note);
    return { links: linksAt(entry, footer), note: typeof note === 'string' && note.trim() ? note.trim() : undefined };
  }
  const own = footer && 'from' in footer ? footer.fallback : footer;
  return {
    links: (own?.links ?? []).map((link) => ({ href: link.href, label: localized(link.label, locale) ?? link.href })),
    note: localized(own?.note, locale),
  };
}

function sourceType(types: Map<string, ContentType>, from: string): ContentType | undefined {
  return [...types.values()].find((type) => type.schema.kind === 'singleType' && (type.uid === from || type.schema.singularName === from));
}

const readTag = (type: ContentType) => (isHomeType(type) ? HOME_TAG : singleTypePageTag(type.schema.singularName));

/** The items of the navigation that name entries (the site's own, or the fallback of links kept in Strapi). */
function entryItems(site: SiteData): Extract<NavigationItem, { entry: string }>[] {
  const navigation = site.navigation;
  const items = navigation && 'from' in navigation ? (navigation.fallback ?? []) : (navigation ?? []);
  return items.filter((item): item is Extract<NavigationItem, { entry: string }> => 'entry' in item);
}

/** The tags of the header's and footer's reads: every page shows them, so their change expires every stored page. */
export function siteWideTags(types: Map<string, ContentType>, site: SiteData = activeSite): string[] {
  const sources = [site.navigation, site.footer].flatMap((part) => {
    const type = part && 'from' in part ? sourceType(types, part.from) : undefined;
    return type ? [readTag(type)] : [];
  });
  // An entry in the navigation: a change to its collection may rename it in every page's header.
  const collections = [...types.values()].filter((type) => type.schema.kind === 'collectionType');
  const entries = entryItems(site).flatMap((item) => {
    const type = byName(collections, item.entry, 'pluralName');
    return type ? [listTag(type.schema.pluralName)] : [];
  });
  return [...new Set([...sources, ...entries])];
}

/** Each navigation entry's version in the page's locale: its page and its title. */
async function entryLinks(catalog: Catalog): Promise<EntryLinks> {
  const links = new Map<NavigationItem, { href: string; label: string }>();
  await Promise.all(
    entryItems(activeSite).map(async (item) => {
      const type = byName(catalog.collections, item.entry, 'pluralName');
      const entry = type ? await chosenEntry(type, catalog, item.address) : null;
      if (type && entry) links.set(item, { href: entryPath(type, entry), label: entryTitle(type, entry) });
    }),
  );
  return links;
}

/** `failed` when Strapi could not say: the page is then not stored. */
type SourceRead = { entry: StrapiDocument | null; failed: boolean };

/** Read as a visitor, tagged as the type's own reads; once per request. */
const readSource = cache(async (from: string): Promise<SourceRead> => {
  try {
    const catalog = await getCatalog();
    const type = sourceType(catalog.types, from);
    if (!type) return { entry: null, failed: false };
    const response = await findSingle(
      publicStrapiClient(),
      type.schema.singularName,
      { populate: populateAll(type.schema.attributes, catalog.components, catalog.types), ...(await localeParam(type)) },
      publicRead([readTag(type)]),
    );
    return { entry: response.data, failed: false };
  } catch (error) {
    if (errorStatus(error) === 404) return { entry: null, failed: false };
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
    console.error(`[portico] the site's links in ${from} could not be read, its fallback stands in: ${reason}`);
    return { entry: null, failed: true };
  }
});

export async function headerNavigation(locale: string): Promise<{ links: NavigationLink[]; failed: boolean }> {
  const navigation = activeSite.navigation;
  const [catalog, { entry, failed }] = await Promise.all([
    getCatalog(),
    navigation && 'from' in navigation ? readSource(navigation.from) : { entry: null, failed: false },
  ]);
  const entries = await entryLinks(catalog).catch((error: unknown) => {
    console.error(`[portico] the navigation's entries could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return { links: navigationLinks(catalog, locale, entry, activeSite, entries ?? new Map()), failed: failed || !entries };
}

export async function siteFooter(locale: string): Promise<FooterParts & { failed: boolean }> {
  const footer = activeSite.footer;
  const { entry, failed } = footer && 'from' in footer ? await readSource(footer.from) : { entry: null, failed: false };
  const parts = footerParts(locale, entry);
  const links = await Promise.all(
    parts.links.map(async (link) => ({ ...link, href: link.href.startsWith('/') ? await localHref(link.href) : link.href })),
  );
  return { ...parts, links, failed };
}
