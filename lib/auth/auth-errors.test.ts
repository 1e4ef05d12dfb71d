import { unknownError } from '../strapi/errors';
import { AUTH_ERROR_MESSAGES, describeAuthError, isAuthErrorCode } from './auth-errors';

const strapiError = (status: number, name: string, message: string, details: unknown = {}) => ({
  data: null,
  error: { status, name, message, details },
});

describe('describeAuthError: Strapi’s errors in words for people', () => {
  it.each([
    [strapiError(400, 'ValidationError', 'Invalid identifier or password'), 'invalid-credentials', 400],
    [strapiError(400, 'ApplicationError', 'Email or Username are already taken'), 'taken', 400],
    [strapiError(400, 'ApplicationError', 'Your account email is not confirmed'), 'not-confirmed', 400],
    [strapiError(400, 'ApplicationError', 'Your account has been blocked by an administrator'), 'blocked', 400],
    [strapiError(429, 'RateLimitError', 'Too many requests, please try again later.'), 'rate-limited', 429],
    [strapiError(400, 'ValidationError', 'Incorrect code provided'), 'invalid-code', 400],
    [strapiError(400, 'ValidationError', 'Password validation failed.'), 'weak-password', 400],
    [
      strapiError(400, 'ValidationError', 'Password is too common', {
        errors: [{ path: ['password'], message: 'Password is too common' }],
      }),
      'common-password',
      400,
    ],
    [
      strapiError(400, 'ValidationError', 'Password contains the username or email', {
        errors: [{ path: ['password'], message: 'Password contains the username or email' }],
      }),
      'personal-password',
      400,
    ],
    [strapiError(401, 'UnauthorizedError', 'Missing or invalid credentials'), 'signed-out', 401],
    [strapiError(502, 'ServerError', 'Bad Gateway'), 'unavailable', 503],
    [unknownError(new Error('fetch failed')), 'unavailable', 503],
    [new Error('not from Strapi'), 'unknown', 500],
  ])('%j becomes %s', (error, code, status) => {
    const described = describeAuthError(error);
    expect(described.code).toBe(code);
    expect(described.status).toBe(status);
    expect(described.message).toBe(AUTH_ERROR_MESSAGES[code as keyof typeof AUTH_ERROR_MESSAGES]);
  });

  it('puts field-specific messages on their fields', () => {
    expect(describeAuthError(strapiError(400, 'ValidationError', 'The provided current password is invalid')).fieldErrors).toEqual({
      currentPassword: AUTH_ERROR_MESSAGES['current-password'],
    });
    const yup = strapiError(400, 'ValidationError', '2 errors occurred', {
      errors: [
        { path: ['email'], message: 'email must be a valid email' },
        { path: ['username'], message: 'username is a required field' },
      ],
    });
    expect(describeAuthError(yup)).toMatchObject({
      code: 'invalid',
      fieldErrors: { email: 'Email must be a valid email', username: 'Username is a required field' },
    });
  });

  it('accepts only known codes from a URL', () => {
    expect(isAuthErrorCode('rate-limited')).toBe(true);
    expect(isAuthErrorCode('<script>')).toBe(false);
    expect(isAuthErrorCode('toString')).toBe(false);
  });
});
