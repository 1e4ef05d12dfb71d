'use server';

import { redirect } from 'next/navigation';
import { confirmNewEmail, deleteAccount, saveProfile, type DeleteAccountState, type ProfileFormState } from '@/lib/auth/account-control';
import { deleteSession } from '@/lib/auth/session';

/** Server actions of /account; the work is in lib/auth/account-control.ts. */
export async function saveProfileAction(_previous: ProfileFormState, formData: FormData): Promise<ProfileFormState> {
  return saveProfile(formData);
}

export async function deleteAccountAction(_previous: DeleteAccountState, formData: FormData): Promise<DeleteAccountState> {
  const outcome = await deleteAccount(formData);
  if (!outcome.ok) return outcome.state;
  // The account is gone: the browser signs out and lands on the home page with the notice.
  await deleteSession();
  redirect('/?notice=account-deleted');
}

export async function confirmEmailAction(
  code: string,
  _previous: { message?: string },
  _formData: FormData,
): Promise<{ message?: string }> {
  const outcome = await confirmNewEmail(code);
  if (!outcome.ok) return { message: outcome.message };
  redirect('/account?notice=email-changed');
}
