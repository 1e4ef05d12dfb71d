import { textValue } from '@/lib/collections/form-fields';
import { MarkdownEditor } from '../markdown-editor';
import type { InputProps } from './input-props';

/** Plain long text in a textarea; rich text (markdown) in the editor with a preview. */
export function LongTextInput({ id, field, value, describedBy, invalid }: InputProps) {
  if (field.kind === 'markdown')
    return (
      <MarkdownEditor
        id={id}
        name={field.name}
        defaultValue={textValue(value)}
        describedBy={describedBy}
        invalid={invalid}
        placeholder={field.placeholder}
      />
    );
  return (
    <textarea
      id={id}
      name={field.name}
      rows={4}
      defaultValue={textValue(value)}
      placeholder={field.placeholder}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    />
  );
}
