import type { FieldErrors } from './field-errors';

/** What every account form's answer carries: each field's error, and the refusal's message. */
export interface FormState {
  fieldErrors: FieldErrors;
  message?: string;
}
