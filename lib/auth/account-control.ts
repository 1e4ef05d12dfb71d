import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { isSameOriginRequest } from '@/lib/http/request';
import { getRequestLocale } from '@/lib/i18n/request-locale';
import {
  confirmEmailChange,
  confirmIdentity,
  deleteOwnAccount,
  errorStatus,
  fetchOwnAccount,
  isStrapiError,
  secureAccount,
  updateProfile,
  type IdentityProof,
  type OwnAccount,
} from '@/lib/strapi';
import { validateDeletion, validateProfile, type ProfileValues } from './profile-rules';
import type { FormState } from '@/lib/forms/form-state';
import type { FieldErrors } from './rules';
import { deleteSession, endSession, readToken, renewSession, strapiAuth, strapiClient } from './session';
import { strapiClientFor } from '@/lib/strapi/request-clients';
import { revokeSessions } from '@/server/sessions/revocations.mjs';

// Each action checks the post came from this site (beyond Next's own check) and a session is there, and words Strapi's answers.
export type OwnAccountState = { status: 'available'; account: OwnAccount } | { status: 'missing' } | { status: 'unavailable' };

/** Never cached across requests: it just may have changed. */
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
  pendingEmail?: string | null;
  /** The proof typed, kept when the save fails. */
  proof?: string;
}

export interface DevicesFormState extends FormState {
  proof: string;
}

/** An account-wide action behind "confirm it's you". */
export interface ProofFormState extends FormState {
  proof: string;
  done?: string;
  /** Where the browser fetches the data download, once confirmed. */
  download?: string;
}

export type DeleteAccountState = FormState;

export const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/** In the page's language: server actions run on the page's address. */
export async function words(locale?: string) {
  const [t, tAuth] = await Promise.all(
    locale
      ? [getTranslations({ locale, namespace: 'accountControls' }), getTranslations({ locale, namespace: 'AuthErrors' })]
      : [getTranslations('accountControls'), getTranslations('AuthErrors')],
  );
  return { t: t as (key: string, values?: Record<string, string | number>) => string, tAuth };
}
export type Words = Awaited<ReturnType<typeof words>>;

/** The own-account routes' known messages, read in the page's language; any other is shown as Strapi wrote it. */
const ACCOUNT_MESSAGES: [RegExp, string][] = [
  [/^That password is not right\. Nothing was deleted\.$/, 'strapiWrongPassword'],
  [/^Type your username exactly to confirm\. Nothing was deleted\.$/, 'strapiWrongUsername'],
  [/^Use at least (?<min>\d+) characters\.$/, 'usernameTooShort'],
  [/^A username cannot contain @/, 'strapiUsernameAt'],
  [/^This username is taken\./, 'strapiUsernameTaken'],
  [/^Enter an email address like name@example\.com\.$/, 'emailLike'],
  [/^Your email address comes from your (?<provider>.+) sign-in: change it there\.$/, 'strapiEmailFromProvider'],
  [/^Another account uses this email address\.$/, 'strapiEmailTaken'],
  [/^This confirmation link is invalid or has expired\./, 'strapiCodeInvalid'],
  [/^Another account uses this email address now\. Nothing was changed\.$/, 'strapiCodeTaken'],
  // "Confirm it's you".
  [/^Confirm it is you with your current password$/, 'confirmNeeded'],
  [/^Confirm it is you with your username$/, 'confirmNeededUsername'],
  [/^The provided current password is invalid$/, 'currentPasswordWrong'],
  [/^Type your username exactly to confirm$/, 'confirmUsernameWrong'],
  // "This wasn't me".
  [/^This link was used already or has expired\.$/, 'secureLinkUsed'],
  // Two-step sign-in.
  [/^That code is not right\. Check that the time on your device is set automatically, or use a recovery code\.$/, 'codeWrong'],
  [/^That code is not right\. Check that you scanned the code on this page/, 'codeWrongSetup'],
  [/^Type the 6-digit code your authenticator app shows, or one of your recovery codes\.$/, 'codeNeeded'],
  [/^Type the 6-digit code your authenticator app shows\.$/, 'codeNeededSetup'],
  [/^Start the setup again/, 'setupMissing'],
  [/^An authenticator app is already on for this account/, 'alreadyOn'],
  // Passkeys.
  [/^This passkey was not accepted\./, 'passkeyRefused'],
  [/^This passkey could not be added\./, 'passkeyNotAdded'],
  [/^This passkey request expired\./, 'passkeyExpired'],
  [/^This passkey is already on an account\./, 'passkeyTaken'],
  [/^Give the passkey a name\.$/, 'passkeyNameNeeded'],
];

function accountMessage(message: string, t: Words['t']): string {
  for (const [pattern, key] of ACCOUNT_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return t(key, { ...match.groups });
  }
  return message;
}

/** Field problems go beside their fields; a message Strapi wrote that is not known is shown as it says it. */
export function describeFailure(error: unknown, { t, tAuth }: Words, nothingDone: string): { message: string; fieldErrors: FieldErrors } {
  const status = errorStatus(error);
  if (status === 401) return { message: tAuth('signed-out'), fieldErrors: {} };
  if (status === 429) {
    const wrongCodes = isStrapiError(error) && /^Too many wrong codes/.test(error.error.message);
    return { message: tAuth(wrongCodes ? 'code-throttled' : 'rate-limited'), fieldErrors: {} };
  }
  if (status === 403 || status === 404) return { message: `${t('notAllowed')} ${nothingDone}`, fieldErrors: {} };
  if (!isStrapiError(error) || status === undefined || status >= 500)
    return { message: `${tAuth('unavailable')} ${nothingDone}`, fieldErrors: {} };
  const problems = (error.error.details as { errors?: { path?: unknown[]; message?: string }[] } | undefined)?.errors ?? [];
  const fieldErrors: FieldErrors = {};
  for (const problem of problems) {
    const field = problem.path?.[0];
    if (typeof field === 'string' && problem.message) fieldErrors[field] ??= accountMessage(problem.message, t);
  }
  return Object.keys(fieldErrors).length
    ? { message: problems.length === 1 ? accountMessage(problems[0]!.message!, t) : tAuth('invalid'), fieldErrors }
    : { message: `${error.error.message}. ${nothingDone}`, fieldErrors };
}

/** Null when it may go ahead. */
export async function refusal({ tAuth }: Words): Promise<string | null> {
  if (!isSameOriginRequest(await headers())) return tAuth('cross-origin');
  if (!(await readToken())) return tAuth('signed-out');
  return null;
}

export function proofFrom(formData: FormData): { proof?: IdentityProof; typed: string } {
  const password = text(formData, 'currentPassword');
  if (password) return { proof: { currentPassword: password }, typed: password };
  const username = text(formData, 'confirmUsername');
  return username ? { proof: { confirmUsername: username }, typed: username } : { typed: '' };
}

export async function saveProfile(formData: FormData): Promise<ProfileFormState> {
  const values = { username: text(formData, 'username'), email: text(formData, 'email') };
  const { proof, typed } = proofFrom(formData);
  const said = await words();
  const refused = await refusal(said);
  if (refused) return { values, fieldErrors: {}, status: { kind: 'error', message: refused }, proof: typed };
  const fieldErrors = validateProfile(values, said.t);
  if (Object.keys(fieldErrors).length)
    return { values, fieldErrors, status: { kind: 'error', message: said.tAuth('invalid') }, proof: typed };
  try {
    const { locale } = await getRequestLocale();
    const { account, confirmationSentTo } = await updateProfile(
      await strapiClient(),
      { username: values.username.trim(), email: values.email.trim() },
      { locale: locale && !locale.isDefault ? locale.code : undefined, proof },
    );
    // The header and the member's pages show the new name at once, not after the session recheck.
    await renewSession();
    const message = confirmationSentTo ? said.t('profileSavedConfirm', { email: confirmationSentTo }) : said.t('profileSaved');
    return {
      values: { username: account.username, email: account.email },
      fieldErrors: {},
      status: { kind: 'done', message },
      pendingEmail: account.pendingEmail,
    };
  } catch (error) {
    const { message, fieldErrors: strapiErrors } = describeFailure(error, said, said.t('nothingSaved'));
    return { values, fieldErrors: strapiErrors, status: { kind: 'error', message }, proof: typed };
  }
}

/** Confirmed first (or within 5 minutes of the last proof), then ended at Strapi and refused by the app at once. */
export async function endOtherSessions(formData: FormData, target: { sessionId: string } | 'everywhere'): Promise<DevicesFormState | null> {
  const { proof, typed } = proofFrom(formData);
  const said = await words();
  const refused = await refusal(said);
  if (refused) return { proof: typed, fieldErrors: {}, message: refused };
  try {
    if (proof) await confirmIdentity(await strapiClient(), proof);
    if (target === 'everywhere') await endSession({ everywhere: true });
    else {
      await (await strapiAuth()).endSession(target.sessionId);
      await revokeSessions([target.sessionId]);
    }
    return null;
  } catch (error) {
    // Already ended (or not theirs): nothing to refuse.
    if (target !== 'everywhere' && errorStatus(error) === 404) return null;
    const { message, fieldErrors } = describeFailure(error, said, said.t('nothingChanged'));
    return { proof: typed, fieldErrors, message };
  }
}

/** ok: the caller signs the browser out. */
export async function deleteAccount(formData: FormData): Promise<{ ok: true } | { ok: false; state: DeleteAccountState }> {
  const said = await words();
  const refused = await refusal(said);
  if (refused) return { ok: false, state: { fieldErrors: {}, message: refused } };
  const loaded = await loadOwnAccount();
  const hasPassword = loaded.status !== 'available' || loaded.account.hasPassword;
  const values = { password: text(formData, 'password'), username: text(formData, 'username') };
  const fieldErrors = validateDeletion(values, hasPassword, said.t);
  if (Object.keys(fieldErrors).length) return { ok: false, state: { fieldErrors, message: Object.values(fieldErrors)[0] } };
  try {
    await deleteOwnAccount(await strapiClient(), hasPassword ? { password: values.password } : { username: values.username.trim() });
    return { ok: true };
  } catch (error) {
    return { ok: false, state: describeFailure(error, said, said.t('nothingDeleted')) };
  }
}

/** Only the account's own session may apply it. */
export async function confirmNewEmail(code: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const said = await words();
  const refused = await refusal(said);
  if (refused) return { ok: false, message: refused };
  try {
    await confirmEmailChange(await strapiClient(), code);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: describeFailure(error, said, said.t('nothingChanged')).message };
  }
}

/** "Download my data": for 5 minutes after the proof, this session's download needs none. Null when confirmed. */
export async function confirmForDownload(formData: FormData): Promise<ProofFormState | null> {
  const { proof, typed } = proofFrom(formData);
  const said = await words();
  const refused = await refusal(said);
  if (refused) return { proof: typed, fieldErrors: {}, message: refused };
  if (!proof) {
    const field = formData.has('confirmUsername') ? 'confirmUsername' : 'currentPassword';
    const message = said.t(field === 'confirmUsername' ? 'confirmNeededUsername' : 'confirmNeeded');
    return { proof: '', fieldErrors: { [field]: message }, message };
  }
  try {
    await confirmIdentity(await strapiClient(), proof);
    return null;
  } catch (error) {
    const { message, fieldErrors } = describeFailure(error, said, said.t('nothingSent'));
    return { proof: typed, fieldErrors, message };
  }
}

/** "This wasn't me": with a notice's code whoever holds the email, else the signed-in member; signs this browser out too. */
export async function secureOwnAccount(formData: FormData): Promise<ProofFormState> {
  const code = text(formData, 'code');
  const { proof, typed } = proofFrom(formData);
  const said = await words();
  if (!isSameOriginRequest(await headers())) return { proof: typed, fieldErrors: {}, message: said.tAuth('cross-origin') };
  const token = code ? null : await readToken();
  if (!code && !token) return { proof: typed, fieldErrors: {}, message: said.tAuth('signed-out') };
  try {
    const { emailRestored } = await secureAccount(await strapiClientFor(token), code ? { code } : (proof ?? { currentPassword: '' }));
    await deleteSession();
    return { proof: '', fieldErrors: {}, done: [said.t('secured'), emailRestored ? said.t('securedEmailRestored') : ''].join(' ').trim() };
  } catch (error) {
    const { message, fieldErrors } = describeFailure(error, said, said.t('nothingChanged'));
    return { proof: typed, fieldErrors, message };
  }
}
