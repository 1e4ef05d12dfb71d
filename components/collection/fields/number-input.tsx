import type { InputProps } from './input-props';
import { PlainInput } from './plain-input';

export function NumberInput(props: InputProps) {
  // Without step="any" a browser would call 2.5 invalid for a decimal field.
  return <PlainInput {...props} type="number" step={props.field.kind === 'decimal' ? 'any' : undefined} />;
}
