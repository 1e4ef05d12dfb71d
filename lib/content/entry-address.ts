import { addressAttribute, type ContentType } from '@/lib/strapi/schema';

/** The last segment of an entry's address: its uid field's value where the type has one and the entry a value, else its documentId. */
export function entryAddress(type: ContentType, entry: { documentId?: unknown } & Record<string, unknown>): string {
  const field = addressAttribute(type.schema.attributes);
  const value = field ? entry[field] : undefined;
  return typeof value === 'string' && value ? value : String(entry.documentId);
}

/** An entry's page, before the locale's prefix: `/articles/advanced-editorial-workflows`. */
export function entryPath(type: ContentType, entry: { documentId?: unknown } & Record<string, unknown>): string {
  return `/${type.schema.pluralName}/${encodeURIComponent(entryAddress(type, entry))}`;
}
