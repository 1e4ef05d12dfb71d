import type { ReactNode } from 'react';
import type { FormField } from '@/lib/collections/form-fields';
import type { Translate } from '@/lib/i18n/interpolate';
import { useUiText } from '@/components/ui/ui-text';

/** What the schema says about a field that helps before anything is typed: a key of the catalogs' "DocumentForm", with its values. */
function ruleHint(field: FormField): [string, Record<string, string | number>] | undefined {
  const attribute = field.attribute as { maxLength?: number; min?: number };
  if (field.source) return ['uidHint', { name: field.source }];
  if (attribute.maxLength) return ['maxLengthHint', { count: attribute.maxLength }];
  if (attribute.min !== undefined) return ['minHint', { count: attribute.min }];
  return undefined;
}

/** A label as the form shows it: Strapi's, and "(optional)" in the page's language when the field may be left empty. */
export function fieldLabel(t: Translate, label: string, required: boolean): string {
  return required ? label : t('optional', { field: label });
}

/**
 * One field of the generated form: label (optional ones say so), hint, input and its error. The
 * input names `${id}-hint` and `${id}-error` in its aria-describedby (see describedByOf).
 */
export function DocumentField({ id, field, error, children }: { id: string; field: FormField; error?: string; children: ReactNode }) {
  const t = useUiText('DocumentForm');
  const hint = fieldHint(t, field);
  return (
    <div className={`field field-${field.kind}`}>
      <label id={`${id}-label`} htmlFor={id}>
        {fieldLabel(t, field.label, field.required)}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The words editors or the site wrote for the field, then what its rules say. */
function fieldHint(t: Translate, field: FormField): string {
  const rule = ruleHint(field);
  return [field.hint, rule && t(...rule)].filter(Boolean).join(' ');
}

/** The ids of what describes a field's input: its hint and its error, when it has them. */
export function describedByOf(id: string, field: FormField, error?: string): string | undefined {
  return [field.hint || ruleHint(field) ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}
