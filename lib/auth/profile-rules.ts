import { z } from 'zod';
import { EMAIL_ADDRESS } from '@/lib/forms/email-address';
import { firstIssueByField } from '@/lib/forms/field-errors';
import en from '@/messages/en.json';
import { translator, type Translate } from '@/lib/i18n/interpolate';
import { USERNAME_MIN_LENGTH, type FieldErrors } from './rules';

// Checked before Strapi is asked; Strapi checks again.
export interface ProfileValues {
  username: string;
  email: string;
}

const english = translator(en.accountControls, 'accountControls');

const profileSchema = (t: Translate) =>
  z.object({
    username: z
      .string()
      .trim()
      .min(1, t('chooseUsername'))
      .min(USERNAME_MIN_LENGTH, t('usernameTooShort', { min: USERNAME_MIN_LENGTH })),
    email: z.string().trim().min(1, t('enterEmail')).regex(EMAIL_ADDRESS, t('emailLike')),
  });

export function validateProfile(values: ProfileValues, t: Translate = english): FieldErrors {
  const result = profileSchema(t).safeParse(values);
  return result.success ? {} : firstIssueByField(result.error.issues);
}

/** A provider's account, which has no password, confirms with its username. */
export function validateDeletion(
  values: { password?: string; username?: string },
  hasPassword: boolean,
  t: Translate = english,
): FieldErrors {
  if (hasPassword) return values.password ? {} : { password: t('enterPassword') };
  return values.username?.trim() ? {} : { username: t('typeUsername') };
}
