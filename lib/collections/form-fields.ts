import type { Attribute, Attributes } from '../strapi/schema';

/**
 * The generated create/edit form, from the schema: one input per field type, client-side rules
 * that mirror the schema (required, minLength/maxLength, min/max, regex, enum), and the
 * conversion of submitted values into Strapi's {data} payload. Pure: used in the browser before
 * sending and on the server before calling Strapi.
 */
export type InputKind = 'text' | 'email' | 'textarea' | 'markdown' | 'integer' | 'decimal' | 'date' | 'datetime' | 'time' | 'boolean' | 'select' | 'relation' | 'relations' | 'media' | 'medias';

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
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/i;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const many = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []).filter(Boolean);

/** Names of media values kept from before (edit) plus files chosen now are both acceptable for "required". */
export const KEEP_SUFFIX = '__keep';
export const FILE_COUNT_SUFFIX = '__files';

function validateField(field: FormField, values: FormValues): string | undefined {
  const { attribute, label } = field;
  const raw = values[field.name];
  if (field.kind === 'media' || field.kind === 'medias') {
    const count = many(values[`${field.name}${KEEP_SUFFIX}`]).length + Number(single(values[`${field.name}${FILE_COUNT_SUFFIX}`]) || 0);
    return field.required && count === 0 ? `${label} is required.` : undefined;
  }
  if (field.kind === 'relations') return field.required && many(raw).length === 0 ? `Choose at least one ${label.toLowerCase()}.` : undefined;
  if (field.kind === 'boolean') return undefined;

  const value = field.kind === 'markdown' || field.kind === 'textarea' ? single(raw) : single(raw).trim();
  if (!value.trim()) return field.required ? `${label} is required.` : undefined;

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'textarea':
    case 'markdown': {
      const rules = attribute as { minLength?: number; maxLength?: number; regex?: string };
      const length = [...value].length;
      if (rules.minLength !== undefined && length < rules.minLength) return `${label} needs at least ${rules.minLength} characters (now ${length}).`;
      if (rules.maxLength !== undefined && length > rules.maxLength) return `${label} can have at most ${rules.maxLength} characters (now ${length}).`;
      if (field.kind === 'email' && !EMAIL.test(value)) return `${label} must be an email address like name@example.com.`;
      if (rules.regex) {
        try {
          if (!new RegExp(rules.regex).test(value)) return `${label} is not in the expected format.`;
        } catch {
          /* a pattern this browser cannot compile is left to Strapi */
        }
      }
      return undefined;
    }
    case 'integer':
    case 'decimal': {
      const number = Number(value);
      if (!Number.isFinite(number)) return `${label} must be a number.`;
      if (field.kind === 'integer' && !Number.isInteger(number)) return `${label} must be a whole number.`;
      const rules = attribute as { min?: number; max?: number };
      if (rules.min !== undefined && number < rules.min) return `${label} must be at least ${rules.min}.`;
      if (rules.max !== undefined && number > rules.max) return `${label} must be at most ${rules.max}.`;
      return undefined;
    }
    case 'date':
      return DATE.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : `${label} must be a date (YYYY-MM-DD).`;
    case 'datetime':
      return DATETIME_LOCAL.test(value) && !Number.isNaN(Date.parse(value)) ? undefined : `${label} must be a date and time.`;
    case 'time':
      return TIME.test(value) ? undefined : `${label} must be a time (HH:MM).`;
    case 'select': {
      const options = (attribute as { enum: string[] }).enum;
      return options.includes(value) ? undefined : `Choose one of the listed ${label.toLowerCase()} values.`;
    }
    case 'relation':
      return DOCUMENT_ID.test(value) ? undefined : `Choose a ${label.toLowerCase()} from the list.`;
    default:
      return undefined;
  }
}

export function validateDocument(fields: FormField[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const problem = validateField(field, values);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/**
 * Strapi's {data} for the submitted values. `uploaded` holds the ids of files uploaded for this
 * submission, by field. Empty optional values become null, so clearing a field clears it.
 */
export function documentPayload(fields: FormField[], values: FormValues, uploaded: Record<string, number[]> = {}): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const text = field.kind === 'markdown' || field.kind === 'textarea' ? single(raw) : single(raw).trim();
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
        data[field.name] = { set: many(raw) };
        break;
      case 'media': {
        const ids = [...many(values[`${field.name}${KEEP_SUFFIX}`]).map(Number), ...(uploaded[field.name] ?? [])].filter(Number.isInteger);
        data[field.name] = ids.at(-1) ?? null;
        break;
      }
      case 'medias':
        data[field.name] = [...many(values[`${field.name}${KEEP_SUFFIX}`]).map(Number), ...(uploaded[field.name] ?? [])].filter(Number.isInteger);
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
