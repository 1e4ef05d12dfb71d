import type { InputProps } from './input-props';
import { PlainInput } from './plain-input';

/** Dates, date-times (in the user's local time; the payload converts to UTC) and times of day. */
export function DateInput(props: InputProps) {
  const { kind } = props.field;
  return <PlainInput {...props} type={kind === 'datetime' ? 'datetime-local' : kind === 'time' ? 'time' : 'date'} />;
}
