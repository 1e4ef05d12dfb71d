'use client';

import { useActionState, useId, useRef } from 'react';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import type { SecondFactorFormState } from '@/lib/auth/second-factor-control';
import type { SecondFactorStatus } from '@/lib/strapi/second-factor';
import { ProofField } from './proof-field';
import { RecoveryCodes, type RecoveryCodesText } from './recovery-codes';

type Action = (state: SecondFactorFormState, formData: FormData) => Promise<SecondFactorFormState>;

export interface TwoStepText {
  offIntro: string;
  setUp: string;
  settingUp: string;
  proofLabel: string;
  confirmHint: string;
  scan: string;
  qrLabel: string;
  typeInstead: string;
  firstCode: string;
  firstCodeHint: string;
  turnOn: string;
  turningOn: string;
  on: string;
  codesLeft: string;
  fewLeft: string;
  proveHint: string;
  code: string;
  renew: string;
  renewing: string;
  turnOff: string;
  turningOff: string;
  codes: RecoveryCodesText;
}

const EMPTY: SecondFactorFormState = { proof: '', code: '', fieldErrors: {} };

function CodeField({ id, label, hint, value, error }: { id: string; label: string; hint?: string; value: string; error?: string }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** One step's form: its fields, a live status, a button that says when it is working. */
function StepForm({
  action,
  proofField,
  code,
  text,
  doneHref,
  children,
}: {
  action: Action;
  doneHref: string;
  proofField: 'currentPassword' | 'confirmUsername' | null;
  code: { label: string; hint?: string } | null;
  text: { proofLabel: string; confirmHint: string; submit: string; pending: string; codes: RecoveryCodesText };
  children?: React.ReactNode;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, EMPTY);
  useFocusFirstInvalid(formRef, state);
  if (state.recoveryCodes) return <RecoveryCodes codes={state.recoveryCodes} text={text.codes} doneHref={doneHref} />;
  return (
    <form ref={formRef} action={formAction} className="form" noValidate aria-describedby={`${id}-status`}>
      {children}
      {proofField && (
        <ProofField
          name={proofField}
          id={`${id}-proof`}
          label={text.proofLabel}
          hint={text.confirmHint}
          value={state.proof}
          error={state.fieldErrors[proofField]}
        />
      )}
      {code && <CodeField id={`${id}-code`} label={code.label} hint={code.hint} value={state.code} error={state.fieldErrors.code} />}
      <div
        id={`${id}-status`}
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

/**
 * "Two-step sign-in" on the account page: set up an authenticator app (confirm it's you, scan, type a first code,
 * keep the recovery codes), then make new recovery codes or turn it off (the password and a code). Works without
 * JavaScript: every step is a form.
 */
export function TwoStepPanel({
  factor,
  qrSvg,
  proofField,
  actions,
  accountHref,
  text,
}: {
  factor: SecondFactorStatus;
  accountHref: string;
  qrSvg: string | null;
  proofField: 'currentPassword' | 'confirmUsername';
  actions: { setUp: Action; enable: Action; renew: Action; disable: Action };
  text: TwoStepText;
}) {
  const shared = { proofLabel: text.proofLabel, confirmHint: text.confirmHint, codes: text.codes };
  // Loaded again (a new address, so the browser does load it), the page never shows the codes again.
  const doneHref = (notice: string) => `${accountHref}?notice=${notice}#two-step`;
  if (factor.enabled) {
    return (
      <>
        <p>{text.on}</p>
        <p className={factor.recoveryCodesLeft <= 2 ? 'notice warning' : undefined}>
          {text.codesLeft} {factor.recoveryCodesLeft <= 2 ? text.fewLeft : ''}
        </p>
        <p>{text.proveHint}</p>
        <h3>{text.renew}</h3>
        <StepForm
          doneHref={doneHref('recovery-codes-renewed')}
          action={actions.renew}
          proofField={proofField}
          code={{ label: text.code }}
          text={{ ...shared, submit: text.renew, pending: text.renewing }}
        />
        <h3>{text.turnOff}</h3>
        <StepForm
          doneHref={doneHref('second-factor-on')}
          action={actions.disable}
          proofField={proofField}
          code={{ label: text.code }}
          text={{ ...shared, submit: text.turnOff, pending: text.turningOff }}
        />
      </>
    );
  }
  if (factor.setup) {
    return (
      <StepForm
        doneHref={doneHref('second-factor-on')}
        action={actions.enable}
        proofField={null}
        code={{ label: text.firstCode, hint: text.firstCodeHint }}
        text={{ ...shared, submit: text.turnOn, pending: text.turningOn }}
      >
        <p>{text.scan}</p>
        {qrSvg && <div className="qr-code" role="img" aria-label={text.qrLabel} dangerouslySetInnerHTML={{ __html: qrSvg }} />}
        <p>
          {text.typeInstead}{' '}
          <code className="secret" translate="no">
            {factor.setup.secret.match(/.{1,4}/g)?.join(' ')}
          </code>
        </p>
      </StepForm>
    );
  }
  return (
    <>
      <p>{text.offIntro}</p>
      <StepForm
        doneHref={doneHref('second-factor-on')}
        action={actions.setUp}
        proofField={proofField}
        code={null}
        text={{ ...shared, submit: text.setUp, pending: text.settingUp }}
      />
    </>
  );
}
