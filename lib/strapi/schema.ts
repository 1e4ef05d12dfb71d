import type { StrapiClient } from './client';
import type { ReadOptions } from './content';
import { errorStatus } from './errors';
import type { Populate } from './query';
import type { TypeForm } from '@/lib/site/site-data';

type AttributeShape =
  | {
      type: 'string' | 'text' | 'email' | 'password' | 'uid';
      required?: boolean;
      private?: boolean;
      minLength?: number;
      maxLength?: number;
      regex?: string;
      targetField?: string;
      unique?: boolean;
      default?: string;
    }
  | { type: 'richtext' | 'blocks' | 'json'; required?: boolean; private?: boolean; minLength?: number; maxLength?: number }
  | {
      type: 'integer' | 'biginteger' | 'float' | 'decimal';
      required?: boolean;
      private?: boolean;
      min?: number;
      max?: number;
      default?: number;
    }
  | { type: 'date' | 'datetime' | 'time'; required?: boolean; private?: boolean }
  | { type: 'boolean'; required?: boolean; private?: boolean; default?: boolean }
  | {
      type: 'enumeration';
      enum: string[];
      required?: boolean;
      private?: boolean;
      default?: string;
      /** The site's words for some values, in the page's locale. */
      enumLabels?: Record<string, string>;
    }
  | { type: 'media'; multiple?: boolean; required?: boolean; private?: boolean; allowedTypes?: string[] }
  | { type: 'relation'; relation: string; target: string; required?: boolean; private?: boolean; mappedBy?: string; inversedBy?: string }
  | { type: 'component'; component: string; repeatable?: boolean; required?: boolean; private?: boolean; min?: number; max?: number }
  | { type: 'dynamiczone'; components: string[]; required?: boolean; private?: boolean; min?: number; max?: number };

/**
 * `label`: what an editor called the field in the content manager, when they did; `editorsOnly`: a field members do
 * not write (portico-guard's `memberFields`), left out of their forms; `hidden` and `isTitle`: the site folder's
 * choices (never shown to readers; the field that names an entry).
 */
export type Attribute = AttributeShape & {
  label?: string;
  editorsOnly?: boolean;
  hidden?: boolean;
  isTitle?: boolean;
  /** What an editor wrote under the field and in it, in the content manager's edit view. */
  hint?: string;
  placeholder?: string;
};

export type AttributeType = Attribute['type'];
export type Attributes = Record<string, Attribute>;

export interface ContentType {
  uid: string;
  apiID?: string;
  plugin?: string;
  schema: {
    kind: 'collectionType' | 'singleType';
    singularName: string;
    pluralName: string;
    displayName: string;
    description?: string;
    draftAndPublish?: boolean;
    visible?: boolean;
    pluginOptions?: { i18n?: { localized?: boolean } };
    attributes: Attributes;
  };
  /** The site folder's line for readers under the list's heading. */
  intro?: string;
  /** The site folder's choices for the list: extra sort orders, its filters, what each card reads. */
  listing?: { sort?: readonly string[]; filters?: readonly string[]; card?: readonly string[] };
  /** The content manager's edit view: rows of fields, each with its width of 12. */
  editRows?: EditRow[];
  /** The site folder's form for members, when it gives one. */
  form?: TypeForm;
}

export type EditRow = readonly (readonly [name: string, size: number])[];

export interface ComponentSchema {
  uid: string;
  category?: string;
  schema: { displayName: string; description?: string; attributes: Attributes };
}

export interface Catalog {
  /** Discovery was refused: the collections were inferred from STRAPI_COLLECTIONS. */
  inferred: boolean;
  collections: ContentType[];
  singleTypes: ContentType[];
  types: Map<string, ContentType>;
  components: Map<string, ComponentSchema>;
}

export async function fetchContentTypes(client: StrapiClient, options: ReadOptions = {}): Promise<ContentType[]> {
  const response = await client.request<{ data: ContentType[] }>('/content-type-builder/content-types', options);
  return response.data;
}

export async function fetchComponents(client: StrapiClient, options: ReadOptions = {}): Promise<ComponentSchema[]> {
  const response = await client.request<{ data: ComponentSchema[] }>('/content-type-builder/components', options);
  return response.data;
}

export type FieldLabels = Record<string, Record<string, string>>;
/** uid → the fields members write, for the types whose plugin config names them. */
export type MemberFields = Record<string, string[]>;
/** uid → the content manager's edit view of the type. */
export type EditLayouts = Record<string, { rows?: EditRow[]; hints?: Record<string, string>; placeholders?: Record<string, string> }>;
type FieldNotes = { labels: FieldLabels; layouts: EditLayouts; memberFields: MemberFields };

const objectOr = <Value extends object>(value: unknown, fallback: Value): Value =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Value) : fallback;

/** Through portico-guard; a Strapi without it, or a role without its grant, has none of them. */
export async function fetchFieldNotes(client: StrapiClient, options: ReadOptions = {}): Promise<FieldNotes> {
  try {
    const response = await client.request<{ data?: FieldLabels; meta?: { layouts?: EditLayouts; memberFields?: MemberFields } }>(
      '/portico-guard/labels',
      options,
    );
    return {
      labels: objectOr(response.data, {}),
      layouts: objectOr(response.meta?.layouts, {}),
      memberFields: objectOr(response.meta?.memberFields, {}),
    };
  } catch (error) {
    const status = errorStatus(error);
    if (status === 401 || status === 403 || status === 404 || status === 405) return { labels: {}, layouts: {}, memberFields: {} };
    throw error;
  }
}

type Model = { uid: string; schema: { attributes: Attributes } };

/** A copy of the model whose every attribute is `change`'s: the models read from Strapi are shared, never changed. */
function withAttributes<Shape extends Model>(model: Shape, change: (attribute: Attribute, name: string) => Attribute): Shape {
  const attributes = Object.fromEntries(
    Object.entries(model.schema.attributes).map(([name, attribute]) => [name, change(attribute, name)]),
  ) as Attributes;
  return { ...model, schema: { ...model.schema, attributes } };
}

/** Copies, with the content manager's rows and each field's hint and placeholder. */
export function withEditLayouts(types: ContentType[], layouts: EditLayouts): ContentType[] {
  return types.map((type) => {
    const layout = layouts[type.uid];
    if (!layout) return type;
    const hints = objectOr(layout.hints, {} as Record<string, string>);
    const placeholders = objectOr(layout.placeholders, {} as Record<string, string>);
    const rows = Array.isArray(layout.rows) ? layout.rows.filter(Array.isArray) : [];
    return withAttributes({ ...type, ...(rows.length && { editRows: rows }) }, (attribute, name) => {
      const hint = typeof hints[name] === 'string' ? hints[name] : undefined;
      const placeholder = typeof placeholders[name] === 'string' ? placeholders[name] : undefined;
      return hint || placeholder ? { ...attribute, ...(hint && { hint }), ...(placeholder && { placeholder }) } : attribute;
    });
  });
}

/** Copies, each field members do not write marked `editorsOnly`. */
export function withMemberFields(types: ContentType[], memberFields: MemberFields): ContentType[] {
  return types.map((type) => {
    const writable = memberFields[type.uid];
    if (!Array.isArray(writable)) return type;
    return withAttributes(type, (attribute, name) => (writable.includes(name) ? attribute : { ...attribute, editorsOnly: true }));
  });
}

/** Copies, each field an editor labelled in the content manager with that label. */
export function withFieldLabels<Shape extends Model>(models: Shape[], labels: FieldLabels): Shape[] {
  return models.map((model) => {
    const own = labels[model.uid];
    if (!own) return model;
    return withAttributes(model, (attribute, name) => {
      const label = own[name];
      return typeof label === 'string' && label.trim() ? { ...attribute, label: label.trim() } : attribute;
    });
  });
}

/** The app's own (api::), never plugin or admin types. */
export function browsableTypes(types: ContentType[], kind: ContentType['schema']['kind'], allowList: string[] = []): ContentType[] {
  return types.filter(
    (type) =>
      type.uid.startsWith('api::') &&
      type.schema.kind === kind &&
      type.schema.visible !== false &&
      (allowList.length === 0 || allowList.includes(type.schema.pluralName) || allowList.includes(type.uid)),
  );
}

/** Never users or admin records. */
export function isBrowsableRelationTarget(target: string): boolean {
  return target.startsWith('api::');
}

export function titleAttribute(attributes: Attributes): string | undefined {
  const named = Object.entries(attributes).find(([, attribute]) => attribute.isTitle);
  if (named) return named[0];
  const strings = Object.entries(attributes).filter(([, attribute]) => attribute.type === 'string');
  return (strings.find(([, attribute]) => attribute.required) ?? strings[0])?.[0];
}

/** The field an entry is addressed by (`/articles/{its value}`): the type's first uid attribute. */
export function addressAttribute(attributes: Attributes): string | undefined {
  return Object.entries(attributes).find(([, attribute]) => attribute.type === 'uid')?.[0];
}

/** What a link to an entry of the type reads: its title and its address (the documentId comes with every entry). */
export function linkFields(type: ContentType | undefined): string[] {
  if (!type) return ['documentId'];
  const fields = [titleAttribute(type.schema.attributes), addressAttribute(type.schema.attributes)].filter((name): name is string =>
    Boolean(name),
  );
  return fields.length ? [...new Set(fields)] : ['documentId'];
}

/** Media, relations to app types (what a link to them reads) and components, nested to `depth`. */
export function populateAll(
  attributes: Attributes,
  components: Map<string, ComponentSchema>,
  types: Map<string, ContentType>,
  depth = 3,
): Populate {
  const populate: Record<
    string,
    true | { fields?: string[]; populate?: Populate; on?: Record<string, { populate?: Populate } | boolean> }
  > = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'relation' && isBrowsableRelationTarget(attribute.target)) {
      const target = types.get(attribute.target);
      populate[name] = target ? { fields: linkFields(target) } : true;
    } else if (attribute.type === 'component' && depth > 0) {
      const component = components.get(attribute.component);
      const nested = component ? populateAll(component.schema.attributes, components, types, depth - 1) : {};
      populate[name] = Object.keys(nested as object).length ? { populate: nested } : true;
    } else if (attribute.type === 'dynamiczone' && depth > 0) {
      const on: Record<string, { populate?: Populate } | boolean> = {};
      for (const uid of attribute.components) {
        const component = components.get(uid);
        const nested = component ? populateAll(component.schema.attributes, components, types, depth - 1) : {};
        on[uid] = Object.keys(nested as object).length ? { populate: nested } : true;
      }
      populate[name] = { on };
    }
  }
  return populate;
}
