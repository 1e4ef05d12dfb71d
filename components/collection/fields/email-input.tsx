import type { InputProps } from './input-props';
import { PlainInput } from './plain-input';

export function EmailInput(props: InputProps) {
  return <PlainInput {...props} type="email" />;
}
