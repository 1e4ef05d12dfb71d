import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webUrl } from '@/lib/config';
import type { Catalog } from '@/lib/content/catalog';
import { resolveMediaUrl } from '@/lib/content/media';
import { readSingleType } from '@/lib/content/single-types';
import { alternateLanguages } from '@/lib/i18n/alternates';
import { localHref } from '@/lib/i18n/request-locale';
import type { ContentType, StrapiDocument } from '@/lib/strapi';
import { pageSeo, toMetadata } from './metadata';
import { absoluteUrl } from './site-url';

/**
 * The metadata of a page that shows one document (a collection's entry or a single type):
 * pageSeo and toMetadata applied to it, with the page's address in its locale under WEB_URL as the
 * canonical link. `route` is the page's path without locale prefix.
 */
export async function documentMetadata(type: ContentType, catalog: Catalog, document: StrapiDocument, route: string): Promise<Metadata> {
  const [path, languages] = await Promise.all([localHref(route), alternateLanguages(route)]);
  const seo = pageSeo({
    attributes: type.schema.attributes,
    components: catalog.components,
    document,
    fallbackTitle: type.schema.displayName,
    mediaUrl: resolveMediaUrl,
  });
  return toMetadata(seo, {
    canonicalUrl: absoluteUrl(webUrl, path),
    languages,
    type: type.schema.kind === 'collectionType' ? 'article' : 'website',
  });
}

/** The metadata of a single type's page (404 when Strapi has no content for it in this locale). */
export async function singleTypeMetadata({ type, catalog }: { type: ContentType; catalog: Catalog }): Promise<Metadata> {
  const document = await readSingleType(type, catalog);
  if (!document) notFound();
  return documentMetadata(type, catalog, document, `/${type.schema.singularName}`);
}
