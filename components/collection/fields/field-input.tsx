import type { ComponentType } from 'react';
import { keepFieldName, type ExistingMedia, type FormValues, type InputKind } from '@/lib/collections/form-fields';
import type { RelationOption } from '../relation-picker';
import { BlocksInput } from './blocks-input';
import { BooleanInput } from './boolean-input';
import { useFormContext } from './form-context';
import { JsonInput } from './json-input';
import { DateInput } from './date-input';
import { EmailInput } from './email-input';
import { EnumerationInput } from './enumeration-input';
import type { InputProps } from './input-props';
import { LongTextInput } from './long-text-input';
import { MediaInput } from './media-input';
import { NumberInput } from './number-input';
import { RelationInput } from './relation-input';
import { TextInput } from './text-input';
import { UidInput } from './uid-input';

interface FieldInputProps extends Omit<InputProps, 'value'> {
  values: FormValues;
  existingMedia: ExistingMedia[];
  relationOptions: RelationOption[];
}

/** The inputs that take the field's own value, by its kind (see inputKind). */
const VALUE_INPUTS: Partial<Record<InputKind, ComponentType<InputProps>>> = {
  text: TextInput,
  email: EmailInput,
  textarea: LongTextInput,
  markdown: LongTextInput,
  integer: NumberInput,
  decimal: NumberInput,
  date: DateInput,
  datetime: DateInput,
  time: DateInput,
  boolean: BooleanInput,
  select: EnumerationInput,
  json: JsonInput,
};

/** The input for a field's kind. */
export function FieldInput({ values, existingMedia, relationOptions, ...props }: FieldInputProps) {
  const { field } = props;
  if (field.attribute.type === 'uid' && field.from) return <UidInput {...props} value={values[field.name]} />;
  const Input = VALUE_INPUTS[field.kind];
  if (Input) return <Input {...props} value={values[field.name]} />;
  switch (field.kind) {
    case 'relation':
    case 'relations':
      return <RelationInput {...props} value={values[field.name]} options={relationOptions} />;
    case 'media':
    case 'medias':
      return <MediaInput {...props} value={values[keepFieldName(field)]} existing={existingMedia} />;
    case 'blocks':
      return <BlocksField {...props} values={values} />;
    default:
      // Components and dynamic zones are laid out by FieldList.
      return null;
  }
}

function BlocksField(props: Omit<InputProps, 'value'> & { values: FormValues }) {
  const { images, imageLibrary, maxUploadBytes } = useFormContext();
  return <BlocksInput {...props} picking={{ images, library: imageLibrary, maxUploadBytes }} />;
}
