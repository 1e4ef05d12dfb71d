import 'server-only';
import type { FormState } from '@/lib/forms/form-state';
import { removePasskey, renamePasskey, type Passkey } from '@/lib/strapi/passkeys';
import { describeFailure, loadOwnAccount, proofFrom, refusal, text, words } from './account-control';
import { strapiClient } from './session';

/** Adding happens in the browser; what was typed stays when Strapi refuses. */
export type PasskeysState = { status: 'available'; passkeys: Passkey[] } | { status: 'missing' } | { status: 'unavailable' };

export async function loadPasskeys(): Promise<PasskeysState> {
  const loaded = await loadOwnAccount();
  if (loaded.status !== 'available') return loaded;
  return loaded.account.passkeys ? { status: 'available', passkeys: loaded.account.passkeys } : { status: 'missing' };
}

export interface PasskeyFormState extends FormState {
  value: string;
  done?: boolean;
}

export async function changePasskey(step: 'rename' | 'remove', id: number, formData: FormData): Promise<PasskeyFormState> {
  const name = text(formData, 'name');
  const { proof, typed } = proofFrom(formData);
  const value = step === 'rename' ? name : typed;
  const said = await words();
  const refused = await refusal(said);
  if (refused) return { value, fieldErrors: {}, message: refused };
  if (step === 'rename' && !name.trim()) {
    const message = said.t('passkeyNameNeeded');
    return { value, fieldErrors: { name: message }, message };
  }
  try {
    const client = await strapiClient();
    if (step === 'rename') await renamePasskey(client, id, name.trim());
    else await removePasskey(client, id, proof);
    return { value: step === 'rename' ? name.trim() : '', fieldErrors: {}, done: true };
  } catch (error) {
    const { message, fieldErrors } = describeFailure(error, said, said.t('nothingChanged'));
    return { value, fieldErrors, message };
  }
}
