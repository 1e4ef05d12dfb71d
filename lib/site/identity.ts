import type { Catalog } from '@/lib/content/catalog';
import { pageSingleTypes } from '@/lib/content/single-types';
import { typeNames } from '@/lib/content/model-words';
import type { ContentType } from '@/lib/strapi';
import { activeSite } from './active';
import { localized, type NavigationItem } from './contract';

/** A link of the header's navigation, resolved against the model. */
export type NavigationLink = { key: string; href: string; label: string; kind: 'collection' | 'page' | 'link' };

/** The site's name in `locale`; undefined leaves Portico's own. */
export function siteName(locale: string): string | undefined {
  return localized(activeSite.name, locale);
}

const byName = (types: ContentType[], name: string, key: 'pluralName' | 'singularName') =>
  types.find((type) => type.uid === name || type.schema[key] === name);

function resolve(item: NavigationItem, catalog: Catalog, locale: string): NavigationLink | null {
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

/**
 * The header's navigation: the site folder's, in its order (what it names that this Strapi lacks is
 * left out), else every collection Portico shows (STRAPI_COLLECTIONS) and every page single type.
 */
export function navigationLinks(catalog: Catalog, locale: string): NavigationLink[] {
  if (activeSite.navigation) {
    return activeSite.navigation.map((item) => resolve(item, catalog, locale)).filter((link): link is NavigationLink => link !== null);
  }
  return [
    ...catalog.collections.map((type): NavigationLink => resolve({ collection: type.uid }, catalog, locale)!),
    ...pageSingleTypes(catalog).map((type): NavigationLink => resolve({ page: type.uid }, catalog, locale)!),
  ];
}

/** The footer's links and note in `locale`. */
export function footerParts(locale: string): { links: { href: string; label: string }[]; note?: string } {
  const footer = activeSite.footer;
  return {
    links: (footer?.links ?? []).map((link) => ({ href: link.href, label: localized(link.label, locale) ?? link.href })),
    note: localized(footer?.note, locale),
  };
}
