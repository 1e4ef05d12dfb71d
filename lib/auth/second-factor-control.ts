import 'server-only';
import {
  disableSecondFactor,
  enableSecondFactor,
  renewRecoveryCodes,
  setUpSecondFactor,
  type SecondFactorStatus,
} from '@/lib/strapi/second-factor';
import { describeFailure, loadOwnAccount, proofFrom, refusal, text, words } from './account-control';
import type { FieldErrors } from './rules';
import { strapiClient } from './session';

/**
 * The account page's "Two-step sign-in": the member's authenticator app, through Strapi's plugin. Server actions
 * call these; each refuses another site's post or a missing session, and keeps what was typed when Strapi refuses.
 */
export type SecondFactorState = { status: 'available'; factor: SecondFactorStatus } | { status: 'missing' } | { status: 'unavailable' };

/** From the own account, which carries it: the account page asks Strapi once. */
export async function loadSecondFactor(): Promise<SecondFactorState> {
  const loaded = await loadOwnAccount();
  if (loaded.status !== 'available') return loaded;
  return loaded.account.secondFactor ? { status: 'available', factor: loaded.account.secondFactor } : { status: 'missing' };
}

export interface SecondFactorFormState {
  proof: string;
  code: string;
  fieldErrors: FieldErrors;
  message?: string;
  /** Shown once, after turning the app on or asking for new ones. */
  recoveryCodes?: string[];
  /** The setup began: the page shows its QR code. */
  started?: boolean;
  /** The app was turned off. */
  off?: boolean;
}

type Step = 'setUp' | 'enable' | 'disable' | 'renew';

export async function secondFactorStep(step: Step, formData: FormData): Promise<SecondFactorFormState> {
  const { proof, typed } = proofFrom(formData);
  const code = text(formData, 'code').trim();
  const kept = { proof: typed, code };
  const said = await words();
  const refused = await refusal(said);
  if (refused) return { ...kept, fieldErrors: {}, message: refused };
  if (step !== 'setUp' && !code) {
    const message = said.t(step === 'enable' ? 'codeNeededSetup' : 'codeNeeded');
    return { ...kept, fieldErrors: { code: message }, message };
  }
  const client = await strapiClient();
  try {
    switch (step) {
      case 'setUp':
        await setUpSecondFactor(client, proof);
        return { proof: '', code: '', fieldErrors: {}, started: true };
      case 'enable':
        return { proof: '', code: '', fieldErrors: {}, recoveryCodes: (await enableSecondFactor(client, code)).recoveryCodes };
      case 'renew':
        return { proof: '', code: '', fieldErrors: {}, recoveryCodes: (await renewRecoveryCodes(client, proof, code)).recoveryCodes };
      case 'disable':
        await disableSecondFactor(client, proof, code);
        return { proof: '', code: '', fieldErrors: {}, off: true };
    }
  } catch (error) {
    const { message, fieldErrors } = describeFailure(error, said, said.t('nothingChanged'));
    return { ...kept, fieldErrors, message };
  }
}
