import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webUrl } from '@/lib/app-settings';
import type { Catalog } from '@/lib/content/catalog';
import { entryTitle } from '@/lib/content/entry-title';
import { resolveMediaUrl } from '@/lib/content/media';
import { readSingleType } from '@/lib/content/single-types';
import { alternateLanguages } from './alternates';
import { localHref } from '@/lib/i18n/request-locale';
import type { ContentType, StrapiDocument } from '@/lib/strapi';
import { pageSeo, toMetadata } from './metadata';
import { absoluteUrl } from './site-url';

/** `route`: the page's path without its locale prefix. */
export async function documentMetadata(type: ContentType, catalog: Catalog, document: StrapiDocument, route: string): Promise<Metadata> {
  const [path, languages] = await Promise.all([localHref(route), alternateLanguages(route)]);
  const seo = pageSeo({
    attributes: type.schema.attributes,
    components: catalog.components,
    document,
    fallbackTitle: entryTitle(type, document),
    mediaUrl: resolveMediaUrl,
  });
  return toMetadata(seo, {
    canonicalUrl: absoluteUrl(webUrl, path),
    languages,
    type: type.schema.kind === 'collectionType' ? 'article' : 'website',
  });
}

export async function singleTypeMetadata({ type, catalog }: { type: ContentType; catalog: Catalog }): Promise<Metadata> {
  const document = await readSingleType(type, catalog);
  if (!document) notFound();
  return documentMetadata(type, catalog, document, `/${type.schema.singularName}`);
}
