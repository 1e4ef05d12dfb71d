import { textValue } from '@/lib/collections/form-fields';
import type { InputProps } from './input-props';

export function EnumerationInput({ id, field, value, describedBy, invalid }: InputProps) {
  const options = field.attribute.type === 'enumeration' ? field.attribute.enum : [];
  return (
    <select id={id} name={field.name} defaultValue={textValue(value)} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <option value="">{field.required ? 'Choose…' : 'None'}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
