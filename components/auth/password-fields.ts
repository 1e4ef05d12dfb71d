import type { AuthField } from './auth-form';

/** The field where a new password is chosen, with the configured minimum in its hint. */
export function newPasswordField(minLength: number, label = 'New password'): AuthField {
  return { name: 'password', label, type: 'password', autoComplete: 'new-password', hint: `At least ${minLength} characters.` };
}

/** A new password and its confirmation (reset and change password). */
export function newPasswordFields(minLength: number): AuthField[] {
  return [
    newPasswordField(minLength),
    { name: 'passwordConfirmation', label: 'Confirm new password', type: 'password', autoComplete: 'new-password' },
  ];
}
