import { z } from 'zod';
import { EMAIL_ADDRESS } from '@/lib/forms/email-address';
import { safeImageUrl, safeUrl } from '@/lib/content/safe-url';
import { hasContent, type BlockNode, type Blocks } from './blocks-text';
import { listValues, submittedText, type FieldErrors, type FormComponent, type FormField, type FormValues } from './form-fields';
import { COMPONENT, nestValues } from './form-values';
import { countText, type RuleText } from './rule-text';

/**
 * The form's rules from the schema, one for the browser and the server (Strapi has the last word), over the tree
 * nestValues makes: a problem's path, joined with dots, names its input. Field labels stay as Strapi names them.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/i;

type Rules = { minLength?: number; maxLength?: number; regex?: string; min?: number; max?: number; enum?: string[] };

/** Letters as a person counts them: an emoji is one. */
const letters = (value: unknown) => [...String(value)].length;
const parsesAsDate = (value: string) => !Number.isNaN(Date.parse(value));

function compiled(pattern: string | undefined): RegExp | undefined {
  try {
    return pattern ? new RegExp(pattern) : undefined;
  } catch {
    // A pattern this engine cannot compile is left to Strapi.
    return undefined;
  }
}

function wording(field: FormField, words: RuleText) {
  const named = { field: field.label, name: field.label.toLowerCase() };
  return {
    say: (key: string, values: Record<string, string | number> = {}) => words.t(key, { ...named, ...values }),
    count: (key: string, count: number, values: Record<string, string | number> = {}) =>
      countText(words, key, count, { ...named, ...values }),
  };
}

function textSchema(field: FormField, rules: Rules, text: z.ZodString, words: RuleText): z.ZodType<string, string> {
  const { say, count } = wording(field, words);
  const { minLength, maxLength } = rules;
  let schema: z.ZodType<string, string> = text;
  if (minLength !== undefined)
    schema = schema.refine((value) => letters(value) >= minLength, {
      error: (issue) => count('minLength', minLength, { total: letters(issue.input) }),
    });
  if (maxLength !== undefined)
    schema = schema.refine((value) => letters(value) <= maxLength, {
      error: (issue) => count('maxLength', maxLength, { total: letters(issue.input) }),
    });
  if (field.kind === 'email') schema = schema.refine((value) => EMAIL_ADDRESS.test(value), say('email'));
  const pattern = compiled(rules.regex);
  if (pattern) schema = schema.refine((value) => pattern.test(value), say('format'));
  return schema;
}

function numberSchema(field: FormField, rules: Rules, text: z.ZodString, words: RuleText): z.ZodType<number, string> {
  const { say } = wording(field, words);
  let number = z.coerce.number<string>({ error: say('number') });
  if (field.kind === 'integer') number = number.refine(Number.isInteger, say('integer'));
  if (rules.min !== undefined) number = number.min(rules.min, say('min', { count: rules.min }));
  if (rules.max !== undefined) number = number.max(rules.max, say('max', { count: rules.max }));
  return text.pipe(number);
}

function valueSchema(field: FormField, words: RuleText): z.ZodType<unknown, string> {
  const { say } = wording(field, words);
  const rules = field.attribute as Rules;
  const required = say('required');
  const text = z.string({ error: required });
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return numberSchema(field, rules, text, words);
    case 'date':
      return text.regex(DATE, say('date')).refine(parsesAsDate, say('date'));
    case 'datetime':
      return text.regex(DATETIME_LOCAL, say('datetime')).refine(parsesAsDate, say('datetime'));
    case 'time':
      return text.regex(TIME, say('time'));
    case 'select':
      return z.enum(rules.enum ?? [], {
        error: (issue) => (issue.input === undefined ? required : say('select')),
      });
    case 'relation':
      return text.regex(DOCUMENT_ID, say('relation'));
    default:
      return textSchema(field, rules, text, words);
  }
}

/** The app's own rules for addresses hold inside Blocks too. */
function unsafeAddress(blocks: Blocks): string | undefined {
  const walk = (node: BlockNode): string | undefined => {
    if (node.type === 'link' && !safeUrl(node.url)) return String(node.url ?? '');
    if (node.type === 'image') {
      const url = (node.image as { url?: unknown } | undefined)?.url;
      if (!safeImageUrl(url)) return String(url ?? '');
    }
    for (const child of node.children ?? []) {
      const found = walk(child);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  for (const node of blocks) {
    const found = walk(node);
    if (found !== undefined) return found;
  }
  return undefined;
}

function blocksSchema(field: FormField, words: RuleText): z.ZodType {
  const { say } = wording(field, words);
  return z
    .custom<Blocks>((value) => value !== undefined, say('blocksUnreadable'))
    .superRefine((blocks, context) => {
      if (field.required && !hasContent(blocks)) context.addIssue({ code: 'custom', message: say('required') });
      const unsafe = unsafeAddress(blocks);
      if (unsafe !== undefined) context.addIssue({ code: 'custom', message: say('unsafeLink', { name: unsafe }) });
    });
}

function jsonSchema(field: FormField, words: RuleText): z.ZodType {
  const { say } = wording(field, words);
  return z.unknown().superRefine((raw, context) => {
    const text = submittedText(field, raw as string | string[] | undefined);
    if (text.trim() === '') {
      if (field.required) context.addIssue({ code: 'custom', message: say('required') });
      return;
    }
    try {
      JSON.parse(text);
    } catch (error) {
      context.addIssue({ code: 'custom', message: say('invalidJson', { name: (error as Error).message }) });
    }
  });
}

function countSchema<T extends z.ZodType>(field: FormField, entry: T, words: RuleText) {
  const { count } = wording(field, words);
  const attribute = field.attribute as { min?: number; max?: number };
  const min = Math.max(attribute.min ?? 0, field.required ? 1 : 0);
  const kind = field.kind === 'dynamiczone' ? 'Components' : 'Entries';
  let list = z.array(entry);
  if (min > 0) list = list.min(min, count(`min${kind}`, min));
  if (attribute.max !== undefined) list = list.max(attribute.max, count(`max${kind}`, attribute.max));
  return list;
}

function componentSchema(component: FormComponent, words: RuleText) {
  return objectSchema(component.fields, words);
}

function dynamicZoneSchema(field: FormField, words: RuleText) {
  const components = field.components ?? [];
  const entry = z.unknown().superRefine((value, context) => {
    const uid = (value as Record<string, unknown>)[COMPONENT];
    const component = components.find((candidate) => candidate.uid === uid);
    if (!component) {
      context.addIssue({ code: 'custom', message: wording(field, words).say('unknownComponent') });
      return;
    }
    const result = componentSchema(component, words).safeParse(value);
    if (!result.success) for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom', path: issue.path } as never);
  });
  return countSchema(field, entry, words);
}

function fieldSchema(field: FormField, words: RuleText): z.ZodType | undefined {
  const { say } = wording(field, words);
  switch (field.kind) {
    case 'boolean':
      // Ticked or not, both are answers.
      return undefined;
    case 'relations':
      return z.preprocess(listValues, z.array(z.string()).min(field.required ? 1 : 0, say('relations')));
    case 'media':
    case 'medias':
      return z.number().min(field.required ? 1 : 0, say('required'));
    case 'blocks':
      return blocksSchema(field, words);
    case 'json':
      return jsonSchema(field, words);
    case 'component': {
      const entry = componentSchema(field.component!, words);
      if (field.repeatable) return countSchema(field, entry, words);
      return field.required ? entry.nullable().refine((value) => value !== null, say('required')) : entry.nullable();
    }
    case 'dynamiczone':
      return dynamicZoneSchema(field, words);
    default: {
      const value = valueSchema(field, words);
      // A blank value is a missing one.
      const blankIsMissing = (raw: unknown) => {
        const text = submittedText(field, raw as string | string[] | undefined);
        return text.trim() ? text : undefined;
      };
      return z.preprocess(blankIsMissing, field.required ? value : value.optional());
    }
  }
}

function objectSchema(fields: FormField[], words: RuleText): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = fieldSchema(field, words);
    if (schema) shape[field.name] = schema;
  }
  return z.object(shape);
}

export function documentSchema(fields: FormField[], words: RuleText) {
  return z.preprocess((input) => nestValues(fields, (input ?? {}) as FormValues), objectSchema(fields, words));
}

export function validateDocument(fields: FormField[], values: FormValues, words: RuleText): FieldErrors {
  const result = documentSchema(fields, words).safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    if (name) errors[name] ??= issue.message;
  }
  return errors;
}
