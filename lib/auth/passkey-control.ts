import 'server-only';
import { removePasskey, renamePasskey, type Passkey } from '@/lib/strapi/passkeys';
import { describeFailure, loadOwnAccount, proofFrom, refusal, text, words } from './account-control';
import type { FieldErrors } from './rules';
import { strapiClient } from './session';

/**
 * The account page's "Passkeys": the member's list, and renaming and removing one (the adding happens in the
 * browser, through /api/passkeys). Removing asks "confirm it's you"; what was typed stays when Strapi refuses.
 */
export type PasskeysState = { status: 'available'; passkeys: Passkey[] } | { status: 'missing' } | { status: 'unavailable' };

/** From the own account, which carries them: the account page asks Strapi once. */
export async function loadPasskeys(): Promise<PasskeysState> {
  const loaded = await loadOwnAccount();
  if (loaded.status !== 'available') return loaded;
  return loaded.account.passkeys ? { status: 'available', passkeys: loaded.account.passkeys } : { status: 'missing' };
}

export interface PasskeyFormState {
  value: string;
  fieldErrors: FieldErrors;
  message?: string;
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
