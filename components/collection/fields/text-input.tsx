import type { InputProps } from './input-props';
import { PlainInput } from './plain-input';

export function TextInput(props: InputProps) {
  return <PlainInput {...props} type="text" />;
}
