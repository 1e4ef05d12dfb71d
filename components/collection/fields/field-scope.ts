import type { ComponentType } from 'react';
import type { ExistingMedia, FormField, FormValues } from '@/lib/collections/form-fields';

export interface ScopeProps {
  /** Values and attached files by input name, already under this scope's current path. */
  values: FormValues;
  existingMedia: Record<string, ExistingMedia[]>;
}

/** The inputs of a list of fields at `prefix`: the document itself, or one entry of a component or a dynamic zone. */
export type FieldListProps = ScopeProps & { fields: FormField[]; prefix: string };

/**
 * A component or dynamic zone field, with the FieldList that renders it: its entries hold fields of their
 * own, nested to any depth, so FieldList is handed down rather than imported back.
 */
export type NestedFieldProps = ScopeProps & { field: FormField; path: string; FieldList: ComponentType<FieldListProps> };
