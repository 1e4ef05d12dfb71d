import { firstValue } from '@/server/first-value.mjs';
import type { Attribute, Attributes } from '../strapi/schema';

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
  | 'medias';

export interface FormField {
  name: string;
  label: string;
  kind: InputKind;
  attribute: Attribute;
  required: boolean;
  /** For relation pickers: the target collection's pluralName. */
  target?: string;
}

/** Values as a form holds them: strings, and lists for multi-value fields. */
export type FormValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string>;

export function humanize(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
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
    case 'relation':
      // The owning side of relations to the app's own collections; owners (users) come from the token.
      if (!attribute.target.startsWith('api::') || attribute.mappedBy) return undefined;
      return attribute.relation === 'manyToOne' || attribute.relation === 'oneToOne' ? 'relation' : 'relations';
    default:
      // blocks, json, components, dynamic zones and passwords are left as they are (edit them in Strapi's admin panel).
      return undefined;
  }
}

export function formFields(attributes: Attributes, pluralNameOf: (uid: string) => string | undefined = () => undefined): FormField[] {
  return Object.entries(attributes).flatMap(([name, attribute]) => {
    if (attribute.private) return [];
    const kind = inputKind(attribute);
    if (!kind) return [];
    const target = attribute.type === 'relation' ? pluralNameOf(attribute.target) : undefined;
    if ((kind === 'relation' || kind === 'relations') && !target) return [];
    return [{ name, label: humanize(name), kind, attribute, required: Boolean(attribute.required), target }];
  });
}

/** The first (or only) value as text; a missing value reads as empty. */
export const textValue = (value: string | string[] | undefined): string => firstValue(value) ?? '';
/** Every non-empty value, for fields that may hold several (relations, kept media). */
export const listValues = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);

/** Long text keeps its spaces (markdown indentation means something); every other value is trimmed. */
export function submittedText(field: FormField, value: string | string[] | undefined): string {
  const text = textValue(value);
  return field.kind === 'markdown' || field.kind === 'textarea' ? text : text.trim();
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
}

/** What a submitted form comes back with: everything typed, the problems by field, and a summary. */
export interface SaveState {
  values: FormValues;
  fieldErrors: FieldErrors;
  message?: string;
}

/**
 * Strapi's {data} for the submitted values. `uploaded` holds the ids of files uploaded for this
 * submission, by field. Empty optional values become null, so clearing a field clears it.
 */
export function documentPayload(fields: FormField[], values: FormValues, uploaded: Record<string, number[]> = {}): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const text = submittedText(field, raw);
    switch (field.kind) {
      case 'boolean':
        data[field.name] = text === 'on' || text === 'true';
        break;
      case 'integer':
      case 'decimal':
        data[field.name] = text === '' ? null : Number(text);
        break;
      case 'datetime':
        data[field.name] = text === '' ? null : new Date(text).toISOString();
        break;
      case 'time':
        data[field.name] = text === '' ? null : text.length === 5 ? `${text}:00.000` : text;
        break;
      case 'relation':
        data[field.name] = { set: text ? [text] : [] };
        break;
      case 'relations':
        data[field.name] = { set: listValues(raw) };
        break;
      case 'media': {
        const ids = [...listValues(values[keepFieldName(field)]).map(Number), ...(uploaded[field.name] ?? [])].filter(Number.isInteger);
        data[field.name] = ids.at(-1) ?? null;
        break;
      }
      case 'medias':
        data[field.name] = [...listValues(values[keepFieldName(field)]).map(Number), ...(uploaded[field.name] ?? [])].filter(
          Number.isInteger,
        );
        break;
      default:
        data[field.name] = text === '' ? null : text;
    }
  }
  return data;
}

/**
 * Strapi's ValidationError details ({errors:[{path, message}]}) onto the form's fields; anything
 * that names no field of the form is returned as a general message.
 */
export function mapStrapiValidation(details: unknown, fields: FormField[]): { fieldErrors: FieldErrors; other: string[] } {
  const names = new Set(fields.map((field) => field.name));
  const fieldErrors: FieldErrors = {};
  const other: string[] = [];
  const errors = (details as { errors?: { path?: (string | number)[]; message?: string }[] } | undefined)?.errors;
  for (const error of Array.isArray(errors) ? errors : []) {
    const name = String(error.path?.[0] ?? '');
    const message = error.message ? error.message.charAt(0).toUpperCase() + error.message.slice(1) : 'Invalid value';
    if (names.has(name)) fieldErrors[name] ??= message;
    else other.push(message);
  }
  return { fieldErrors, other };
}
