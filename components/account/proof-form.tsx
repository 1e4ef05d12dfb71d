'use client';

import { useEffect } from 'react';
import type { ProofFormState } from '@/lib/auth/account-control';
import { AccountForm, type AccountAction } from './account-form';
import { ProofField, type ProofName } from './proof-field';

export interface ProofFormText {
  proofLabel: string;
  confirmHint: string;
  submit: string;
  pending: string;
  /** Shown once a download is ready (it starts by itself with JavaScript). */
  downloadLink?: string;
}

/** A navigation to an attachment downloads it and leaves the page as it is. */
function Download({ href, label }: { href: string; label?: string }) {
  useEffect(() => window.location.assign(href), [href]);
  return (
    <p role="status" className="notice success">
      <a href={href}>{label}</a>
    </p>
  );
}

/** One action behind the proof ("Download my data", "This wasn't me"); a notice's code is proof enough. */
export function ProofForm({
  action,
  proofField,
  hidden = {},
  text,
}: {
  action: AccountAction<ProofFormState>;
  proofField: ProofName | null;
  hidden?: Record<string, string>;
  text: ProofFormText;
}) {
  return (
    <AccountForm
      action={action}
      initial={{ proof: '', fieldErrors: {} }}
      pendingText={text.pending}
      submit={{ label: text.submit }}
      done={(state) =>
        state.download ? (
          <Download href={state.download} label={text.downloadLink} />
        ) : (
          state.done && (
            <p role="status" className="notice success">
              {state.done}
            </p>
          )
        )
      }
    >
      {(state, { id }) => (
        <>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {proofField && <ProofField name={proofField} id={`${id}-proof`} text={text} value={state.proof} errors={state.fieldErrors} />}
        </>
      )}
    </AccountForm>
  );
}
