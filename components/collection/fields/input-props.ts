import type { FormField } from '@/lib/collections/form-fields';

/** What every field input gets from the form: its id (the label's target), the field, and what to show. */
export interface InputProps {
  id: string;
  field: FormField;
  value: string | string[] | undefined;
  /** The id of the field's error message, while there is one. */
  describedBy?: string;
  invalid: boolean;
}
