import type { ReactNode } from 'react';
import type { FormField } from '@/lib/collections/form-fields';

/** What the schema says about a field that helps before anything is typed. */
export function fieldHint(field: FormField): string | undefined {
  const attribute = field.attribute as { maxLength?: number; min?: number; targetField?: string };
  if (field.attribute.type === 'uid' && attribute.targetField) return `Leave empty to make one from the ${attribute.targetField}.`;
  if (attribute.maxLength) return `Up to ${attribute.maxLength} characters.`;
  if (attribute.min !== undefined) return `At least ${attribute.min}.`;
  return undefined;
}

/**
 * One field of the generated form: label (optional ones say so), hint, input and its error. The
 * input names `${id}-hint` and `${id}-error` in its aria-describedby (see describedByOf).
 */
export function DocumentField({ id, field, error, children }: { id: string; field: FormField; error?: string; children: ReactNode }) {
  const hint = fieldHint(field);
  return (
    <div className={`field field-${field.kind}`}>
      <label id={`${id}-label`} htmlFor={id}>{`${field.label}${field.required ? '' : ' (optional)'}`}</label>
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

/** The ids of what describes a field's input: its hint and its error, when it has them. */
export function describedByOf(id: string, field: FormField, error?: string): string | undefined {
  return [fieldHint(field) ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}
