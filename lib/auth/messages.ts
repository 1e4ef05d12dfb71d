import { isStrapiError } from '../strapi/errors';
import type { FieldErrors } from './rules';

/**
 * The one place where Strapi's auth errors become words for people. Codes travel in URLs (for
 * forms without JavaScript), so only these known messages can ever be shown: no text from a
 * query string reaches the page.
 */
export const AUTH_ERROR_MESSAGES = {
  'invalid-credentials': 'The email, username or password is wrong.',
  taken: 'An account with this email or username already exists.',
  'weak-password': 'Choose a stronger password: at least 8 characters.',
  'not-confirmed': 'Confirm your email address first: follow the link in the email we sent you, or ask for a new one.',
  blocked: 'This account is blocked. Contact the site’s administrators.',
  'rate-limited': 'Too many attempts. Wait a few minutes, then try again.',
  'account-throttled':
    'Too many failed sign-ins for this account. Wait a few minutes before trying again, or reset your password by email.',
  'invalid-code': 'This reset link is invalid or has expired. Ask for a new one.',
  'current-password': 'Your current password is not right.',
  'same-password': 'Choose a password different from the current one.',
  'password-mismatch': 'The two passwords do not match.',
  'already-confirmed': 'This email address is already confirmed. You can sign in.',
  unavailable: 'The service is unavailable right now. Please try again in a moment.',
  'provider-failed': 'Signing in with that provider did not work. Please try again.',
  'provider-disabled': 'That sign-in provider is not available.',
  'cross-origin': 'This form was sent from another site and was refused.',
  'signed-out': 'Your session has ended. Sign in again to continue.',
  invalid: 'Some fields need your attention.',
  unknown: 'Something went wrong. Please try again.',
} as const;

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
  'Already confirmed': { code: 'already-confirmed' },
  'This provider is disabled': { code: 'provider-disabled' },
};

export function describe(code: AuthErrorCode, status: number, field?: string): DescribedError {
  const message = AUTH_ERROR_MESSAGES[code];
  return { code, message, status, fieldErrors: field ? { [field]: message } : {} };
}

export function describeAuthError(error: unknown): DescribedError {
  if (!isStrapiError(error)) return describe('unknown', 500);
  const { status, name, message, details } = error.error;
  if (name === 'UnknownError' || status >= 500) return describe('unavailable', 503);
  if (status === 429) return describe('rate-limited', 429);
  if (status === 401) return describe('signed-out', 401);
  const known = BY_STRAPI_MESSAGE[message];
  if (known) return describe(known.code, status, known.field);
  if (/must be less than 73 bytes/i.test(message)) return describe('weak-password', status, 'password');
  // Yup validation details name their fields: show Strapi's words next to each.
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
