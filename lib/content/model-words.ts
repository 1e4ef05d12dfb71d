import type { Attribute, Attributes, Catalog, ComponentSchema, ContentType } from '@/lib/strapi/schema';
import type { ModelWords, TypeWords } from '@/lib/site/site-data';

export type { ModelWords, TypeWords };

/** Acronyms (two capitals or more) kept as written: 'imageURL' reads 'Image URL', 'CTAs' stays 'CTAs'. */
export function humanize(name: string): string {
  const text = name
    .replace(/[_-]+/g, ' ')
    .replace(/([\p{Ll}\p{N}])(?=\p{Lu})/gu, '$1 ')
    // An acronym before a word ('URLPath'), but not an acronym's plural ('CTAs', 'IDsByDate').
    .replace(/(\p{Lu})(?=\p{Lu}\p{Ll})(?!\p{Lu}s(?!\p{Ll}))/gu, '$1 ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/\p{Lu}{2}/u.test(word) ? word : word.toLowerCase()))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface TypeNames {
  /** One entry: "New {one}". */
  one: string;
  other: string;
}

export type NamedContentType = ContentType & { names?: TypeNames };

/** Own keys only (a value may be called "constructor"), never blank. */
function word(record: object | undefined, key: string): string | undefined {
  const value = part(record as Record<string, unknown> | undefined, key);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function part<Value>(record: Record<string, Value> | undefined, key: string): Value | undefined {
  return record && typeof record === 'object' && Object.hasOwn(record, key) ? record[key] : undefined;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Spelt as the display name spells the same words: 'ctas' beside 'CTA' reads 'CTAs'. */
function spelledAs(name: string, displayName: string): string {
  const words = humanize(name).split(' ');
  const own = displayName.trim().split(/\s+/);
  if (words.length !== own.length) return humanize(name);
  const spelt = words.map((candidate, index) => {
    const model = own[index]!;
    return candidate.toLowerCase().startsWith(model.toLowerCase()) ? model + candidate.slice(model.length) : candidate;
  });
  return capitalized(spelt.join(' '));
}

/** The display name lends only its spelling, since editors often make it plural. */
export function typeNames(type: NamedContentType): TypeNames {
  if (type.names) return type.names;
  const { singularName, pluralName, displayName } = type.schema;
  return { one: spelledAs(singularName, displayName), other: spelledAs(pluralName, displayName) };
}

export function enumLabel(attribute: Attribute | undefined, value: string): string {
  return (attribute?.type === 'enumeration' && word(attribute.enumLabels, value)) || humanize(value);
}

function enumWords(attribute: Attribute, values: Record<string, string> | undefined): Record<string, string> | undefined {
  if (attribute.type !== 'enumeration' || !values) return undefined;
  const labels = attribute.enum.flatMap((value) => {
    const label = word(values, value);
    return label ? [[value, label] as const] : [];
  });
  return labels.length ? { ...attribute.enumLabels, ...Object.fromEntries(labels) } : undefined;
}

function withFieldWords(uid: string, attributes: Attributes, words: ModelWords): Attributes {
  const labels = part(words.fields, uid);
  const enums = part(words.enums, uid);
  if (!labels && !enums) return attributes;
  return Object.fromEntries(
    Object.entries(attributes).map(([name, attribute]) => {
      const label = word(labels, name);
      const enumLabels = enumWords(attribute, part(enums, name));
      const labelled: Attribute = label ? { ...attribute, label } : attribute;
      return [name, labelled.type === 'enumeration' && enumLabels ? { ...labelled, enumLabels } : labelled];
    }),
  );
}

/** Copies: the catalog read from Strapi is cached and shared by every locale. */
export function withModelWords(catalog: Catalog, words: ModelWords = {}): Catalog {
  const type = (model: ContentType): NamedContentType => {
    const own = part(words.types, model.uid);
    const readable = typeNames(model);
    const names = { one: word(own, 'one') ?? readable.one, other: word(own, 'other') ?? readable.other };
    const intro = word(own, 'description');
    return {
      ...model,
      names,
      ...(intro !== undefined && { intro }),
      schema: {
        ...model.schema,
        displayName: names.one,
        attributes: withFieldWords(model.uid, model.schema.attributes, words),
      },
    };
  };
  const component = (model: ComponentSchema): ComponentSchema => ({
    ...model,
    schema: {
      ...model.schema,
      displayName: word(words.components, model.uid) ?? capitalized(model.schema.displayName),
      attributes: withFieldWords(model.uid, model.schema.attributes, words),
    },
  });
  const types = new Map([...catalog.types].map(([uid, model]) => [uid, type(model)]));
  const named = (model: ContentType) => types.get(model.uid) ?? type(model);
  return {
    inferred: catalog.inferred,
    collections: catalog.collections.map(named),
    singleTypes: catalog.singleTypes.map(named),
    types,
    components: new Map([...catalog.components].map(([uid, model]) => [uid, component(model)])),
  };
}
