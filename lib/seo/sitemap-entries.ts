import 'server-only';
import { listTag } from '@/server/shared/contract.mjs';
import { webUrl } from '@/lib/app-settings';
import { maxPageSize } from '@/lib/collections/data';
import { getCatalog } from '@/lib/content/catalog';
import { isHomeType } from '@/lib/content/home';
import { localizePath, type SiteLocale } from '@/lib/i18n/locale-path';
import { isLocalized } from '@/lib/i18n/request-locale';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { singleTypePageTag } from '@/lib/expiry/change-tags';
import { publicRead } from '@/lib/expiry/public-read';
import { addressAttribute, errorStatus, findMany, findSingle, type ContentType, type StrapiClient } from '@/lib/strapi';
import { entryPath } from '@/lib/content/entry-address';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { absoluteUrl } from './site-url';
import type { SitemapEntry } from './sitemap-xml';

// Read as a visitor and published only, through the pages' own cached reads: a crawler asking again is answered from the cache.

const CONCURRENT_READS = 4;

/** A type Strapi's Public role may not read is left out. */
const isRefused = (error: unknown) => [401, 403, 404].includes(errorStatus(error) ?? 0);

type Stamped = { documentId: string; updatedAt?: string } & Record<string, unknown>;

async function publishedDocuments(client: StrapiClient, type: ContentType, locale: string | undefined): Promise<Stamped[]> {
  const pluralName = type.schema.pluralName;
  const address = addressAttribute(type.schema.attributes);
  const read = (page: number) =>
    findMany<Stamped>(
      client,
      pluralName,
      {
        fields: ['documentId', 'updatedAt', ...(address ? [address] : [])],
        status: 'published',
        sort: ['id:asc'],
        pagination: { page, pageSize: maxPageSize },
        ...(locale ? { locale } : {}),
      },
      publicRead([listTag(pluralName)]),
    );
  const first = await read(1);
  const documents = [...first.data];
  for (let page = 2; page <= first.meta.pagination.pageCount; page += CONCURRENT_READS) {
    const pages = Array.from(
      { length: Math.min(CONCURRENT_READS, first.meta.pagination.pageCount - page + 1) },
      (_, index) => page + index,
    );
    for (const { data } of await Promise.all(pages.map(read))) documents.push(...data);
  }
  return documents;
}

async function collectionEntries(client: StrapiClient, type: ContentType, locales: (SiteLocale | undefined)[]): Promise<SitemapEntry[]> {
  const pluralName = type.schema.pluralName;
  const entries: SitemapEntry[] = [];
  for (const locale of locales) {
    const documents = await publishedDocuments(client, type, locale?.code);
    entries.push({ loc: absoluteUrl(webUrl, localizePath(`/${pluralName}`, locale)) });
    for (const document of documents) {
      entries.push({ loc: absoluteUrl(webUrl, localizePath(entryPath(type, document), locale)), lastmod: document.updatedAt });
    }
  }
  return entries;
}

async function singleTypeEntries(client: StrapiClient, type: ContentType, locales: (SiteLocale | undefined)[]): Promise<SitemapEntry[]> {
  const singularName = type.schema.singularName;
  const entries: SitemapEntry[] = [];
  for (const locale of locales) {
    const response = await findSingle<Stamped>(
      client,
      singularName,
      { fields: ['updatedAt'], status: 'published', ...(locale ? { locale: locale.code } : {}) },
      publicRead([singleTypePageTag(singularName)]),
    ).catch((error: unknown) => {
      if (isRefused(error)) return null;
      throw error;
    });
    if (response) entries.push({ loc: absoluteUrl(webUrl, localizePath(`/${singularName}`, locale)), lastmod: response.data.updatedAt });
  }
  return entries;
}

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [catalog, siteLocales] = await Promise.all([getCatalog(), getSiteLocales()]);
  const client = publicStrapiClient();
  const defaultLocale = siteLocales.find((locale) => locale.isDefault);
  const everyLocale = siteLocales.length ? siteLocales : [undefined];
  const localesOf = (type: ContentType) => (isLocalized(type) ? everyLocale : [defaultLocale]);

  const entries: SitemapEntry[] = everyLocale.map((locale) => ({ loc: absoluteUrl(webUrl, localizePath('/', locale)) }));
  for (const type of catalog.collections) {
    try {
      entries.push(...(await collectionEntries(client, type, localesOf(type))));
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
  }
  for (const type of catalog.singleTypes.filter((candidate) => !isHomeType(candidate))) {
    entries.push(...(await singleTypeEntries(client, type, localesOf(type))));
  }
  return entries;
}
