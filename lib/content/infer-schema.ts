import type { Attribute, Attributes, ContentType } from '@/lib/strapi/schema';
import type { StrapiDocument } from '@/lib/strapi/types';

// A backend that forbids schema discovery still shows STRAPI_COLLECTIONS, with attributes guessed from their values.
const SYSTEM_FIELDS = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isMediaLike = (value: unknown) =>
  isObject(value) && typeof value.url === 'string' && ('mime' in value || 'width' in value || 'formats' in value);
const isBlockLike = (value: unknown) => isObject(value) && typeof value.type === 'string' && Array.isArray(value.children);

export function inferAttribute(values: unknown[]): Attribute | undefined {
  const value = values.find((candidate) => candidate !== null && candidate !== undefined);
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'number') return { type: Number.isInteger(value) ? 'integer' : 'float' };
  if (typeof value === 'string') {
    if (DATE.test(value)) return { type: 'date' };
    if (DATETIME.test(value)) return { type: 'datetime' };
    const strings = values.filter((candidate): candidate is string => typeof candidate === 'string');
    if (strings.some((text) => /(^|\n)(#{1,6} |[-*] |\d+\. |```|\|.*\|)/.test(text))) return { type: 'richtext' };
    return strings.some((text) => text.length > 120 || text.includes('\n')) ? { type: 'text' } : { type: 'string' };
  }
  if (Array.isArray(value)) {
    if (value.length && value.every(isBlockLike)) return { type: 'blocks' };
    if (value.length && value.every(isMediaLike)) return { type: 'media', multiple: true };
    return { type: 'json' };
  }
  if (isMediaLike(value)) return { type: 'media', multiple: false };
  return { type: 'json' };
}

export function inferContentType(pluralName: string, documents: StrapiDocument[]): ContentType {
  const names = new Set(documents.flatMap((document) => Object.keys(document)));
  const attributes: Attributes = {};
  for (const name of names) {
    if (SYSTEM_FIELDS.has(name)) continue;
    const attribute = inferAttribute(documents.map((document) => document[name]));
    if (attribute) attributes[name] = attribute;
  }
  const displayName = pluralName.charAt(0).toUpperCase() + pluralName.slice(1);
  return {
    uid: `inferred::${pluralName}`,
    schema: { kind: 'collectionType', singularName: pluralName, pluralName, displayName, attributes },
  };
}
