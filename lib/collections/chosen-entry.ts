import 'server-only';
import { HOME_TAG, listTag } from '@/server/shared/contract.mjs';
import type { Catalog } from '@/lib/content/catalog';
import { publicRead } from '@/lib/expiry/public-read';
import { isLocalized } from '@/lib/i18n/request-locale';
import { getSiteLocales } from '@/lib/i18n/site-locales';
import { addressAttribute, errorStatus, findMany, type ContentType, type StrapiDocument } from '@/lib/strapi';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { readDocument } from './data';

/**
 * An entry a site folder names (its home page, a navigation link) by its address in the default locale, read in the
 * page's locale: null where it has no version there, or nothing has that address. Read as a visitor, and expired
 * with its type's lists (a rename changes what the address names).
 */
export async function chosenEntry(type: ContentType, catalog: Catalog, address: string): Promise<StrapiDocument | null> {
  const pluralName = type.schema.pluralName;
  const field = addressAttribute(type.schema.attributes);
  const defaultLocale = isLocalized(type) ? (await getSiteLocales()).find((locale) => locale.isDefault)?.code : undefined;
  const byId = { documentId: { $eq: address } };
  const { data } = await findMany(
    publicStrapiClient(),
    pluralName,
    {
      filters: field ? { $or: [{ [field]: { $eq: address } }, byId] } : byId,
      fields: ['documentId'],
      pagination: { page: 1, pageSize: 1 },
      ...(defaultLocale ? { locale: defaultLocale } : {}),
    },
    publicRead([HOME_TAG, listTag(pluralName)]),
  );
  if (!data[0]) return null;
  return readDocument(type, catalog, data[0].documentId).then(
    (response) => response.data,
    (error: unknown) => {
      if (errorStatus(error) === 404) return null;
      throw error;
    },
  );
}
