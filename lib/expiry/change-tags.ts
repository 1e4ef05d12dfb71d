import { ALL_PAGES_TAG, documentsTag, documentTag, HOME_TAG, listTag } from '@/server/shared/contract.mjs';
import type { Attributes, ComponentSchema, ContentType } from '@/lib/strapi/index.ts';

// What a change touches: its entry's page, its lists, and those of every type that shows it (the pages' own tags).

/** On every cached content read: expired when a change cannot be placed. */
export const CONTENT_TAG = 'strapi:content';

export const EVERYTHING = [CONTENT_TAG, ALL_PAGES_TAG];

/** A single type's own page, which the page server tags as a list: its singular name is never a collection's plural. */
export const singleTypePageTag = (singularName: string) => listTag(singularName);

export interface ChangeScope {
  types: Map<string, ContentType>;
  components: Map<string, ComponentSchema>;
  isHomeType: (type: ContentType) => boolean;
}

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

/** `addresses`: what else the changed entry's page is stored at (its uid field's value now, and those it left). */
export function tagsForChange(
  { types, components, isHomeType }: ChangeScope,
  uid: string | undefined,
  documentId?: string,
  addresses: string[] = [],
): string[] {
  const changed = uid ? types.get(uid) : undefined;
  if (!uid || !changed) return EVERYTHING;
  const tags = new Set<string>();
  const add = (type: ContentType, entry?: string) => {
    if (type.schema.kind === 'collectionType') {
      tags.add(listTag(type.schema.pluralName));
      // The home page shows one of its entries.
      if (isHomeType(type)) tags.add(HOME_TAG);
      if (!entry) tags.add(documentsTag(type.schema.pluralName));
      else for (const address of [entry, ...addresses]) tags.add(documentTag(type.schema.pluralName, address));
    } else if (isHomeType(type)) {
      tags.add(HOME_TAG);
    } else {
      tags.add(singleTypePageTag(type.schema.singularName));
    }
  };
  add(changed, documentId);
  for (const type of types.values()) {
    if (showsType(type.schema.attributes, uid, components)) add(type);
  }
  // The home page's cards show what the entries they feature relate to.
  for (const home of [...types.values()].filter(isHomeType)) {
    const featured = Object.values(home.schema.attributes).flatMap((attribute) =>
      attribute.type === 'relation' ? [attribute.target] : [],
    );
    if (featured.some((target) => target !== uid && showsType(types.get(target)?.schema.attributes ?? {}, uid, components)))
      tags.add(HOME_TAG);
  }
  return [...tags];
}
