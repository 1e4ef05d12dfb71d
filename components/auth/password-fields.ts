import type { AuthField } from './auth-form';

export interface PasswordFieldText {
  newPassword: string;
  confirmNewPassword: string;
  /** "At least {count} characters." already filled in. */
  hint: string;
}

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
