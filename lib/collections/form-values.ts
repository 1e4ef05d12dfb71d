import { resolveBlocks, type Blocks } from './blocks-text';
import {
  blocksFieldName,
  fileCountFieldName,
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
 * The form's value model. Every input is named by its path in the document: `title`,
 * `seo.metaTitle` (a single component), `stops.1.label` (an entry of a repeatable component),
 * `sections.0.__component` (which component a dynamic zone's entry is). The values are kept flat,
 * by those names, exactly as a browser posts them, so a form posted without JavaScript, the
 * browser's checks and the server read the same map. An entry exists when its marker is posted:
 * `{path}.__entry` for components, `{path}.__component` for dynamic zones. Pure.
 */
export const ENTRY = '__entry';
export const COMPONENT = '__component';

export const childPath = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/**
 * A name no input of a generated form has and that would reach an object's prototype when read as a
 * key (`__proto__`, `constructor`, `prototype`, as the name or one of its path's segments).
 */
const UNSAFE_SEGMENT = /(^|[.])(__proto__|constructor|prototype)($|[.]|__)/;

/**
 * Every string a form posted, by name (several under one name as a list); chosen files counted into
 * `{name}__files`. Names that could reach a prototype are dropped; anything else posted that names no
 * field is kept here but never read: the payload and the rules read the schema's fields only.
 */
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

/** The paths of a component field's entries present in the values, in order (single: the field's own path). */
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

/** The component a dynamic zone's entry at `path` is, from its posted marker. */
export function entryComponent(field: FormField, values: FormValues, path: string): FormComponent | undefined {
  const uid = textValue(values[childPath(path, COMPONENT)]);
  return field.components?.find((component) => component.uid === uid);
}

/** How many files a media field at `path` will hold: those kept and those chosen. */
export function mediaCount(values: FormValues, path: string): number {
  return listValues(values[keepFieldName({ name: path })]).length + (Number(textValue(values[fileCountFieldName({ name: path })])) || 0);
}

/** A Blocks field's value at `path`: the editor's JSON, or the textarea's text as Blocks; undefined when the JSON is not Blocks. */
export function blocksAt(values: FormValues, path: string): Blocks | undefined {
  const text = values[path];
  return resolveBlocks(text === undefined ? undefined : textValue(text), textValue(values[blocksFieldName({ name: path })]) || undefined);
}

/**
 * The values as a tree, for the rules (form-schema.ts): each field's posted value (text, or a list),
 * media as the number of files, Blocks resolved, components as objects or lists of them, dynamic
 * zones as lists of objects with their `__component`.
 */
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

/**
 * Strapi's {data} for the submitted values. `uploaded` holds the ids of files uploaded for this
 * submission, by the path of their field. Empty optional values become null, so clearing a field
 * clears it. Components are sent whole, without ids: Strapi replaces the stored ones, in the order sent.
 */
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

/**
 * The field a path names (`stops.1.label`, `sections.0.heading`), walking components and dynamic
 * zones; undefined when it names none. In a dynamic zone any allowed component's field is accepted.
 */
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

/**
 * The input a Strapi error path names: the path itself, or, for a path inside a Blocks or JSON value
 * (`body.1.image.hash`), that field's own input; undefined when it names none.
 */
function inputNamed(fields: FormField[], segments: string[]): string | undefined {
  if (!segments.length) return undefined;
  if (fieldAt(fields, segments)) return segments.join('.');
  for (let end = segments.length - 1; end > 0; end -= 1) {
    const field = fieldAt(fields, segments.slice(0, end));
    if (field?.kind === 'blocks' || field?.kind === 'json') return segments.slice(0, end).join('.');
  }
  return undefined;
}

/**
 * Strapi's own rules, as its validator words them (yup's "{attribute} must be at most 5
 * characters", Strapi's "This attribute must be unique", cms/'s "{attribute} must not be empty"),
 * in the visitor's language with the field's label. A message the app does not know stays as
 * Strapi wrote it.
 */
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

/**
 * Strapi's ValidationError details ({errors:[{path, message}]}) onto the form's inputs, nested
 * paths included (`sections.1.heading`; a problem inside a Blocks or JSON value lands on its field);
 * anything that names no field of the form is returned as a general message. Strapi's known rules
 * are worded in the visitor's language (`words`).
 */
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

/**
 * The values a new entry starts with at `prefix`: the schema's defaults, and the entries a component
 * must have (a required single one, a repeatable one's minimum), nested.
 */
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

/** The values under `from` (an entry's path when the page was rendered), renamed to sit under `to` (where it is now). */
export function movedValues<T>(values: Record<string, T>, from: string, to: string): Record<string, T> {
  if (from === to) return values;
  const moved: Record<string, T> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === from || name.startsWith(`${from}.`) || name.startsWith(`${from}__`)) moved[`${to}${name.slice(from.length)}`] = value;
  }
  return moved;
}
