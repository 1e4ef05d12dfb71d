import { textValue } from '@/lib/collections/form-fields';
import type { InputProps } from './input-props';

/** A checkbox: "on" when posted by a browser, "true" when it comes from the stored document. */
export function BooleanInput({ id, field, value, describedBy }: InputProps) {
  const checked = textValue(value) === 'true' || textValue(value) === 'on';
  return <input id={id} name={field.name} type="checkbox" defaultChecked={checked} aria-describedby={describedBy} />;
}
