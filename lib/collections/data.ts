import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { documentsTag, documentTag, listTag } from '@/server/shared/contract.mjs';
import { getCatalog, type Catalog } from '@/lib/content/catalog';
import { publicRead } from '@/lib/expiry/public-read';
import { strapiMaxPageSize } from '@/lib/app-settings';
import { readToken, strapiClient } from '@/lib/auth/session';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { localeParam } from '@/lib/i18n/request-locale';
import { draftReader } from '@/lib/preview/preview-reads';
import { entryAddress, entryPath } from '@/lib/content/entry-address';
import {
  addressAttribute,
  errorStatus,
  findMany,
  findOne,
  formerAddressOwner,
  httpError,
  populateAll,
  titleAttribute,
  type ContentType,
  type Populate,
  type ReadOptions,
  type StrapiClient,
  type StrapiDocument,
  type StrapiQuery,
} from '../strapi';

// A visitor's reads are cached and shared; a member's carry their token and are never cached.
export const maxPageSize = strapiMaxPageSize;

export const resolveCollection = cache(async (pluralName: string): Promise<{ type: ContentType; catalog: Catalog }> => {
  const catalog = await getCatalog();
  const type = catalog.collections.find((candidate) => candidate.schema.pluralName === pluralName);
  if (!type) notFound();
  return { type, catalog };
});

/** By the cookie alone: the reads then run beside the layout's session check, not after it, which catches a bad token. */
async function reader(tags: string[]): Promise<{ client: StrapiClient; options: ReadOptions; query?: StrapiQuery }> {
  const preview = await draftReader();
  if (preview) return preview;
  if (await readToken()) return { client: await strapiClient(), options: {} };
  return { client: publicStrapiClient(), options: publicRead(tags) };
}

export const hasDrafts = (type: ContentType) => Boolean(type.schema.draftAndPublish);

/** Strapi decides whose drafts a member may read (with the portico-guard plugin, only their own). */
export type ReadStatus = 'published' | 'draft';

/** `?status=draft` asks for drafts; anything else, or a type without drafts, means published. */
export function readStatusOf(type: ContentType, status: unknown): ReadStatus {
  return hasDrafts(type) && status === 'draft' ? 'draft' : 'published';
}

/** Never published, or unpublished; newest first. */
export async function readMyDrafts(type: ContentType, query: StrapiQuery) {
  const [client, locale] = await Promise.all([strapiClient(), localeParam(type)]);
  return findMany(client, type.schema.pluralName, {
    ...query,
    ...locale,
    status: 'draft',
    // Strapi's name for "has no published version"; 5.x before it had hasPublishedVersion=false.
    publicationFilter: 'never-published',
    sort: ['updatedAt:desc'],
  });
}

export async function readList(type: ContentType, query: StrapiQuery) {
  const [reading, locale] = await Promise.all([reader([listTag(type.schema.pluralName)]), localeParam(type)]);
  return findMany(reading.client, type.schema.pluralName, { ...query, ...locale, ...reading.query }, reading.options);
}

/** One read per request, shared by the metadata, the Language navigation and the page. */
export const readDocument = cache(
  async (type: ContentType, catalog: Catalog, documentId: string, status: ReadStatus = 'published', fromLocale?: string) => {
    const [{ client, options, query: readQuery }, locale] = await Promise.all([
      // A member's draft is read only with their own token, never cached.
      status === 'draft'
        ? strapiClient().then((client) => ({ client, options: {}, query: { status } as StrapiQuery }))
        : reader([documentTag(type.schema.pluralName, documentId), documentsTag(type.schema.pluralName)]),
      // Another locale than the page's: the version a new translation starts from.
      fromLocale ? { locale: fromLocale } : localeParam(type),
    ]);
    const populate = catalog.inferred ? '*' : populateAll(type.schema.attributes, catalog.components, catalog.types);
    // Each translation's address, for the links to it.
    const address = addressAttribute(type.schema.attributes);
    const withTranslations: Populate =
      locale.locale && typeof populate === 'object'
        ? { ...populate, localizations: { fields: ['locale', ...(address ? [address] : [])] } }
        : populate;
    return findOne(client, type.schema.pluralName, documentId, { populate: withTranslations, ...locale, ...readQuery }, options);
  },
);

/** `movedTo`: the entry's page's path now (before the locale's prefix), when the address asked for is not it. */
export type FoundEntry = { document: StrapiDocument; movedTo?: string };

const missing = (error: unknown) => {
  if (errorStatus(error) === 404) return null;
  throw error;
};

/**
 * The entry an address names: by its type's uid field where it has one, else by its documentId; its documentId and
 * the addresses it left find it too, with where it is now. Nothing found: 404.
 */
export const findEntry = cache(
  async (type: ContentType, catalog: Catalog, address: string, status: ReadStatus = 'published'): Promise<FoundEntry> => {
    const field = addressAttribute(type.schema.attributes);
    const at = (documentId: string) => readDocument(type, catalog, documentId, status).then((response) => response.data);
    if (!field) return { document: await at(address) };
    const pluralName = type.schema.pluralName;
    const [reading, locale] = await Promise.all([
      status === 'draft'
        ? strapiClient().then((client) => ({ client, options: {}, query: { status } as StrapiQuery }))
        : reader([listTag(pluralName)]),
      localeParam(type),
    ]);
    // A name in use wins over one an entry left.
    const named = await findMany(
      reading.client,
      pluralName,
      { filters: { [field]: { $eq: address } }, fields: ['documentId'], pagination: { page: 1, pageSize: 1 }, ...locale, ...reading.query },
      reading.options,
    );
    if (named.data[0]) return { document: await at(named.data[0].documentId) };
    const byId = await at(address).catch(missing);
    const moved =
      byId ??
      (await formerAddressOwner(publicStrapiClient(), type.uid, address, locale.locale, publicRead([listTag(pluralName)])).then(
        (documentId) => (documentId ? at(documentId).catch(missing) : null),
      ));
    if (!moved) throw httpError(404, 'Not Found', null);
    return entryAddress(type, moved) === address ? { document: moved } : { document: moved, movedTo: entryPath(type, moved) };
  },
);

/** A relation to users-permissions users: the collections people write in (Strapi still decides who may). */
export function ownerField(type: ContentType): string | undefined {
  return Object.entries(type.schema.attributes).find(
    ([, attribute]) => attribute.type === 'relation' && attribute.target === 'plugin::users-permissions.user',
  )?.[0];
}

export function ownerIdOf(type: ContentType, document: StrapiDocument): number | undefined {
  const field = ownerField(type);
  const owner = field ? (document[field] as { id?: number } | null | undefined) : undefined;
  return typeof owner?.id === 'number' ? owner.id : undefined;
}

export async function relationOptions(targetUid: string, catalog: Catalog, search = '', limit = 100) {
  const target = catalog.types.get(targetUid);
  if (!target || target.schema.kind !== 'collectionType') return [];
  const title = titleAttribute(target.schema.attributes);
  const query: StrapiQuery = {
    fields: title ? [title] : [],
    sort: title ? [`${title}:asc`] : ['createdAt:desc'],
    pagination: { page: 1, pageSize: Math.min(limit, maxPageSize) },
    ...(search && title ? { filters: { [title]: { $containsi: search } } } : {}),
  };
  const locale = await localeParam(target);
  const { data } = await findMany(
    publicStrapiClient(),
    target.schema.pluralName,
    { ...query, ...locale },
    publicRead([listTag(target.schema.pluralName)]),
  );
  return data.map((document) => ({
    documentId: document.documentId,
    label: title ? String(document[title] ?? document.documentId) : document.documentId,
  }));
}

export const pluralNameOf = (catalog: Catalog) => (uid: string) => {
  const type = catalog.types.get(uid);
  return type?.schema.kind === 'collectionType' ? type.schema.pluralName : undefined;
};
