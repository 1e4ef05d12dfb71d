'use client';

import { textValue } from '@/lib/collections/form-fields';
import type { InputProps } from './input-props';
import { useFormContext } from './form-context';
import { useSuggestedAddress } from './suggested-address';

/** A uid made from another field: empty, it shows what Strapi will make of that field as the member types it. */
export function UidInput({ id, field, value, describedBy, invalid }: InputProps) {
  const { formId } = useFormContext();
  const { suggested } = useSuggestedAddress(formId, field, textValue(value));
  return (
    <input
      id={id}
      name={field.name}
      type="text"
      defaultValue={textValue(value)}
      placeholder={suggested || field.placeholder}
      autoCapitalize="none"
      spellCheck={false}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  );
}
