import { textValue } from '@/lib/collections/form-fields';
import type { InputProps } from './input-props';
import { useUiText } from '@/components/ui/ui-text';

export function EnumerationInput({ id, field, value, describedBy, invalid }: InputProps) {
  const t = useUiText('DocumentForm');
  const options = field.attribute.type === 'enumeration' ? field.attribute.enum : [];
  return (
    <select id={id} name={field.name} defaultValue={textValue(value)} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <option value="">{field.required ? t('choose') : t('none')}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
