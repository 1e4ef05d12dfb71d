import { keepFieldName, type ExistingMedia, type FormValues } from '@/lib/collections/form-fields';
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

interface FieldInputProps extends Omit<InputProps, 'value'> {
  values: FormValues;
  existingMedia: ExistingMedia[];
  relationOptions: RelationOption[];
}

/** The input for a field's kind (see inputKind). */
export function FieldInput({ values, existingMedia, relationOptions, ...props }: FieldInputProps) {
  const { field } = props;
  const value = values[field.name];
  switch (field.kind) {
    case 'text':
      return <TextInput {...props} value={value} />;
    case 'email':
      return <EmailInput {...props} value={value} />;
    case 'textarea':
    case 'markdown':
      return <LongTextInput {...props} value={value} />;
    case 'integer':
    case 'decimal':
      return <NumberInput {...props} value={value} />;
    case 'date':
    case 'datetime':
    case 'time':
      return <DateInput {...props} value={value} />;
    case 'boolean':
      return <BooleanInput {...props} value={value} />;
    case 'select':
      return <EnumerationInput {...props} value={value} />;
    case 'relation':
    case 'relations':
      return <RelationInput {...props} value={value} options={relationOptions} />;
    case 'media':
    case 'medias':
      return <MediaInput {...props} value={values[keepFieldName(field)]} existing={existingMedia} />;
    case 'json':
      return <JsonInput {...props} value={value} />;
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
