import { z } from 'zod';
import { EMAIL_ADDRESS } from '@/lib/forms/email-address';
import { firstIssueByField } from '@/lib/forms/field-errors';
import { translator, type Translate } from '@/lib/i18n/interpolate';
import en from '@/messages/en.json';
import { DEFAULT_PASSWORD_MIN_LENGTH, PASSWORD_MAX_BYTES } from './password-policy';

export { DEFAULT_PASSWORD_MIN_LENGTH, PASSWORD_MAX_BYTES };

/**
 * What each account form needs, checked the same way in the browser (before sending) and on the
 * server (before calling Strapi). Mirrors Strapi's own rules plus Portico's password policy.
 * Messages are keys of the catalogs' "Validation" namespace, worded by the caller's `t` (English
 * when none is given).
 */
export const USERNAME_MIN_LENGTH = 3;

/**
 * The shortest password Strapi accepts: the same PASSWORD_MIN_LENGTH variable cms/config/plugins.js
 * reads. Server-side only (the browser has no such variable): pages pass the value to their forms.
 */
export function passwordMinLength(env: Record<string, string | undefined> = process.env): number {
  const configured = Number.parseInt(env.PASSWORD_MIN_LENGTH ?? '', 10);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_PASSWORD_MIN_LENGTH;
}

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

export type FieldErrors = Partial<Record<string, string>>;
export type FormValues = Record<string, string>;

/**
 * Present and not empty; `trimmed` when spaces alone do not count. No rule aborts (zod would then
 * skip the cross-field checks); a field shows its first problem, so rules go in the order to fix them.
 */
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

/** Checked even when another field failed (zod would skip it), so every problem shows at once. */
const confirmation = {
  path: ['passwordConfirmation'],
  error: 'passwordMismatch',
  when: () => true,
};
const confirmed = (values: PasswordPair) => values.passwordConfirmation === values.password;

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
      return z
        .object({
          code: filled('resetCodeMissing'),
          password: password(minLength),
          passwordConfirmation: z.string().optional(),
        })
        .refine(confirmed, confirmation);
    case 'change-password':
      return z
        .object({
          currentPassword: filled('enterCurrentPassword'),
          password: password(minLength),
          passwordConfirmation: z.string().optional(),
        })
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

/**
 * The problems with an account form, one message per field. `passwordMinLength` is given by the
 * browser (from its page); the server reads the environment.
 */
export function validateAuthForm(
  action: AuthAction,
  values: FormValues,
  options: { passwordMinLength?: number; t?: Translate } = {},
): FieldErrors {
  const result = authSchema(action, options.passwordMinLength ?? passwordMinLength()).safeParse(values);
  if (result.success) return {};
  const t = options.t ?? englishValidation;
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(firstIssueByField(result.error.issues))) {
    // A key with its number: "minLength:8".
    const [name, count] = String(key).split(':');
    errors[field] = t(name!, count === undefined ? undefined : { count: Number(count) });
  }
  return errors;
}

const englishValidation = translator(en.Validation, 'Validation');
