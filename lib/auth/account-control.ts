import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { isSameOriginRequest } from '@/lib/http/request';
import {
  confirmEmailChange,
  deleteOwnAccount,
  errorStatus,
  fetchOwnAccount,
  isStrapiError,
  updateProfile,
  type OwnAccount,
} from '@/lib/strapi';
import { AUTH_ERROR_MESSAGES } from './messages';
import { validateDeletion, validateProfile, type ProfileValues } from './profile-rules';
import type { FieldErrors } from './rules';
import { readToken, renewSession, strapiClient } from './session';

/**
 * The account the member controls (issue 14): their profile, a new email's confirmation, and
 * deleting the account, through the embedded Strapi's own-account routes (lib/strapi/account.ts).
 * Server actions call these; each checks the request came from this site (on top of Next's own
 * origin check for actions) and that a session is there, and turns Strapi's answers into words.
 */
export type OwnAccountState = { status: 'available'; account: OwnAccount } | { status: 'missing' } | { status: 'unavailable' };

/** The member's account as Strapi reports it now (never cached across requests: it just may have changed). */
export const loadOwnAccount = cache(async (): Promise<OwnAccountState> => {
  try {
    return { status: 'available', account: await fetchOwnAccount(await strapiClient()) };
  } catch (error) {
    const status = errorStatus(error);
    // 404: the operator's Strapi has no such route; 403: it has, but members may not use it.
    return status === 404 || status === 403 ? { status: 'missing' } : { status: 'unavailable' };
  }
});

export type FormStatus = { kind: 'idle' } | { kind: 'error' | 'done'; message: string };

export interface ProfileFormState {
  values: ProfileValues;
  fieldErrors: FieldErrors;
  status: FormStatus;
  /** The address waiting for confirmation, once one was asked for. */
  pendingEmail?: string | null;
}

export interface DeleteAccountState {
  fieldErrors: FieldErrors;
  message?: string;
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/** Why a call to Strapi failed, for people; field problems go next to their fields. */
function describeFailure(error: unknown, nothingDone: string): { message: string; fieldErrors: FieldErrors } {
  const status = errorStatus(error);
  if (status === 401) return { message: AUTH_ERROR_MESSAGES['signed-out'], fieldErrors: {} };
  if (status === 429) return { message: AUTH_ERROR_MESSAGES['rate-limited'], fieldErrors: {} };
  if (status === 403 || status === 404)
    return { message: `This site does not let you change your account here. ${nothingDone}`, fieldErrors: {} };
  if (!isStrapiError(error) || status === undefined || status >= 500)
    return { message: `${AUTH_ERROR_MESSAGES.unavailable} ${nothingDone}`, fieldErrors: {} };
  const problems = (error.error.details as { errors?: { path?: unknown[]; message?: string }[] } | undefined)?.errors ?? [];
  const fieldErrors: FieldErrors = {};
  for (const problem of problems) {
    const field = problem.path?.[0];
    if (typeof field === 'string' && problem.message) fieldErrors[field] ??= problem.message;
  }
  return Object.keys(fieldErrors).length
    ? { message: problems.length === 1 ? problems[0]!.message! : AUTH_ERROR_MESSAGES.invalid, fieldErrors }
    : { message: `${error.error.message}. ${nothingDone}`, fieldErrors };
}

/** Refuses a post from another site, or without a session; null when it may go ahead. */
async function refusal(): Promise<string | null> {
  if (!isSameOriginRequest(await headers())) return AUTH_ERROR_MESSAGES['cross-origin'];
  if (!(await readToken())) return AUTH_ERROR_MESSAGES['signed-out'];
  return null;
}

export async function saveProfile(formData: FormData): Promise<ProfileFormState> {
  const values = { username: text(formData, 'username'), email: text(formData, 'email') };
  const refused = await refusal();
  if (refused) return { values, fieldErrors: {}, status: { kind: 'error', message: refused } };
  const fieldErrors = validateProfile(values);
  if (Object.keys(fieldErrors).length) return { values, fieldErrors, status: { kind: 'error', message: AUTH_ERROR_MESSAGES.invalid } };
  try {
    const { account, confirmationSentTo } = await updateProfile(await strapiClient(), {
      username: values.username.trim(),
      email: values.email.trim(),
    });
    // The header and the member's pages show the new name at once, not after the session recheck.
    await renewSession();
    const message = confirmationSentTo
      ? `Profile saved. We sent a link to ${confirmationSentTo}: your email address changes once you follow it.`
      : 'Profile saved.';
    return {
      values: { username: account.username, email: account.email },
      fieldErrors: {},
      status: { kind: 'done', message },
      pendingEmail: account.pendingEmail,
    };
  } catch (error) {
    const { message, fieldErrors: strapiErrors } = describeFailure(error, 'Nothing was saved.');
    return { values, fieldErrors: strapiErrors, status: { kind: 'error', message } };
  }
}

/** Deletes the account; ok means the caller signs the browser out. */
export async function deleteAccount(formData: FormData): Promise<{ ok: true } | { ok: false; state: DeleteAccountState }> {
  const refused = await refusal();
  if (refused) return { ok: false, state: { fieldErrors: {}, message: refused } };
  const loaded = await loadOwnAccount();
  const hasPassword = loaded.status !== 'available' || loaded.account.hasPassword;
  const values = { password: text(formData, 'password'), username: text(formData, 'username') };
  const fieldErrors = validateDeletion(values, hasPassword);
  if (Object.keys(fieldErrors).length) return { ok: false, state: { fieldErrors, message: Object.values(fieldErrors)[0] } };
  try {
    await deleteOwnAccount(await strapiClient(), hasPassword ? { password: values.password } : { username: values.username.trim() });
    return { ok: true };
  } catch (error) {
    return { ok: false, state: describeFailure(error, 'Nothing was deleted.') };
  }
}

/** Applies a new email address from the link sent to it; the account's own session must be the one asking. */
export async function confirmNewEmail(code: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const refused = await refusal();
  if (refused) return { ok: false, message: refused };
  try {
    await confirmEmailChange(await strapiClient(), code);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: describeFailure(error, 'Nothing was changed.').message };
  }
}
