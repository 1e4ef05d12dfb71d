import { passwordMinLength as configuredMinLength, settingIn } from '@/lib/app-settings';
import { DEFAULT_PASSWORD_MIN_LENGTH } from './password-policy';
import { validateAuthForm as validate } from './rules';

// The browser has no settings: it gets the minimum from its page.

/** The cms reads the same setting; `env`: the one another environment would set. */
export function passwordMinLength(env?: Record<string, string | undefined>): number {
  return env ? ((settingIn(env, 'PASSWORD_MIN_LENGTH') as number | undefined) ?? DEFAULT_PASSWORD_MIN_LENGTH) : configuredMinLength;
}

export const validateAuthForm: typeof validate = (action, values, options = {}) =>
  validate(action, values, { ...options, passwordMinLength: options.passwordMinLength ?? configuredMinLength });
