import { z } from 'zod';
import { EMAIL_ADDRESS } from '@/lib/forms/email-address';
import { firstIssueByField } from '@/lib/forms/field-errors';
import {
  fileCountFieldName,
  keepFieldName,
  listValues,
  submittedText,
  textValue,
  type FieldErrors,
  type FormField,
  type FormValues,
} from './form-fields';

/**
 * The generated form's rules, built from the Strapi schema (required, minLength/maxLength,
 * min/max, regex, enum, and the format of each type). One schema for the browser, which checks
 * before sending, and the server, which checks again before calling Strapi; Strapi has the last word.
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

function fieldSchema(field: FormField): z.ZodType | undefined {
  switch (field.kind) {
    case 'boolean':
      // Ticked or not, both are answers.
      return undefined;
    case 'relations':
      return z.preprocess(listValues, z.array(z.string()).min(field.required ? 1 : 0, `Choose at least one ${field.label.toLowerCase()}.`));
    case 'media':
    case 'medias':
      // Counted by documentSchema from the kept and the newly chosen files.
      return z.number().min(field.required ? 1 : 0, `${field.label} is required.`);
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

function mediaCount(field: FormField, values: FormValues): number {
  return listValues(values[keepFieldName(field)]).length + (Number(textValue(values[fileCountFieldName(field)])) || 0);
}

/** The schema of the values a generated form submits (names as the inputs post them). */
export function documentSchema(fields: FormField[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = fieldSchema(field);
    if (schema) shape[field.name] = schema;
  }
  const withMediaCounts = (input: unknown) => {
    const values = (input ?? {}) as FormValues;
    const counts = fields
      .filter((field) => field.kind === 'media' || field.kind === 'medias')
      .map((field) => [field.name, mediaCount(field, values)]);
    return { ...values, ...Object.fromEntries(counts) };
  };
  return z.preprocess(withMediaCounts, z.object(shape));
}

/** The problems with the submitted values, one message per field; empty when the form may be sent. */
export function validateDocument(fields: FormField[], values: FormValues): FieldErrors {
  const result = documentSchema(fields).safeParse(values);
  return result.success ? {} : firstIssueByField(result.error.issues);
}
