import { firstValue } from '@/server/shared/first-value.mjs';
import type { Attribute, Attributes, ComponentSchema } from '../strapi/schema';
import { humanize } from '@/lib/content/model-words';

// The generated form, from the schema: one input per field type; pure, for the browser and the server alike.
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
  target?: string;
  component?: FormComponent;
  repeatable?: boolean;
  components?: FormComponent[];
  /** For a uid: the label of the field it is formed from, when left empty, and that field's name. */
  source?: string;
  from?: string;
  /** Words an editor or the site folder wrote for members: under the field, and in it while it is empty. */
  hint?: string;
  placeholder?: string;
}

export type FormValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string>;

/** The content manager's label, when an editor set one, else the name made readable. */
export function attributeLabel(name: string, attribute?: { label?: string }): string {
  return attribute?.label || humanize(name);
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

/** Strapi refuses component cycles; this bounds a schema that has one anyway. */
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
    if (attribute.private || attribute.editorsOnly) return [];
    const kind = inputKind(attribute);
    if (!kind) return [];
    const field: FormField = { name, label: attributeLabel(name, attribute), kind, attribute, required: Boolean(attribute.required) };
    if (attribute.hint) field.hint = attribute.hint;
    if (attribute.placeholder) field.placeholder = attribute.placeholder;
    const targetField = attribute.type === 'uid' ? (attribute as { targetField?: string }).targetField : undefined;
    if (targetField) {
      field.source = attributeLabel(targetField, attributes[targetField]);
      field.from = targetField;
    }
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

export const textValue = (value: string | string[] | undefined): string => firstValue(value) ?? '';
export const listValues = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);

/** Long text keeps its spaces (markdown indentation means something, so does JSON's); every other value is trimmed. */
export function submittedText(field: FormField, value: string | string[] | undefined): string {
  const text = textValue(value);
  return field.kind === 'markdown' || field.kind === 'textarea' || field.kind === 'json' || field.kind === 'blocks' ? text : text.trim();
}

/**
 * Kept files post their ids under `{name}__keep`; chosen files are counted, so "required" is checked without them;
 * files the browser uploaded as the save began (with their progress) post their ids under `{name}__uploaded`.
 */
const KEEP_SUFFIX = '__keep';
const FILE_COUNT_SUFFIX = '__files';
const UPLOADED_SUFFIX = '__uploaded';
export const keepFieldName = (field: Pick<FormField, 'name'>) => `${field.name}${KEEP_SUFFIX}`;
export const fileCountFieldName = (field: Pick<FormField, 'name'>) => `${field.name}${FILE_COUNT_SUFFIX}`;
export const uploadedFieldName = (field: Pick<FormField, 'name'>) => `${field.name}${UPLOADED_SUFFIX}`;

export interface ExistingMedia {
  id: number;
  name: string;
  url: string;
  alt: string;
  storedUrl?: string;
  mime?: string;
  width?: number;
  height?: number;
  /** As Strapi describes it: Strapi checks a Blocks image node's hash, mime, size… */
  file?: Record<string, unknown>;
}

export interface SaveState {
  values: FormValues;
  fieldErrors: FieldErrors;
  message?: string;
  /** Saved elsewhere (another tab or device) since this form was opened: when, and where that version is. */
  conflict?: { at: string; newer: string };
}

/** A draft the form saved by itself, after a pause in typing: the entry it is now, and the version it holds. */
export interface SavedDraft {
  documentId: string;
  version: string;
  /** The entry's edit form, for the address bar once a new entry exists. */
  editPath: string;
  /** This save made the entry: the form was a new one's. */
  created: boolean;
}

export type AutosaveState =
  | ({ ok: true } & SavedDraft)
  | { ok: false; message?: string; conflict?: SaveState['conflict']; incomplete?: boolean; signedOut?: boolean };

export const blocksFieldName = (field: Pick<FormField, 'name'>) => `${field.name}__blocks`;
