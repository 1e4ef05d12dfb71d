'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import {
  confirmForDownload,
  confirmNewEmail,
  deleteAccount,
  endOtherSessions,
  saveProfile,
  type DeleteAccountState,
  type DevicesFormState,
  type ProfileFormState,
  type ProofFormState,
} from '@/lib/auth/account-control';
import { EVERYWHERE } from '@/lib/auth/devices';
import { changeTwoStep, type TwoStepFormState } from '@/lib/auth/two-step-control';
import { changePasskey, type PasskeyFormState } from '@/lib/auth/passkey-control';
import { deleteSession, freshToken } from '@/lib/auth/session';
import { localHref } from '@/lib/i18n/request-locale';
import { ACCOUNT_EXPORT_PATH, loginPath } from '@/server/shared/route-paths.mjs';

/**
 * Server actions of /account; saveProfile and the others they call do the work. They run on the page's
 * own address (/fr/account), so their words and redirects are in its locale.
 */
export async function saveProfileAction(_previous: ProfileFormState, formData: FormData): Promise<ProfileFormState> {
  return saveProfile(formData);
}

export async function deleteAccountAction(_previous: DeleteAccountState, formData: FormData): Promise<DeleteAccountState> {
  const outcome = await deleteAccount(formData);
  if (!outcome.ok) return outcome.state;
  // The account is gone: the browser signs out and lands on the home page with the notice.
  await deleteSession();
  redirect(await localHref('/?notice=account-deleted'));
}

export async function confirmEmailAction(
  code: string,
  _previous: { message?: string },
  _formData: FormData,
): Promise<{ message?: string }> {
  const outcome = await confirmNewEmail(code);
  if (!outcome.ok) return { message: outcome.message };
  redirect(await localHref('/account?notice=email-changed'));
}

/**
 * The account page's "Signed-in devices": end one other session, or every session, once the member confirmed
 * it's them. Strapi ends them (it checks they are the user's own); the app then refuses their access tokens at
 * once, on every instance, instead of when they expire.
 */
export async function devicesAction(_previous: DevicesFormState, formData: FormData): Promise<DevicesFormState> {
  const end = formData.get('end');
  if (typeof end !== 'string' || !end) return { proof: '', fieldErrors: {} };
  const token = await freshToken();
  if (!token) redirect(await localHref(loginPath({ next: await localHref('/account'), notice: 'session-expired' })));
  const everywhere = end === EVERYWHERE;
  const refused = await endOtherSessions(formData, everywhere ? 'everywhere' : { sessionId: end });
  if (refused) return refused;
  redirect(await localHref(everywhere ? loginPath({ notice: 'signed-out-everywhere' }) : '/account?notice=device-signed-out'));
}

/** "Download my data": once the member confirmed it's them, the browser fetches the ZIP (for 5 minutes, no proof). */
export async function downloadDataAction(_previous: ProofFormState, formData: FormData): Promise<ProofFormState> {
  return (await confirmForDownload(formData)) ?? { proof: '', fieldErrors: {}, download: ACCOUNT_EXPORT_PATH };
}

/** "Two-step sign-in": a setup begins (the page then shows its QR code), or is turned on with a first code. */
export async function setUpTwoStepAction(_previous: TwoStepFormState, formData: FormData): Promise<TwoStepFormState> {
  const state = await changeTwoStep('setUp', formData);
  // The page again, with the setup's QR code (a redirect to the same address would not render it anew).
  if (state.started) refresh();
  return state;
}

export async function enableTwoStepAction(_previous: TwoStepFormState, formData: FormData): Promise<TwoStepFormState> {
  return changeTwoStep('enable', formData);
}

export async function renewRecoveryCodesAction(_previous: TwoStepFormState, formData: FormData): Promise<TwoStepFormState> {
  return changeTwoStep('renew', formData);
}

export async function disableTwoStepAction(_previous: TwoStepFormState, formData: FormData): Promise<TwoStepFormState> {
  const state = await changeTwoStep('disable', formData);
  if (state.off) redirect(await localHref('/account?notice=second-factor-off#two-step'));
  return state;
}

/** "Passkeys": rename one, or remove it once the member confirmed it's them; the page then lists them anew. */
export async function renamePasskeyAction(id: number, _previous: PasskeyFormState, formData: FormData): Promise<PasskeyFormState> {
  const state = await changePasskey('rename', id, formData);
  if (state.done) refresh();
  return state;
}

export async function removePasskeyAction(id: number, _previous: PasskeyFormState, formData: FormData): Promise<PasskeyFormState> {
  const state = await changePasskey('remove', id, formData);
  if (state.done) redirect(await localHref('/account?notice=passkey-removed#passkeys'));
  return state;
}
