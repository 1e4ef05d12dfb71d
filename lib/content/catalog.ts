import 'server-only';
import { cache } from 'react';
import { listTag } from '@/server/shared/contract.mjs';
import { publicRevalidateSeconds, strapiCollections } from '@/lib/app-settings';
import { publicRead, SCHEMA_TAG } from '@/lib/expiry/public-read';
import { publicStrapiClient } from '@/lib/strapi/request-clients';
import { inferContentType } from './infer-schema';
import { withModelWords } from './model-words';
import { withReading } from './reading';
import { activeSite } from '@/lib/site/active';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import {
  browsableTypes,
  errorStatus,
  fetchComponents,
  fetchContentTypes,
  fetchFieldNotes,
  findMany,
  withFieldLabels,
  withEditLayouts,
  withMemberFields,
  type Catalog,
  type ComponentSchema,
  type ContentType,
} from '@/lib/strapi';

export type { Catalog };

/** For a backend that forbids the content-type builder's routes: the configured collections, guessed from their entries. */
async function inferredCatalog(): Promise<Catalog> {
  const client = publicStrapiClient();
  const collections = await Promise.all(
    strapiCollections.map(async (pluralName) => {
      const sample = await findMany(client, pluralName, { populate: '*', pagination: { pageSize: 10 } }, publicRead([listTag(pluralName)]));
      return inferContentType(pluralName, sample.data);
    }),
  );
  return {
    inferred: true,
    collections,
    singleTypes: [],
    types: new Map(collections.map((type) => [type.uid, type])),
    components: new Map(),
  };
}

/** Read once per request, and cached between requests. */
const readCatalog = cache(async (): Promise<Catalog> => {
  const client = publicStrapiClient();
  const fetchExtras = { next: { tags: [SCHEMA_TAG], revalidate: publicRevalidateSeconds } };
  let types: ContentType[];
  let components: ComponentSchema[];
  try {
    const [read, readComponents, { labels, layouts, memberFields }] = await Promise.all([
      fetchContentTypes(client, { fetchExtras }),
      fetchComponents(client, { fetchExtras }),
      fetchFieldNotes(client, { fetchExtras }),
    ]);
    types = withMemberFields(withEditLayouts(withFieldLabels(read, labels), layouts), memberFields);
    components = withFieldLabels(readComponents, labels);
  } catch (error) {
    const status = errorStatus(error);
    if ((status === 401 || status === 403 || status === 404) && strapiCollections.length) return inferredCatalog();
    throw error;
  }
  return {
    inferred: false,
    collections: browsableTypes(types, 'collectionType', strapiCollections),
    singleTypes: browsableTypes(types, 'singleType'),
    types: new Map(types.map((type) => [type.uid, type])),
    components: new Map(components.map((component) => [component.uid, component])),
  };
});

/** The site folder's words for the model, in the page's locale, over the content manager's labels, and its choices for readers. */
export const getCatalog = cache(async (): Promise<Catalog> => {
  const [catalog, { locale }] = await Promise.all([readCatalog(), getRequestLocale()]);
  return withReading(withModelWords(catalog, activeSite.words?.[locale?.code ?? 'en']), activeSite.types);
});
