import { z } from 'zod';
import { EMAIL_ADDRESS } from '@/lib/forms/email-address';
import { firstIssueByField, type FieldErrors } from '@/lib/forms/field-errors';
import { translator, type Translate } from '@/lib/i18n/interpolate';
import en from '@/messages/en.json';
import { DEFAULT_PASSWORD_MIN_LENGTH, PASSWORD_MAX_BYTES } from './password-policy';

export { DEFAULT_PASSWORD_MIN_LENGTH, PASSWORD_MAX_BYTES };

// Checked the same in the browser and on the server; messages are keys of "Validation", worded by the caller's `t`.
export const USERNAME_MIN_LENGTH = 3;

export type AuthAction =
  'login' | 'second-factor' | 'register' | 'forgot-password' | 'reset-password' | 'change-password' | 'send-email-confirmation' | 'logout';
export const AUTH_ACTIONS: readonly AuthAction[] = [
  'login',
  'second-factor',
  'register',
  'forgot-password',
  'reset-password',
  'change-password',
  'send-email-confirmation',
  'logout',
];

export type { FieldErrors };
export type FormValues = Record<string, string>;

/** No rule aborts (zod would skip the cross-field checks); rules go in the order a person should fix them. */
const filled = (message: string, { trimmed = false } = {}) => {
  const text = z.string({ error: message });
  return (trimmed ? text.trim() : text).min(1, message);
};

const email = filled('enterEmail', { trimmed: true }).regex(EMAIL_ADDRESS, 'emailFormat');

const password = (minLength: number) =>
  filled('enterPassword')
    .refine((value) => [...value].length >= minLength, `minLength:${minLength}`)
    .refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES, `maxBytes:${PASSWORD_MAX_BYTES}`);

type PasswordPair = { password?: unknown; passwordConfirmation?: unknown };

/** Checked even when another field failed, so every problem shows at once. */
const confirmation = {
  path: ['passwordConfirmation'],
  error: 'passwordMismatch',
  when: () => true,
};
const confirmed = (values: PasswordPair) => values.passwordConfirmation === values.password;
const newPassword = (minLength: number) => ({ password: password(minLength), passwordConfirmation: z.string().optional() });

function authSchema(action: AuthAction, minLength: number) {
  switch (action) {
    case 'login':
      return z.object({ identifier: filled('enterIdentifier', { trimmed: true }), password: filled('enterYourPassword') });
    case 'second-factor':
      return z.object({ code: filled('enterCode', { trimmed: true }) });
    case 'register':
      return z.object({
        username: filled('chooseUsername', { trimmed: true }).min(USERNAME_MIN_LENGTH, `minLength:${USERNAME_MIN_LENGTH}`),
        email,
        password: password(minLength),
      });
    case 'forgot-password':
    case 'send-email-confirmation':
      return z.object({ email });
    case 'reset-password':
      return z.object({ code: filled('resetCodeMissing'), ...newPassword(minLength) }).refine(confirmed, confirmation);
    case 'change-password':
      return z
        .object({ currentPassword: filled('enterCurrentPassword'), ...newPassword(minLength) })
        .refine(
          (values: { password?: unknown; currentPassword?: unknown }) => !values.password || values.password !== values.currentPassword,
          {
            path: ['password'],
            error: 'samePassword',
            when: () => true,
          },
        )
        .refine(confirmed, confirmation);
    case 'logout':
      return z.object({});
  }
}

/** One message per field; the server's minimum is its setting (server-rules). */
export function validateAuthForm(
  action: AuthAction,
  values: FormValues,
  options: { passwordMinLength?: number; t?: Translate } = {},
): FieldErrors {
  const result = authSchema(action, options.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH).safeParse(values);
  if (result.success) return {};
  const t = options.t ?? englishValidation;
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(firstIssueByField(result.error.issues))) {
    const [name, count] = String(key).split(':');
    errors[field] = t(name!, count === undefined ? undefined : { count: Number(count) });
  }
  return errors;
}

const englishValidation = translator(en.Validation, 'Validation');
