import { isStrapiError } from '../strapi/errors';
import en from '@/messages/en.json';
import type { Translate } from '../i18n/interpolate';
import type { FieldErrors } from './rules';

/** Codes travel in URLs (forms without JavaScript): only these known messages are ever shown, no text from a query. */
export const AUTH_ERROR_MESSAGES = en.AuthErrors;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && Object.hasOwn(AUTH_ERROR_MESSAGES, value);
}

export interface DescribedError {
  code: AuthErrorCode;
  message: string;
  fieldErrors: FieldErrors;
  status: number;
}

const BY_STRAPI_MESSAGE: Record<string, { code: AuthErrorCode; field?: string }> = {
  'Invalid identifier or password': { code: 'invalid-credentials' },
  'Email or Username are already taken': { code: 'taken', field: 'email' },
  'Your account email is not confirmed': { code: 'not-confirmed' },
  'Your account has been blocked by an administrator': { code: 'blocked' },
  'User blocked': { code: 'blocked' },
  'Incorrect code provided': { code: 'invalid-code' },
  'The provided current password is invalid': { code: 'current-password', field: 'currentPassword' },
  'Your new password must be different than your current password': { code: 'same-password', field: 'password' },
  'Passwords do not match': { code: 'password-mismatch', field: 'passwordConfirmation' },
  'Password validation failed.': { code: 'weak-password', field: 'password' },
  // Portico's plugin: a common password, or one holding the account's own name.
  'Password is too common': { code: 'common-password', field: 'password' },
  'Password contains the username or email': { code: 'personal-password', field: 'password' },
  'Already confirmed': { code: 'already-confirmed' },
  'This provider is disabled': { code: 'provider-disabled' },
  'This sign-in has expired or was already completed. Sign in again.': { code: 'second-step-expired' },
  'That code is not right. Check that the time on your device is set automatically, or use a recovery code.': {
    code: 'wrong-code',
    field: 'code',
  },
  'Type the 6-digit code your authenticator app shows, or one of your recovery codes.': { code: 'enter-code', field: 'code' },
};

export function describe(code: AuthErrorCode, status: number, field?: string): DescribedError {
  const message = AUTH_ERROR_MESSAGES[code];
  return { code, message, status, fieldErrors: field ? { [field]: message } : {} };
}

export function describeAuthError(error: unknown): DescribedError {
  if (!isStrapiError(error)) return describe('unknown', 500);
  const { status, name, message, details } = error.error;
  if (name === 'UnknownError' || status >= 500) return describe('unavailable', 503);
  if (status === 429) return describe(/^Too many wrong codes/.test(message) ? 'code-throttled' : 'rate-limited', 429);
  if (status === 401) return describe('signed-out', 401);
  const known = BY_STRAPI_MESSAGE[message];
  if (known) return describe(known.code, status, known.field);
  if (/must be less than 73 bytes/i.test(message)) return describe('weak-password', status, 'password');
  // Yup's details name their fields: Strapi's words go beside each.
  const detailErrors = (details as { errors?: { path?: string[]; message?: string }[] } | undefined)?.errors;
  if (Array.isArray(detailErrors) && detailErrors.length) {
    const fieldErrors: FieldErrors = {};
    for (const detail of detailErrors) {
      const field = detail.path?.[0];
      if (field && detail.message) fieldErrors[field] = detail.message.charAt(0).toUpperCase() + detail.message.slice(1);
    }
    return { code: 'invalid', message: AUTH_ERROR_MESSAGES.invalid, status, fieldErrors };
  }
  return describe('unknown', status);
}

export function localizeError(error: DescribedError, t: Translate): DescribedError {
  const english = AUTH_ERROR_MESSAGES[error.code];
  const message = t(error.code);
  const fieldErrors: FieldErrors = {};
  for (const [field, text] of Object.entries(error.fieldErrors)) fieldErrors[field] = text === english ? message : text;
  return { ...error, message, fieldErrors };
}
