'use server';

import { secureOwnAccount, type ProofFormState } from '@/lib/auth/account-control';

/** "This wasn't me": runs on the page's own address, so its words are in the page's locale. */
export async function secureAccountAction(_previous: ProofFormState, formData: FormData): Promise<ProofFormState> {
  return secureOwnAccount(formData);
}
