import { textValue } from '@/lib/collections/form-fields';
import type { InputProps } from './input-props';

/** One `<input>`, uncontrolled, so what the user typed stays in the DOM through a failed save. */
export function PlainInput({ id, field, value, describedBy, invalid, type, step }: InputProps & { type: string; step?: string }) {
  return (
    <input
      id={id}
      name={field.name}
      type={type}
      step={step}
      defaultValue={textValue(value)}
      placeholder={field.placeholder}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  );
}
