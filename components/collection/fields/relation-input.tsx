import { listValues } from '@/lib/collections/form-fields';
import { RelationPicker, type RelationOption } from '../relation-picker';
import type { InputProps } from './input-props';

/** One related entry (manyToOne, oneToOne) or several (the other relations), chosen by documentId. */
export function RelationInput({ id, field, value, describedBy, invalid, options }: InputProps & { options: RelationOption[] }) {
  return (
    <RelationPicker
      id={id}
      name={field.name}
      target={field.target!}
      multiple={field.kind === 'relations'}
      initialOptions={options}
      selected={listValues(value)}
      describedBy={describedBy}
      invalid={invalid}
    />
  );
}
