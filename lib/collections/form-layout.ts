import { localized, type FormFieldWords } from '@/lib/site/site-data';
import type { ContentType } from '../strapi/schema';
import type { FormField } from './form-fields';

// The form's layout for a person: the site folder's sections, else the content manager's edit view, else the schema.

/** One field in its row, `size` twelfths wide from a tablet up. */
export interface FormCell {
  name: string;
  size: number;
}

export interface FormSection {
  legend?: string;
  /** Folded away under its legend (or "More options") until opened, or until a field in it has a problem. */
  advanced: boolean;
  rows: FormCell[][];
}

const FULL = 12;
/** Each field on a row of its own, as the schema lists them. */
const oneByOne = (fields: readonly FormField[]): FormCell[][] => fields.map((field) => [{ name: field.name, size: FULL }]);

/** The form without a layout of its own: one section, each field on its row. */
export const inSchemaOrder = (fields: readonly FormField[]): FormSection[] => [{ advanced: false, rows: oneByOne(fields) }];

/** The sections of the fields the form shows; a field no section names is never left out. */
export function formSections(type: ContentType, fields: readonly FormField[], locale: string): FormSection[] {
  const shown = new Set(fields.map((field) => field.name));
  const placed = new Set<string>();
  const take = (name: string) => shown.has(name) && !placed.has(name) && Boolean(placed.add(name));
  const rest = () => oneByOne(fields.filter((field) => !placed.has(field.name)));

  if (type.form) {
    const sections: FormSection[] = type.form.sections
      .map((section) => ({
        legend: localized(section.legend, locale),
        advanced: Boolean(section.advanced),
        rows: section.fields
          .map((entry) => (typeof entry === 'string' ? [entry] : [...entry]).filter(take))
          .filter((row) => row.length)
          .map((row) => row.map((name) => ({ name, size: Math.floor(FULL / row.length) }))),
      }))
      .filter((section) => section.rows.length);
    const left = rest();
    return left.length ? [...sections, { advanced: true, rows: left }] : sections;
  }
  const rows = (type.editRows ?? [])
    .map((row) => row.filter(([name]) => take(name)).map(([name, size]) => ({ name, size })))
    .filter((row) => row.length);
  return [{ advanced: false, rows: [...rows, ...rest()] }];
}

/** The fields with the site folder's label, hint and placeholder, in the page's locale, over the content manager's. */
export function withFormWords(
  fields: FormField[],
  words: Readonly<Record<string, FormFieldWords>> | undefined,
  locale: string,
): FormField[] {
  if (!words) return fields;
  return fields.map((field) => {
    const own = Object.hasOwn(words, field.name) ? words[field.name] : undefined;
    if (!own) return field;
    const label = localized(own.label, locale);
    const hint = localized(own.hint, locale);
    const placeholder = localized(own.placeholder, locale);
    return { ...field, ...(label && { label }), ...(hint && { hint }), ...(placeholder && { placeholder }) };
  });
}

/** Whether a problem was found in this field or anything inside it (a component's entries). */
export const hasProblemIn = (problems: Readonly<Record<string, string>>, name: string) =>
  Object.keys(problems).some((path) => path === name || path.startsWith(`${name}.`));
