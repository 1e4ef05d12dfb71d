'use client';

import { childPath } from '@/lib/collections/form-values';
import { ComponentField } from './component-field';
import { describedByOf, DocumentField } from './document-field';
import { DynamicZoneField } from './dynamic-zone-field';
import { FieldInput } from './field-input';
import type { FieldListProps } from './field-scope';
import { useFormContext } from './form-context';

/**
 * The inputs of a list of fields at `prefix` (the document itself, or one entry of a component or a
 * dynamic zone): each input is named by its path, so the same map of values is posted, checked and saved.
 */
export function FieldList({ fields, prefix, values, existingMedia }: FieldListProps) {
  const { formId, errors, relationOptions } = useFormContext();
  return fields.map((field) => {
    const path = childPath(prefix, field.name);
    const nested = { field, path, values, existingMedia, FieldList };
    if (field.kind === 'component') return <ComponentField key={field.name} {...nested} />;
    if (field.kind === 'dynamiczone') return <DynamicZoneField key={field.name} {...nested} />;
    const id = `${formId}-${path}`;
    const error = errors[path];
    const named = { ...field, name: path };
    return (
      <DocumentField key={field.name} id={id} field={named} error={error}>
        <FieldInput
          id={id}
          field={named}
          values={values}
          describedBy={describedByOf(id, named, error)}
          invalid={Boolean(error)}
          existingMedia={existingMedia[path] ?? []}
          relationOptions={(field.target && relationOptions[field.target]) || []}
        />
      </DocumentField>
    );
  });
}
