import { resolveBlocks, type Blocks } from './blocks-text';
import {
  blocksFieldName,
  fileCountFieldName,
  uploadedFieldName,
  keepFieldName,
  listValues,
  submittedText,
  textValue,
  type FieldErrors,
  type FormComponent,
  type FormField,
  type FormValues,
} from './form-fields';
import { countText, type RuleText } from './rule-text';

/**
 * Every input is named by its path (`seo.metaTitle`, `stops.1.label`, `sections.0.__component`) and values stay flat,
 * as a browser posts them, so a post without JavaScript, the browser's checks and the server read the same map.
 */
export const ENTRY = '__entry';
export const COMPONENT = '__component';

export const childPath = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** `__proto__`, `constructor` or `prototype` in a name would reach an object's prototype when read as a key. */
const UNSAFE_SEGMENT = /(^|[.])(__proto__|constructor|prototype)($|[.]|__)/;

/** Chosen files counted into `{name}__files`; a name that names no field is kept but never read. */
export function formDataValues(data: FormData): FormValues {
  const values: FormValues = {};
  const files: Record<string, number> = {};
  for (const [name, entry] of data.entries()) {
    if (name.startsWith('$ACTION') || UNSAFE_SEGMENT.test(name)) continue;
    if (typeof entry !== 'string') {
      if (entry.size > 0) files[name] = (files[name] ?? 0) + 1;
      continue;
    }
    const current = Object.hasOwn(values, name) ? values[name] : undefined;
    values[name] = current === undefined ? entry : [...(Array.isArray(current) ? current : [current]), entry];
  }
  for (const [name, count] of Object.entries(files)) values[fileCountFieldName({ name })] = String(count);
  return values;
}

export function entryPaths(field: FormField, values: FormValues, path: string): string[] {
  if (field.kind === 'component' && !field.repeatable) return values[childPath(path, ENTRY)] !== undefined ? [path] : [];
  const marker = field.kind === 'dynamiczone' ? COMPONENT : ENTRY;
  const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)\\.${marker}$`);
  const indices = Object.keys(values)
    .map((name) => pattern.exec(name)?.[1])
    .filter((index): index is string => index !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  return indices.map((index) => `${path}.${index}`);
}

export function entryComponent(field: FormField, values: FormValues, path: string): FormComponent | undefined {
  const uid = textValue(values[childPath(path, COMPONENT)]);
  return field.components?.find((component) => component.uid === uid);
}

export function mediaCount(values: FormValues, path: string): number {
  return (
    listValues(values[keepFieldName({ name: path })]).length +
    uploadedIds(values, path).length +
    (Number(textValue(values[fileCountFieldName({ name: path })])) || 0)
  );
}

/** The ids of the files the browser uploaded for `path` as the save began. */
export function uploadedIds(values: FormValues, path: string): number[] {
  return listValues(values[uploadedFieldName({ name: path })])
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

export function blocksAt(values: FormValues, path: string): Blocks | undefined {
  const text = values[path];
  return resolveBlocks(text === undefined ? undefined : textValue(text), textValue(values[blocksFieldName({ name: path })]) || undefined);
}

/** The tree the rules check: media as a count, Blocks resolved, components as objects, dynamic zones as lists. */
export function nestValues(fields: FormField[], values: FormValues, prefix = ''): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const field of fields) {
    const path = childPath(prefix, field.name);
    switch (field.kind) {
      case 'media':
      case 'medias':
        tree[field.name] = mediaCount(values, path);
        break;
      case 'blocks':
        tree[field.name] = blocksAt(values, path);
        break;
      case 'component': {
        const entries = entryPaths(field, values, path).map((entry) => nestValues(field.component!.fields, values, entry));
        tree[field.name] = field.repeatable ? entries : (entries[0] ?? null);
        break;
      }
      case 'dynamiczone':
        tree[field.name] = entryPaths(field, values, path).map((entry) => {
          const component = entryComponent(field, values, entry);
          return {
            [COMPONENT]: textValue(values[childPath(entry, COMPONENT)]),
            ...(component ? nestValues(component.fields, values, entry) : {}),
          };
        });
        break;
      default:
        tree[field.name] = values[path];
    }
  }
  return tree;
}

/** Empty optional values become null, so clearing a field clears it; components go whole, without ids, in order. */
export function documentPayload(
  fields: FormField[],
  values: FormValues,
  uploaded: Record<string, number[]> = {},
  prefix = '',
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const path = childPath(prefix, field.name);
    const raw = values[path];
    const text = submittedText(field, raw);
    const files = () =>
      [...listValues(values[keepFieldName({ name: path })]).map(Number), ...(uploaded[path] ?? [])].filter(Number.isInteger);
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
      case 'media':
        data[field.name] = files().at(-1) ?? null;
        break;
      case 'medias':
        data[field.name] = files();
        break;
      case 'blocks': {
        const blocks = blocksAt(values, path);
        data[field.name] = blocks && blocks.length ? blocks : null;
        break;
      }
      case 'json':
        data[field.name] = text.trim() === '' ? null : (JSON.parse(text) as unknown);
        break;
      case 'component': {
        const entries = entryPaths(field, values, path).map((entry) => documentPayload(field.component!.fields, values, uploaded, entry));
        data[field.name] = field.repeatable ? entries : (entries[0] ?? null);
        break;
      }
      case 'dynamiczone':
        data[field.name] = entryPaths(field, values, path).flatMap((entry) => {
          const component = entryComponent(field, values, entry);
          return component ? [{ [COMPONENT]: component.uid, ...documentPayload(component.fields, values, uploaded, entry) }] : [];
        });
        break;
      default:
        data[field.name] = text === '' ? null : text;
    }
  }
  return data;
}

/** In a dynamic zone any allowed component's field is accepted. */
export function fieldAt(fields: FormField[], segments: string[]): FormField | undefined {
  const [name, ...rest] = segments;
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || rest.length === 0) return field;
  if (field.kind === 'component') {
    const inner = field.repeatable ? (/^\d+$/.test(rest[0]!) ? rest.slice(1) : undefined) : rest;
    return inner?.length ? fieldAt(field.component!.fields, inner) : inner ? field : undefined;
  }
  if (field.kind === 'dynamiczone' && /^\d+$/.test(rest[0]!)) {
    if (rest.length === 1) return field;
    for (const component of field.components ?? []) {
      const found = fieldAt(component.fields, rest.slice(1));
      if (found) return found;
    }
  }
  return undefined;
}

/** A path inside a Blocks or JSON value names that field's own input. */
function inputNamed(fields: FormField[], segments: string[]): string | undefined {
  if (!segments.length) return undefined;
  if (fieldAt(fields, segments)) return segments.join('.');
  for (let end = segments.length - 1; end > 0; end -= 1) {
    const field = fieldAt(fields, segments.slice(0, end));
    if (field?.kind === 'blocks' || field?.kind === 'json') return segments.slice(0, end).join('.');
  }
  return undefined;
}

/** Strapi's own rules as its validators word them, in the visitor's language; an unknown message stays as Strapi wrote it. */
const STRAPI_RULES: [RegExp, (words: RuleText, field: string, match: RegExpExecArray) => string][] = [
  [/^This attribute must be unique$/, (words, field) => words.t('unique', { field })],
  [/^\S+ (must not be empty|is a required field|must be defined)$/, (words, field) => words.t('required', { field })],
  [/^\S+ must match the following:/, (words, field) => words.t('format', { field })],
  [/^\S+ must be at most (\d+) characters$/, (words, field, match) => countText(words, 'atMostCharacters', Number(match[1]), { field })],
  [/^\S+ must be at least (\d+) characters$/, (words, field, match) => countText(words, 'atLeastCharacters', Number(match[1]), { field })],
  [/^\S+ must be greater than or equal to (\S+)$/, (words, field, match) => words.t('min', { field, count: match[1]! })],
  [/^\S+ must be less than or equal to (\S+)$/, (words, field, match) => words.t('max', { field, count: match[1]! })],
  [/^\S+ must be a valid email$/, (words, field) => words.t('email', { field })],
  [/^\S+ must be one of the following values:/, (words, field) => words.t('select', { field, name: field.toLowerCase() })],
  [/^\S+ must be an integer$/, (words, field) => words.t('integer', { field })],
  [/^\S+ must be a `number` type/, (words, field) => words.t('number', { field })],
];

function strapiRuleMessage(message: string, field: FormField | undefined, segments: string[], words: RuleText): string | undefined {
  // Only a message about this very field: its own name first (yup's), or Strapi's own unique rule.
  if (!field || (!message.startsWith(`${segments.at(-1)} `) && !message.startsWith('This attribute'))) return undefined;
  for (const [pattern, say] of STRAPI_RULES) {
    const match = pattern.exec(message);
    if (match) return say(words, field.label, match);
  }
  return undefined;
}

/** What names no field of the form comes back as a general message. */
export function mapStrapiValidation(details: unknown, fields: FormField[], words: RuleText): { fieldErrors: FieldErrors; other: string[] } {
  const fieldErrors: FieldErrors = {};
  const other: string[] = [];
  const errors = (details as { errors?: { path?: (string | number)[]; message?: string }[] } | undefined)?.errors;
  for (const error of Array.isArray(errors) ? errors : []) {
    const segments = (error.path ?? []).map(String);
    const name = inputNamed(fields, segments);
    const known = error.message
      ? strapiRuleMessage(error.message, name ? fieldAt(fields, segments) : undefined, segments, words)
      : undefined;
    const message = known ?? (error.message ? error.message.charAt(0).toUpperCase() + error.message.slice(1) : words.t('invalidValue'));
    if (name) fieldErrors[name] ??= message;
    else other.push(message);
  }
  return { fieldErrors, other };
}

/** The schema's defaults, and the entries a component must have (a required single one, a repeatable one's minimum). */
export function defaultValues(fields: FormField[], prefix = ''): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const path = childPath(prefix, field.name);
    const fallback = (field.attribute as { default?: unknown }).default;
    if (fallback !== undefined && fallback !== null && field.kind !== 'component' && field.kind !== 'dynamiczone')
      values[path] = typeof fallback === 'object' ? JSON.stringify(fallback, null, 2) : String(fallback);
    if (field.kind === 'component') {
      const min = field.repeatable
        ? Math.max((field.attribute as { min?: number }).min ?? 0, field.required ? 1 : 0)
        : field.required
          ? 1
          : 0;
      for (let index = 0; index < min; index += 1) {
        const entry = field.repeatable ? `${path}.${index}` : path;
        Object.assign(values, { [childPath(entry, ENTRY)]: '1' }, defaultValues(field.component!.fields, entry));
      }
    }
  }
  return values;
}

/** Renamed from an entry's path when the page was rendered to where it is now. */
export function movedValues<T>(values: Record<string, T>, from: string, to: string): Record<string, T> {
  if (from === to) return values;
  const moved: Record<string, T> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === from || name.startsWith(`${from}.`) || name.startsWith(`${from}__`)) moved[`${to}${name.slice(from.length)}`] = value;
  }
  return moved;
}
