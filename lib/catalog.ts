import 'server-only';
import { cache } from 'react';
import { publicRevalidateSeconds } from './config';
import { publicStrapiClient } from './session';
import { browsableTypes, fetchComponents, fetchContentTypes, type ComponentSchema, type ContentType } from './strapi';

/** Tags on cached public reads; the Strapi webhook (app/api/revalidate) expires them. */
export const SCHEMA_TAG = 'strapi:schema';
export const contentTag = (apiName: string) => `strapi:${apiName}`;

export interface Catalog {
  collections: ContentType[];
  singleTypes: ContentType[];
  types: Map<string, ContentType>;
  components: Map<string, ComponentSchema>;
}

const allowList = (process.env.STRAPI_COLLECTIONS || '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** What the backend manages, read from the content-type builder once per request and cached between requests. */
export const getCatalog = cache(async (): Promise<Catalog> => {
  const client = publicStrapiClient();
  const fetchExtras = { next: { tags: [SCHEMA_TAG], revalidate: publicRevalidateSeconds } };
  const [types, components] = await Promise.all([
    fetchContentTypes(client, { fetchExtras }),
    fetchComponents(client, { fetchExtras }),
  ]);
  return {
    collections: browsableTypes(types, 'collectionType', allowList),
    singleTypes: browsableTypes(types, 'singleType'),
    types: new Map(types.map((type) => [type.uid, type])),
    components: new Map(components.map((component) => [component.uid, component])),
  };
});
