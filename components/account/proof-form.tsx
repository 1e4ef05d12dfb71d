'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import type { ProofFormState } from '@/lib/auth/account-control';
import { ProofField } from './proof-field';

export interface ProofFormText {
  proofLabel: string;
  confirmHint: string;
  submit: string;
  pending: string;
  /** The link shown once a download is ready (it starts by itself with JavaScript). */
  downloadLink?: string;
}

/**
 * One account-wide action behind "confirm it's you" ("Download my data", "This wasn't me"): the proof field
 * (none with a notice's code, which is proof enough), a button and what came of it. Works without JavaScript;
 * what was typed stays when Strapi refuses.
 */
export function ProofForm({
  action,
  proofField,
  hidden = {},
  text,
}: {
  action: (state: ProofFormState, formData: FormData) => Promise<ProofFormState>;
  proofField: 'currentPassword' | 'confirmUsername' | null;
  hidden?: Record<string, string>;
  text: ProofFormText;
}) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, { proof: '', fieldErrors: {} });
  useFocusFirstInvalid(formRef, state);
  useEffect(() => {
    // A navigation to an attachment downloads it and leaves the page as it is.
    if (state.download) window.location.assign(state.download);
  }, [state]);
  if (state.download) {
    return (
      <p role="status" className="notice success">
        <a href={state.download}>{text.downloadLink}</a>
      </p>
    );
  }
  if (state.done) {
    return (
      <p role="status" className="notice success">
        {state.done}
      </p>
    );
  }
  return (
    <form ref={formRef} action={formAction} className="form" noValidate aria-describedby={`${formId}-status`}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {proofField && (
        <ProofField
          name={proofField}
          id={`${formId}-proof`}
          label={text.proofLabel}
          hint={text.confirmHint}
          value={state.proof}
          error={state.fieldErrors[proofField]}
        />
      )}
      <div
        id={`${formId}-status`}
        role="status"
        aria-live="polite"
        className={`form-status ${pending ? 'pending' : state.message ? 'error' : ''}`}
      >
        {pending ? text.pending : (state.message ?? '')}
      </div>
      <button type="submit" className="button" disabled={pending}>
        {text.submit}
      </button>
    </form>
  );
}
