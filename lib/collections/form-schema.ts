import { z } from 'zod';
import { EMAIL_ADDRESS } from '@/lib/forms/email-address';
import { safeImageUrl, safeUrl } from '@/lib/content/safe-url';
import { hasContent, type BlockNode, type Blocks } from './blocks-text';
import { listValues, submittedText, type FieldErrors, type FormComponent, type FormField, type FormValues } from './form-fields';
import { COMPONENT, nestValues } from './form-values';

/**
 * The generated form's rules, built from the Strapi schema (required, minLength/maxLength,
 * min/max, regex, enum, component counts, JSON and Blocks, and the format of each type), nested
 * as the document is. One schema for the browser, which checks before sending, and the server,
 * which checks again before calling Strapi; Strapi has the last word. It checks the tree of values
 * nestValues makes (form-values.ts); a problem's path, joined with dots, is the name of its input.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/i;

type Rules = { minLength?: number; maxLength?: number; regex?: string; min?: number; max?: number; enum?: string[] };

/** Letters as a person counts them: an emoji is one, not two UTF-16 units. */
const letters = (value: unknown) => [...String(value)].length;
const parsesAsDate = (value: string) => !Number.isNaN(Date.parse(value));

function compiled(pattern: string | undefined): RegExp | undefined {
  try {
    return pattern ? new RegExp(pattern) : undefined;
  } catch {
    // A pattern this JavaScript engine cannot compile is left to Strapi.
    return undefined;
  }
}

function textSchema(field: FormField, rules: Rules, text: z.ZodString): z.ZodType<string, string> {
  const { label } = field;
  const { minLength, maxLength } = rules;
  let schema: z.ZodType<string, string> = text;
  if (minLength !== undefined)
    schema = schema.refine((value) => letters(value) >= minLength, {
      error: (issue) => `${label} needs at least ${minLength} characters (now ${letters(issue.input)}).`,
    });
  if (maxLength !== undefined)
    schema = schema.refine((value) => letters(value) <= maxLength, {
      error: (issue) => `${label} can have at most ${maxLength} characters (now ${letters(issue.input)}).`,
    });
  if (field.kind === 'email')
    schema = schema.refine((value) => EMAIL_ADDRESS.test(value), `${label} must be an email address like name@example.com.`);
  const pattern = compiled(rules.regex);
  if (pattern) schema = schema.refine((value) => pattern.test(value), `${label} is not in the expected format.`);
  return schema;
}

function numberSchema(field: FormField, rules: Rules, text: z.ZodString): z.ZodType<number, string> {
  const { label } = field;
  let number = z.coerce.number<string>({ error: `${label} must be a number.` });
  if (field.kind === 'integer') number = number.refine(Number.isInteger, `${label} must be a whole number.`);
  if (rules.min !== undefined) number = number.min(rules.min, `${label} must be at least ${rules.min}.`);
  if (rules.max !== undefined) number = number.max(rules.max, `${label} must be at most ${rules.max}.`);
  return text.pipe(number);
}

/** The rule for one non-empty value of a single-value field. */
function valueSchema(field: FormField): z.ZodType<unknown, string> {
  const { label } = field;
  const rules = field.attribute as Rules;
  const required = `${label} is required.`;
  const text = z.string({ error: required });
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return numberSchema(field, rules, text);
    case 'date':
      return text.regex(DATE, `${label} must be a date (YYYY-MM-DD).`).refine(parsesAsDate, `${label} must be a date (YYYY-MM-DD).`);
    case 'datetime':
      return text.regex(DATETIME_LOCAL, `${label} must be a date and time.`).refine(parsesAsDate, `${label} must be a date and time.`);
    case 'time':
      return text.regex(TIME, `${label} must be a time (HH:MM).`);
    case 'select':
      return z.enum(rules.enum ?? [], {
        error: (issue) => (issue.input === undefined ? required : `Choose one of the listed ${label.toLowerCase()} values.`),
      });
    case 'relation':
      return text.regex(DOCUMENT_ID, `Choose a ${label.toLowerCase()} from the list.`);
    default:
      return textSchema(field, rules, text);
  }
}

/** The links and images of Blocks follow the app's URL rules (lib/content/safe-url). */
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

function blocksSchema(field: FormField): z.ZodType {
  const { label } = field;
  return z
    .custom<Blocks>((value) => value !== undefined, `${label} could not be read. Write it again, or reload the page.`)
    .superRefine((blocks, context) => {
      if (field.required && !hasContent(blocks)) context.addIssue({ code: 'custom', message: `${label} is required.` });
      const unsafe = unsafeAddress(blocks);
      if (unsafe !== undefined)
        context.addIssue({
          code: 'custom',
          message: `${label} has a link this site does not allow (${unsafe}). Use http(s), mailto or a path.`,
        });
    });
}

function jsonSchema(field: FormField): z.ZodType {
  const { label } = field;
  return z.unknown().superRefine((raw, context) => {
    const text = submittedText(field, raw as string | string[] | undefined);
    if (text.trim() === '') {
      if (field.required) context.addIssue({ code: 'custom', message: `${label} is required.` });
      return;
    }
    try {
      JSON.parse(text);
    } catch (error) {
      context.addIssue({ code: 'custom', message: `${label} is not valid JSON: ${(error as Error).message}` });
    }
  });
}

/** The count rule of a repeatable component or a dynamic zone (the schema's min and max, and required). */
function countSchema<T extends z.ZodType>(field: FormField, entry: T) {
  const attribute = field.attribute as { min?: number; max?: number };
  const min = Math.max(attribute.min ?? 0, field.required ? 1 : 0);
  const noun = field.kind === 'dynamiczone' ? 'component' : 'entry';
  const plural = field.kind === 'dynamiczone' ? 'components' : 'entries';
  let list = z.array(entry);
  if (min > 0) list = list.min(min, `${field.label} needs at least ${min} ${min === 1 ? noun : plural}.`);
  if (attribute.max !== undefined)
    list = list.max(attribute.max, `${field.label} can have at most ${attribute.max} ${attribute.max === 1 ? noun : plural}.`);
  return list;
}

function componentSchema(component: FormComponent) {
  return objectSchema(component.fields);
}

function dynamicZoneSchema(field: FormField) {
  const components = field.components ?? [];
  const entry = z.unknown().superRefine((value, context) => {
    const uid = (value as Record<string, unknown>)[COMPONENT];
    const component = components.find((candidate) => candidate.uid === uid);
    if (!component) {
      context.addIssue({ code: 'custom', message: `Choose one of the components ${field.label} allows.` });
      return;
    }
    const result = componentSchema(component).safeParse(value);
    if (!result.success) for (const issue of result.error.issues) context.addIssue({ ...issue, code: 'custom', path: issue.path } as never);
  });
  return countSchema(field, entry);
}

function fieldSchema(field: FormField): z.ZodType | undefined {
  switch (field.kind) {
    case 'boolean':
      // Ticked or not, both are answers.
      return undefined;
    case 'relations':
      return z.preprocess(listValues, z.array(z.string()).min(field.required ? 1 : 0, `Choose at least one ${field.label.toLowerCase()}.`));
    case 'media':
    case 'medias':
      // Counted by nestValues from the kept and the newly chosen files.
      return z.number().min(field.required ? 1 : 0, `${field.label} is required.`);
    case 'blocks':
      return blocksSchema(field);
    case 'json':
      return jsonSchema(field);
    case 'component': {
      const entry = componentSchema(field.component!);
      if (field.repeatable) return countSchema(field, entry);
      return field.required ? entry.nullable().refine((value) => value !== null, `${field.label} is required.`) : entry.nullable();
    }
    case 'dynamiczone':
      return dynamicZoneSchema(field);
    default: {
      const value = valueSchema(field);
      // A blank value is a missing one: "required" for required fields, nothing to check otherwise.
      const blankIsMissing = (raw: unknown) => {
        const text = submittedText(field, raw as string | string[] | undefined);
        return text.trim() ? text : undefined;
      };
      return z.preprocess(blankIsMissing, field.required ? value : value.optional());
    }
  }
}

function objectSchema(fields: FormField[]): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = fieldSchema(field);
    if (schema) shape[field.name] = schema;
  }
  return z.object(shape);
}

/** The schema of the values a generated form submits (the flat map, by input name; nested before it is checked). */
export function documentSchema(fields: FormField[]) {
  return z.preprocess((input) => nestValues(fields, (input ?? {}) as FormValues), objectSchema(fields));
}

/** The problems with the submitted values, one message per input (named by its path); empty when the form may be sent. */
export function validateDocument(fields: FormField[], values: FormValues): FieldErrors {
  const result = documentSchema(fields).safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.map(String).join('.');
    if (name) errors[name] ??= issue.message;
  }
  return errors;
}
