import 'server-only';
import { HOME_TAG } from '@/server/shared/contract.mjs';
import { homeSingleType } from '@/lib/app-settings';
import { publicRead } from '@/lib/expiry/public-read';
import { getCatalog } from './catalog';
import { localeParam } from '@/lib/i18n/request-locale';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { draftReader } from '@/lib/preview/preview-reads';
import { errorStatus, findSingle, populateAll, type Catalog, type ContentType, type StrapiDocument } from '@/lib/strapi';
import { activeSite } from '@/lib/site/active';
import { chosenEntry } from '@/lib/collections/chosen-entry';
import type { Populate, PopulateEntry } from '@/lib/strapi/query';

/** The site folder's choice, else the operator's single type. */
const choice = activeSite.home ?? { singleType: homeSingleType };

/** The type whose page, or one of whose entries, the home page shows. */
export const isHomeType = (type: ContentType) =>
  'singleType' in choice
    ? type.schema.kind === 'singleType' && type.schema.singularName === choice.singleType
    : type.schema.kind === 'collectionType' && (type.schema.pluralName === choice.collection || type.uid === choice.collection);

/**
 * The entry the site folder chose for its home page, in the page's locale; null when the home page is a single
 * type's, or the entry has no version here.
 */
export async function getHomeEntry(): Promise<{ type: ContentType; catalog: Catalog; document: StrapiDocument } | null> {
  if ('singleType' in choice) return null;
  const catalog = await getCatalog();
  const type = catalog.collections.find(isHomeType);
  const document = type ? await chosenEntry(type, catalog, choice.address) : null;
  return type && document ? { type, catalog, document } : null;
}

/** The home page's single type, when the backend has one; `related`: what its linked entries' cards show. */
export async function getHomepage(related: RelatedRead): Promise<{ type: ContentType; document: StrapiDocument } | null> {
  const catalog = await getCatalog();
  const type = catalog.singleTypes.find(isHomeType);
  if (!type) return null;
  // In preview, the draft (read with the preview token, never cached); otherwise the shared public read.
  const preview = await draftReader();
  try {
    const response = await findSingle(
      preview?.client ?? publicStrapiClient(),
      type.schema.singularName,
      { populate: homePopulate(type, catalog, related), ...(await localeParam(type)), ...preview?.query },
      preview?.options ?? publicRead([HOME_TAG]),
    );
    return { type, document: response.data };
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export type RelatedRead = (target: ContentType, types: Map<string, ContentType>) => PopulateEntry;

function homePopulate(type: ContentType, catalog: Catalog, related: RelatedRead): Populate {
  const populate = populateAll(type.schema.attributes, catalog.components, catalog.types) as Record<string, boolean | '*' | PopulateEntry>;
  for (const [name, attribute] of Object.entries(type.schema.attributes)) {
    if (attribute.type !== 'relation' || !(name in populate)) continue;
    const target = catalog.types.get(attribute.target);
    if (target?.schema.kind === 'collectionType') populate[name] = related(target, catalog.types);
  }
  return populate;
}
