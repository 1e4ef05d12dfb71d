import { humanize } from '@/lib/collections/form-fields';
import type { Attribute, Attributes, Catalog, ComponentSchema, ContentType } from '@/lib/strapi/schema';

/**
 * The site's words for its model in one locale: what Strapi's schema cannot say (it has one label
 * per field, in no language). Every part is optional; what it leaves out falls back to the content
 * manager's label, then to the model's name made readable.
 */
export interface ModelWords {
  /** By type uid: the name of one entry, of the collection, and the type's description. */
  types?: Record<string, TypeWords>;
  /** By type or component uid, then field name: the field's label. */
  fields?: Record<string, Record<string, string>>;
  /** By type or component uid, then field name, then stored value: the value's label. */
  enums?: Record<string, Record<string, Record<string, string>>>;
  /** By component uid: the component's name. */
  components?: Record<string, string>;
}

export interface TypeWords {
  one?: string;
  other?: string;
  description?: string;
}

export interface TypeNames {
  /** One entry: "New {one}". */
  one: string;
  /** The collection: its list's heading and links. */
  other: string;
}

/** A type as withModelWords leaves it: its names resolved, since the schema only has room for one. */
export type NamedContentType = ContentType & { names?: TypeNames };

/** A string the words really give: own keys only (a value may be called "constructor"), never blank. */
function word(record: object | undefined, key: string): string | undefined {
  const value = part(record as Record<string, unknown> | undefined, key);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function part<Value>(record: Record<string, Value> | undefined, key: string): Value | undefined {
  return record && typeof record === 'object' && Object.hasOwn(record, key) ? record[key] : undefined;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * `name` (a kebab-case singular or plural name) made readable, spelt as the display name spells the
 * same words: 'ctas' beside 'CTA' reads 'CTAs', 'faq-entries' beside 'FAQ entry' reads 'FAQ entries'.
 */
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

/**
 * What one entry and the whole collection are called: the site's words first, else the singular and
 * plural names made readable. The display name lends only its spelling, since editors often make it plural.
 */
export function typeNames(type: NamedContentType): TypeNames {
  if (type.names) return type.names;
  const { singularName, pluralName, displayName } = type.schema;
  return { one: spelledAs(singularName, displayName), other: spelledAs(pluralName, displayName) };
}

/** A stored enumeration value as the site shows it: its words in the page's locale, else the value made readable. */
export function enumLabel(attribute: Attribute | undefined, value: string): string {
  return (attribute?.type === 'enumeration' && word(attribute.enumLabels, value)) || humanize(value);
}

/** An enumeration's labels with the words given for its declared values; undefined when the words give none. */
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

/**
 * The catalog as the site names it in one locale: field labels, enumeration values' labels, type and
 * component names and descriptions from `words`; every type's display name becomes the name of one
 * entry, and a component's all-lowercase name is capitalised as a field's would be. Returns copies:
 * the catalog read from Strapi is cached and shared by every locale.
 */
export function withModelWords(catalog: Catalog, words: ModelWords = {}): Catalog {
  const type = (model: ContentType): NamedContentType => {
    const own = part(words.types, model.uid);
    const readable = typeNames(model);
    const names = { one: word(own, 'one') ?? readable.one, other: word(own, 'other') ?? readable.other };
    const description = word(own, 'description') ?? model.schema.description;
    return {
      ...model,
      names,
      schema: {
        ...model.schema,
        displayName: names.one,
        ...(description !== undefined && { description }),
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
