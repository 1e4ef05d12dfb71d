import 'server-only';
import type { FormState } from '@/lib/forms/form-state';
import { disableTwoStep, enableTwoStep, renewRecoveryCodes, setUpTwoStep, type TwoStepStatus } from '@/lib/strapi/two-step';
import { describeFailure, loadOwnAccount, proofFrom, refusal, text, words } from './account-control';
import { strapiClient } from './session';

/** What was typed stays when Strapi refuses. */
export type TwoStepState = { status: 'available'; factor: TwoStepStatus } | { status: 'missing' } | { status: 'unavailable' };

export async function loadTwoStep(): Promise<TwoStepState> {
  const loaded = await loadOwnAccount();
  if (loaded.status !== 'available') return loaded;
  return loaded.account.secondFactor ? { status: 'available', factor: loaded.account.secondFactor } : { status: 'missing' };
}

export interface TwoStepFormState extends FormState {
  proof: string;
  code: string;
  /** Shown once, after turning the app on or asking for new ones. */
  recoveryCodes?: string[];
  started?: boolean;
  off?: boolean;
}

type Step = 'setUp' | 'enable' | 'disable' | 'renew';

export async function changeTwoStep(step: Step, formData: FormData): Promise<TwoStepFormState> {
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
        await setUpTwoStep(client, proof);
        return { proof: '', code: '', fieldErrors: {}, started: true };
      case 'enable':
        return { proof: '', code: '', fieldErrors: {}, recoveryCodes: (await enableTwoStep(client, code)).recoveryCodes };
      case 'renew':
        return { proof: '', code: '', fieldErrors: {}, recoveryCodes: (await renewRecoveryCodes(client, proof, code)).recoveryCodes };
      case 'disable':
        await disableTwoStep(client, proof, code);
        return { proof: '', code: '', fieldErrors: {}, off: true };
    }
  } catch (error) {
    const { message, fieldErrors } = describeFailure(error, said, said.t('nothingChanged'));
    return { ...kept, fieldErrors, message };
  }
}
