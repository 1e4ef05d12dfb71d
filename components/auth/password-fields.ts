import type { AuthField } from './auth-form';

/** The words these fields need, from the page's catalog ("Auth" namespace). */
export interface PasswordFieldText {
  newPassword: string;
  confirmNewPassword: string;
  /** "At least {count} characters." already filled in. */
  hint: string;
}

/** The field where a new password is chosen, with the configured minimum in its hint. */
export function newPasswordField(text: PasswordFieldText, label = text.newPassword): AuthField {
  return { name: 'password', label, type: 'password', autoComplete: 'new-password', hint: text.hint };
}

/** A new password and its confirmation (reset and change password). */
export function newPasswordFields(text: PasswordFieldText): AuthField[] {
  return [
    newPasswordField(text),
    { name: 'passwordConfirmation', label: text.confirmNewPassword, type: 'password', autoComplete: 'new-password' },
  ];
}
