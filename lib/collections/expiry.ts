import 'server-only';
import { revalidateTag } from 'next/cache';
import { ALL_PAGES_TAG, documentsTag, documentTag, expirePages, HOME_TAG, listTag } from '@/server/contract.mjs';
import { CONTENT_TAG, getCatalog, type Catalog } from '../catalog';
import { isHomeType } from '../home';
import type { Attributes, ComponentSchema } from '../strapi';

/**
 * What a change in Strapi touches: the changed entry's page, its collection's lists, and the
 * lists and pages of every type that shows it (through a relation, directly or inside components
 * and dynamic zones). The same tags are on the cached public reads (lib/catalog.ts publicRead)
 * and on the stored pages (server/contract.mjs pageTags), so one expiry drops both.
 */

function showsType(attributes: Attributes, uid: string, components: Map<string, ComponentSchema>, seen = new Set<string>()): boolean {
  return Object.values(attributes).some((attribute) => {
    if (attribute.type === 'relation') return attribute.target === uid;
    const nested = attribute.type === 'component' ? [attribute.component] : attribute.type === 'dynamiczone' ? attribute.components : [];
    return nested.some((componentUid) => {
      if (seen.has(componentUid)) return false;
      seen.add(componentUid);
      const component = components.get(componentUid);
      return Boolean(component && showsType(component.schema.attributes, uid, components, seen));
    });
  });
}

/** Everything: a change the catalog cannot place (media, an unknown type). */
export const EVERYTHING = [CONTENT_TAG, ALL_PAGES_TAG];

export function tagsForChange(catalog: Catalog, uid: string | undefined, documentId?: string): string[] {
  const changed = uid ? catalog.types.get(uid) : undefined;
  if (!uid || !changed) return EVERYTHING;
  const tags = new Set<string>();
  const add = (type: typeof changed, entry?: string) => {
    if (type.schema.kind === 'collectionType') {
      tags.add(listTag(type.schema.pluralName));
      tags.add(entry ? documentTag(type.schema.pluralName, entry) : documentsTag(type.schema.pluralName));
    } else if (isHomeType(type)) {
      tags.add(HOME_TAG);
    }
  };
  add(changed, documentId);
  for (const type of catalog.types.values()) {
    if (type.uid !== uid && showsType(type.schema.attributes, uid, catalog.components)) add(type);
  }
  // A type that shows entries of its own kind (a "related articles" relation).
  if (showsType(changed.schema.attributes, uid, catalog.components)) add(changed);
  return [...tags];
}

/** Expires the cached reads and stored pages a change touches; answers the tags and how many pages this instance dropped. */
export async function expireChange(uid: string | undefined, documentId?: string): Promise<{ tags: string[]; pagesDropped: number }> {
  let tags: string[];
  try {
    tags = tagsForChange(await getCatalog(), uid, documentId);
  } catch {
    tags = EVERYTHING;
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return { tags, pagesDropped: await expirePages(tags) };
}
