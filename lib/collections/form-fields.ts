import { firstValue } from '@/server/shared/first-value.mjs';
import type { Attribute, Attributes, ComponentSchema } from '../strapi/schema';

/**
 * The generated create/edit form, from the schema: one input per field type, how submitted values
 * are read, and their conversion into Strapi's {data} payload. Pure: used in the browser and on
 * the server. The rules that mirror the schema are in form-schema.ts.
 */
export type InputKind =
  | 'text'
  | 'email'
  | 'textarea'
  | 'markdown'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'datetime'
  | 'time'
  | 'boolean'
  | 'select'
  | 'relation'
  | 'relations'
  | 'media'
  | 'medias'
  | 'blocks'
  | 'json'
  | 'component'
  | 'dynamiczone';

/** A component as a form shows it: its display name and its own fields (nested to any depth). */
export interface FormComponent {
  uid: string;
  displayName: string;
  fields: FormField[];
}

export interface FormField {
  name: string;
  label: string;
  kind: InputKind;
  attribute: Attribute;
  required: boolean;
  /** For relation pickers: the target collection's pluralName. */
  target?: string;
  /** For components: the component; `repeatable` when the field holds a list of them. */
  component?: FormComponent;
  repeatable?: boolean;
  /** For dynamic zones: the components it allows, in the schema's order. */
  components?: FormComponent[];
  /** For a uid: the label of the field it is formed from, when left empty. */
  source?: string;
}

/** Values as a form holds them: strings, and lists for multi-value fields. */
export type FormValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string>;

/** A field's label: the content manager's, when an editor set one (Attribute.label), else its name made readable. */
export function attributeLabel(name: string, attribute?: { label?: string }): string {
  return attribute?.label || humanize(name);
}

/**
 * A model's name made readable in its own spelling: words split at `_`, `-` and camel case, the first
 * capitalised and the others lower case, but acronyms (two capitals or more) kept as written:
 * 'imageURL' reads 'Image URL', 'CTAs' stays 'CTAs', 'seo' reads 'Seo'.
 */
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

function inputKind(attribute: Attribute): InputKind | undefined {
  switch (attribute.type) {
    case 'string':
    case 'uid':
      return 'text';
    case 'email':
      return 'email';
    case 'text':
      return 'textarea';
    case 'richtext':
      return 'markdown';
    case 'integer':
    case 'biginteger':
      return 'integer';
    case 'float':
    case 'decimal':
      return 'decimal';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
    case 'boolean':
      return 'boolean';
    case 'enumeration':
      return 'select';
    case 'media':
      return attribute.multiple ? 'medias' : 'media';
    case 'blocks':
      return 'blocks';
    case 'json':
      return 'json';
    case 'component':
      return 'component';
    case 'dynamiczone':
      return 'dynamiczone';
    case 'relation':
      // The owning side of relations to the app's own collections; owners (users) come from the token.
      if (!attribute.target.startsWith('api::') || attribute.mappedBy) return undefined;
      return attribute.relation === 'manyToOne' || attribute.relation === 'oneToOne' ? 'relation' : 'relations';
    default:
      // Passwords are never written through these forms.
      return undefined;
  }
}

/** Components nest in each other; Strapi refuses cycles, and this depth bounds a schema that has one anyway. */
const MAX_DEPTH = 10;

export function formFields(
  attributes: Attributes,
  pluralNameOf: (uid: string) => string | undefined = () => undefined,
  components: Map<string, ComponentSchema> = new Map(),
  depth = 0,
): FormField[] {
  const formComponent = (uid: string): FormComponent | undefined => {
    const schema = components.get(uid);
    if (!schema || depth >= MAX_DEPTH) return undefined;
    return {
      uid,
      displayName: schema.schema.displayName,
      fields: formFields(schema.schema.attributes, pluralNameOf, components, depth + 1),
    };
  };
  return Object.entries(attributes).flatMap(([name, attribute]): FormField[] => {
    if (attribute.private) return [];
    const kind = inputKind(attribute);
    if (!kind) return [];
    const field: FormField = { name, label: attributeLabel(name, attribute), kind, attribute, required: Boolean(attribute.required) };
    const targetField = attribute.type === 'uid' ? (attribute as { targetField?: string }).targetField : undefined;
    if (targetField) field.source = attributeLabel(targetField, attributes[targetField]);
    if (attribute.type === 'relation') {
      field.target = pluralNameOf(attribute.target);
      if (!field.target) return [];
    }
    if (attribute.type === 'component') {
      field.component = formComponent(attribute.component);
      field.repeatable = Boolean(attribute.repeatable);
      if (!field.component) return [];
    }
    if (attribute.type === 'dynamiczone') {
      field.components = attribute.components.map(formComponent).filter((component) => component !== undefined);
      if (!field.components.length) return [];
    }
    return [field];
  });
}

/** The first (or only) value as text; a missing value reads as empty. */
export const textValue = (value: string | string[] | undefined): string => firstValue(value) ?? '';
/** Every non-empty value, for fields that may hold several (relations, kept media). */
export const listValues = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);

/** Long text keeps its spaces (markdown indentation means something, so does JSON's); every other value is trimmed. */
export function submittedText(field: FormField, value: string | string[] | undefined): string {
  const text = textValue(value);
  return field.kind === 'markdown' || field.kind === 'textarea' || field.kind === 'json' || field.kind === 'blocks' ? text : text.trim();
}

/**
 * A media field posts its new files under its own name, the ids of files kept from before under
 * `{name}__keep`; the number of files chosen is counted into `{name}__files`, so the same rules can
 * check "required" in the browser and on the server without looking at the files themselves.
 */
const KEEP_SUFFIX = '__keep';
const FILE_COUNT_SUFFIX = '__files';
export const keepFieldName = (field: Pick<FormField, 'name'>) => `${field.name}${KEEP_SUFFIX}`;
export const fileCountFieldName = (field: Pick<FormField, 'name'>) => `${field.name}${FILE_COUNT_SUFFIX}`;

/** A file already attached to the document being edited, offered with a "keep" checkbox. */
export interface ExistingMedia {
  id: number;
  name: string;
  url: string;
  alt: string;
  /** As Strapi stores it (/uploads/… for its own files): what a Blocks image node keeps. */
  storedUrl?: string;
  mime?: string;
  width?: number;
  height?: number;
  /** The file as Strapi describes it, which is what a Blocks image node holds (Strapi checks its hash, mime, size…). */
  file?: Record<string, unknown>;
}

/** What a submitted form comes back with: everything typed, the problems by field, and a summary. */
export interface SaveState {
  values: FormValues;
  fieldErrors: FieldErrors;
  message?: string;
}

/** A Blocks field posts its JSON (the editor's, or the stored one beside the textarea) under `{name}__blocks`. */
export const blocksFieldName = (field: Pick<FormField, 'name'>) => `${field.name}__blocks`;
