import { z } from 'zod';
import { EMAIL_ADDRESS } from '@/lib/forms/email-address';
import { firstIssueByField } from '@/lib/forms/field-errors';
import { USERNAME_MIN_LENGTH, type FieldErrors } from './rules';

/**
 * The profile form (username and email) and the delete-account confirmation, checked on the
 * server before Strapi is asked; Strapi checks again (cms/src/api/account).
 */
export interface ProfileValues {
  username: string;
  email: string;
}

const profileSchema = z.object({
  username: z.string().trim().min(1, 'Choose a username.').min(USERNAME_MIN_LENGTH, `Use at least ${USERNAME_MIN_LENGTH} characters.`),
  email: z.string().trim().min(1, 'Enter your email address.').regex(EMAIL_ADDRESS, 'Enter an email address like name@example.com.'),
});

export function validateProfile(values: ProfileValues): FieldErrors {
  const result = profileSchema.safeParse(values);
  return result.success ? {} : firstIssueByField(result.error.issues);
}

/** An account with a password confirms with it; one made through a sign-in provider types its username. */
export function validateDeletion(values: { password?: string; username?: string }, hasPassword: boolean): FieldErrors {
  if (hasPassword) return values.password ? {} : { password: 'Enter your password to confirm.' };
  return values.username?.trim() ? {} : { username: 'Type your username to confirm.' };
}
