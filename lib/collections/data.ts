import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { documentsTag, documentTag, listTag } from '@/server/shared/contract.mjs';
import { getCatalog, type Catalog } from '@/lib/content/catalog';
import { publicRead } from '@/lib/expiry/public-read';
import { strapiMaxPageSize } from '@/lib/config';
import { readToken, strapiClient } from '@/lib/auth/session';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { localeParam } from '@/lib/i18n/request-locale';
import { draftReader } from '@/lib/preview/draft-reads';
import {
  findMany,
  findOne,
  populateAll,
  titleAttribute,
  type ContentType,
  type Populate,
  type ReadOptions,
  type StrapiClient,
  type StrapiDocument,
  type StrapiQuery,
} from '../strapi';

/**
 * Reading collections for pages. Signed-out reads are anonymous and cached with the content tag
 * (shared between visitors, expired by the Strapi webhook); signed-in reads carry the user's
 * token and are never cached or shared.
 */
export const maxPageSize = strapiMaxPageSize;

export const resolveCollection = cache(async (pluralName: string): Promise<{ type: ContentType; catalog: Catalog }> => {
  const catalog = await getCatalog();
  const type = catalog.collections.find((candidate) => candidate.schema.pluralName === pluralName);
  if (!type) notFound();
  return { type, catalog };
});

/**
 * Decided by the cookie alone, not by /users/me: the page's reads then go to Strapi at the same
 * time as the layout's session check instead of after it (no waterfall). A token Strapi refuses
 * is caught by that check, which signs the visitor out.
 */
async function reader(tags: string[]): Promise<{ client: StrapiClient; options: ReadOptions; query?: StrapiQuery }> {
  const preview = await draftReader();
  if (preview) return preview;
  if (await readToken()) return { client: await strapiClient(), options: {} };
  return { client: publicStrapiClient(), options: publicRead(tags) };
}

/** Collections with Strapi's Draft & Publish: entries can be saved as drafts and unpublished. */
export const hasDrafts = (type: ContentType) => Boolean(type.schema.draftAndPublish);

/**
 * Which version a page reads: the published one, or (for a member on a Draft & Publish type) the
 * draft. Strapi decides whose drafts a member may read (with the portico-guard plugin: only their own).
 */
export type ReadStatus = 'published' | 'draft';

/** `?status=draft` asks for drafts; anything else, or a type without drafts, means published. */
export function readStatusOf(type: ContentType, status: unknown): ReadStatus {
  return hasDrafts(type) && status === 'draft' ? 'draft' : 'published';
}

/** A member's own drafts that were never published (or were unpublished), newest first. */
export async function readMyDrafts(type: ContentType, query: StrapiQuery) {
  const [client, locale] = await Promise.all([strapiClient(), localeParam(type)]);
  return findMany(client, type.schema.pluralName, {
    ...query,
    ...locale,
    status: 'draft',
    // Strapi's name for "has no published version" (documentId and locale); 5.x before it
    // had hasPublishedVersion=false.
    publicationFilter: 'never-published',
    sort: ['updatedAt:desc'],
  });
}

export async function readList(type: ContentType, query: StrapiQuery) {
  const [reading, locale] = await Promise.all([reader([listTag(type.schema.pluralName)]), localeParam(type)]);
  return findMany(reading.client, type.schema.pluralName, { ...query, ...locale, ...reading.query }, reading.options);
}

/**
 * One read per request, shared by generateMetadata, the layout's Language navigation and the
 * page: the document in the page's locale, with the locales it has been translated into.
 */
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
    // The locales this document is translated into, for the Language navigation.
    const withTranslations: Populate =
      locale.locale && typeof populate === 'object' ? { ...populate, localizations: { fields: ['locale'] } } : populate;
    return findOne(client, type.schema.pluralName, documentId, { populate: withTranslations, ...locale, ...readQuery }, options);
  },
);

/**
 * The owner field: a relation to users-permissions users. Collections that have one are the ones
 * people write in Portico (Strapi's permissions and the portico-guard plugin still decide).
 */
export function ownerField(type: ContentType): string | undefined {
  return Object.entries(type.schema.attributes).find(
    ([, attribute]) => attribute.type === 'relation' && attribute.target === 'plugin::users-permissions.user',
  )?.[0];
}

/** The id of the user who owns the document, when its collection has an owner field. */
export function ownerIdOf(type: ContentType, document: StrapiDocument): number | undefined {
  const field = ownerField(type);
  const owner = field ? (document[field] as { id?: number } | null | undefined) : undefined;
  return typeof owner?.id === 'number' ? owner.id : undefined;
}

/** Choices for a relation picker or filter: documentId and title of the target's records. */
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
