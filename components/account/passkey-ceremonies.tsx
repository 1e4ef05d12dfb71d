'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { cancelledByPerson, postPasskeyStep, type PasskeyStepAnswer } from '@/components/auth/passkey-step';
import { useHydrated } from '@/components/ui/use-hydrated';
import { AccountForm, type AccountFormState } from './account-form';
import { ProofField, type ProofName } from './proof-field';

export interface PasskeyCeremonyText {
  add: string;
  adding: string;
  addHint: string;
  addedNow: string;
  otherSessions: string;
  failed: string;
  needsScript: string;
  confirmWithPasskey: string;
  confirmed: string;
  proofLabel: string;
  confirmHint: string;
}

type AddState = AccountFormState & { proof: string; added?: boolean };

/** A passkey instead of the password: for 5 minutes this session's forms need no proof. */
export function ConfirmWithPasskey({ locale, text }: { locale?: string; text: PasskeyCeremonyText }) {
  const [status, setStatus] = useState<{ kind: 'idle' | 'pending' | 'confirmed' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  async function confirm() {
    setStatus({ kind: 'pending' });
    try {
      const start = await postPasskeyStep('confirm-options', { locale });
      if (!start.ok) return setStatus({ kind: 'error', message: start.message ?? text.failed });
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({ optionsJSON: start.options as never });
      const done = await postPasskeyStep('confirm', { response, locale });
      setStatus(done.ok ? { kind: 'confirmed' } : { kind: 'error', message: done.message ?? text.failed });
    } catch (error) {
      setStatus(cancelledByPerson(error) ? { kind: 'idle' } : { kind: 'error', message: text.failed });
    }
  }
  return (
    <div className="confirm-with-passkey">
      <button type="button" className="button secondary" disabled={status.kind === 'pending'} onClick={() => void confirm()}>
        {text.confirmWithPasskey}
      </button>
      <p role="status" aria-live="polite" className={status.kind === 'error' ? 'form-status error' : 'form-status'}>
        {status.kind === 'confirmed' ? text.confirmed : status.kind === 'error' ? status.message : ''}
      </p>
    </div>
  );
}

/** The proof, then the browser's own passkey dialog; the list is read again once it is added. */
export function AddPasskey({ proofField, locale, text }: { proofField: ProofName; locale?: string; text: PasskeyCeremonyText }) {
  const router = useRouter();
  // The server's HTML says it needs JavaScript: the browser's dialog is the point.
  const hydrated = useHydrated();
  if (!hydrated) return <p className="hint">{text.needsScript}</p>;

  async function add(_state: AddState, formData: FormData): Promise<AddState> {
    const proof = String(formData.get(proofField) ?? '');
    const refused = (answer: PasskeyStepAnswer): AddState => ({
      proof,
      message: answer.message ?? text.failed,
      fieldErrors: answer.fieldErrors ?? {},
    });
    try {
      const start = await postPasskeyStep('add-options', { [proofField]: proof, locale });
      if (!start.ok) return refused(start);
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: start.options as never });
      const added = await postPasskeyStep('add', { response, name: '', locale });
      if (!added.ok) return refused(added);
      router.refresh();
      return { proof: '', fieldErrors: {}, added: true };
    } catch (error) {
      return cancelledByPerson(error) ? { proof, fieldErrors: {} } : { proof, fieldErrors: {}, message: text.failed };
    }
  }

  return (
    <AccountForm
      action={add}
      initial={{ proof: '', fieldErrors: {} }}
      pendingText={text.adding}
      submit={{ label: text.add }}
      done={(state) =>
        state.added && (
          <div role="status" className="notice success">
            <p>{text.addedNow}</p>
            <p>
              <a href="#devices">{text.otherSessions}</a>
            </p>
          </div>
        )
      }
    >
      {(state, { id }) => (
        <>
          <p className="hint">{text.addHint}</p>
          <ProofField name={proofField} id={`${id}-proof`} text={text} value={state.proof} errors={state.fieldErrors} />
        </>
      )}
    </AccountForm>
  );
}
